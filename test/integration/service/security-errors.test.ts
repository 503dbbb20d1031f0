// Process: test. Every error body has the documented shape, the framework's own refusals
// included: `{"message","errors"}` for Fetch, the envelope for Auth. Requests go out byte for byte (raw-http).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEnvelope, FetchErrorBody } from '../../../domain/api/wire';
import { startSignedInService, type TestService } from '../../helpers/local-service';
import { type RawResponse, rawRequest } from './raw-http';

let service: TestService;
let token: string;
beforeAll(async () => ({ service, token } = await startSignedInService()));
afterAll(async () => service?.close());

const json = 'application/json';
const fetchCall = (method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) =>
  rawRequest(service, method, `/api/v3${path}`, { authorization: `Bearer ${token}`, ...headers }, body);
const authCall = (path: string, headers: Record<string, string>, body?: string | Buffer) =>
  rawRequest(service, 'POST', `/auth${path}`, headers, body);

function expectFetchError(res: RawResponse, status: number, label: string): void {
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(status);
  expect(FetchErrorBody.strict().parse(res.json).message, label).toBeTruthy();
}
function expectAuthError(res: RawResponse, status: number, label: string): void {
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBe(status);
  const body = AuthEnvelope.parse(res.json);
  expect(body.success, label).toBe(false);
  expect(body.errors, label).toBeTruthy();
}

describe('one error shape, framework refusals included', () => {
  it('gives Fetch framework refusals the Fetch shape: 414, 431, bad percent-encoding, unknown method, 404', async () => {
    expectFetchError(await fetchCall('GET', `/items/${'a'.repeat(300)}`), 414, 'too-long id');
    expectFetchError(await fetchCall('GET', `/items?filter=${'x'.repeat(20_000)}`), 431, 'too-long URL');
    expectFetchError(await fetchCall('GET', '/stores', { 'x-big': 'y'.repeat(20_000) }), 431, 'too-long header');
    expectFetchError(await fetchCall('GET', '/items/%E0%A4%A'), 400, 'bad percent-encoding in an id');
    expectFetchError(await fetchCall('GET', '/items/%zz'), 400, 'bad percent-encoding');
    expectFetchError(await fetchCall('FOO', '/stores'), 400, 'a method Node does not know');
    expectFetchError(await fetchCall('PROPFIND', '/stores'), 405, 'a method no route answers');
    expectFetchError(await fetchCall('OPTIONS', '/stores'), 405, 'OPTIONS');
    expectFetchError(await fetchCall('GET', '/nothing/here'), 404, 'unknown route');
  });

  it('refuses text/plain and other types with 415, other charsets with 415, bytes that are not UTF-8 with 400', async () => {
    const body = '{"sessionID":"x"}';
    expectFetchError(await fetchCall('POST', '/sessions', { 'content-type': 'text/plain' }, body), 415, 'text/plain');
    expectFetchError(await fetchCall('POST', '/sessions', { 'content-type': 'text/xml' }, '<a/>'), 415, 'xml');
    expectFetchError(await fetchCall('POST', '/sessions', {}, body), 415, 'no content type');
    const utf16 = Buffer.from(body, 'utf16le');
    const withCharset = { 'content-type': `${json}; charset=utf-16` };
    expectFetchError(await fetchCall('POST', '/sessions', withCharset, utf16), 415, 'utf-16');
    const latin1 = { 'content-type': `${json}; charset=ISO-8859-1` };
    expectFetchError(await fetchCall('POST', '/sessions', latin1, body), 415, 'latin-1');
    const utf8 = { 'content-type': `${json}; charset="UTF-8"` };
    expectFetchError(await fetchCall('POST', '/sessions', utf8, '{"sessionID":1}'), 422, 'utf-8 named is fine');
    const badBytes = Buffer.concat([Buffer.from('{"description":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]);
    expectFetchError(await fetchCall('POST', '/sessions', { 'content-type': json }, badBytes), 400, 'invalid UTF-8');
    expectFetchError(await fetchCall('POST', '/sessions', { 'content-type': json }, '{"a":'), 400, 'malformed');
    expectFetchError(await fetchCall('POST', '/sessions', { 'content-type': json }, ''), 400, 'empty');
    const proto = '{"__proto__":{"x":1}}';
    expectFetchError(await fetchCall('POST', '/sessions', { 'content-type': json }, proto), 400, 'proto');
    const twice = '{"sessionID":"a","SessionID":"b"}';
    expectFetchError(await fetchCall('POST', '/sessions', { 'content-type': json }, twice), 422, 'key twice');
    const big = `[${'1,'.repeat(3_000_000)}1]`;
    expectFetchError(await fetchCall('PATCH', '/items', { 'content-type': json }, big), 413, 'too large');
  });

  it('gives /auth refusals the Auth envelope, framework ones included', async () => {
    const j = { 'content-type': json };
    expectAuthError(await authCall('/token', j, '{"clientId":'), 400, 'malformed');
    expectAuthError(await authCall('/token', { 'content-type': 'text/plain' }, 'x'), 415, 'text/plain');
    expectAuthError(await authCall('/token', j, '{"clientId":"DEMO"}'), 400, 'missing fields');
    expectAuthError(await authCall('/nothing', j, '{}'), 404, 'unknown auth route');
    expectAuthError(await authCall('/token', { ...j, 'x-big': 'y'.repeat(20_000) }, '{}'), 431, 'big header');
    expectAuthError(await rawRequest(service, 'GET', '/auth/%zz'), 400, 'bad percent-encoding');
    expectAuthError(await rawRequest(service, 'PROPFIND', '/auth/token'), 405, 'unknown method');
  });

  it('keeps serving after all of that', async () => {
    expect((await fetchCall('GET', '/stores')).status).toBe(200);
  });
});
