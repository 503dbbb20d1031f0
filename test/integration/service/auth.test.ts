// Process: node (integration tests). Auth interface over real HTTP: tokens, refresh rotation and reuse
// detection, expiry, the no-API user, Bearer parsing and the failure envelopes (spec 4.1, 5; notes B).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthEnvelope } from '../../../domain/api/wire/auth';
import { setLogSink } from '../../../domain/shared/logger';
import {
  DEMO_CLIENT_ID,
  DEMO_NO_API_PASSWORD,
  DEMO_NO_API_USER,
  DEMO_PASSWORD,
  DEMO_USER,
} from '../../../service/seed/demo-constants';
import { api, startTestService, type TestService } from '../../helpers/local-service';
import { sleep } from '../../helpers/waits';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service?.close());

async function post(path: string, body: unknown) {
  const res = await fetch(`${service.authUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const login = () => post('/token', { clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: DEMO_PASSWORD });

describe('POST /auth/token', () => {
  it('issues a signed access token and a UUID refresh token in the envelope', async () => {
    const res = await login();
    expect(res.status).toBe(200);
    const env = AuthEnvelope.parse(res.body);
    expect(env.success).toBe(true);
    expect(env.errors).toBeNull();
    expect(env.result?.tokenType).toBe('bearer');
    expect(env.result?.expiresIn).toBe(3600);
    expect(env.result?.refreshToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(env.result?.accessToken.split('.')).toHaveLength(3);
    expect(Date.parse(env.result?.expires ?? '') - Date.now()).toBeGreaterThan(3500_000);
  });

  it('matches property names case-insensitively', async () => {
    const res = await post('/token', { ClientId: DEMO_CLIENT_ID, USERNAME: DEMO_USER, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with 401 and the failure envelope', async () => {
    const res = await post('/token', { clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, result: null });
    expect(typeof res.body.errors).toBe('string');
  });

  it('gives no token to a user without the API privilege', async () => {
    const res = await post('/token', {
      clientId: DEMO_CLIENT_ID,
      userName: DEMO_NO_API_USER,
      password: DEMO_NO_API_PASSWORD,
    });
    expect(res.status).toBe(401);
    expect(res.body.errors).toMatch(/API access/);
  });

  it('answers a malformed body with 400 and the envelope', async () => {
    for (const body of ['{"clientId":', '[]', { clientId: 5, userName: 'x', password: 'y' }, { clientId: 'DEMO' }]) {
      const res = await post('/token', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, result: null });
    }
  });
});

describe('POST /auth/refreshToken', () => {
  it('rotates: a refresh token works once, and reusing it revokes what was issued from it', async () => {
    const first = AuthEnvelope.parse((await login()).body).result!;
    const second = await post('/refreshToken', { clientId: DEMO_CLIENT_ID, refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    const pair = AuthEnvelope.parse(second.body).result!;
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect((await api(service, pair.accessToken, 'GET', '/stores')).status).toBe(200);

    const reuse = await post('/refreshToken', { clientId: DEMO_CLIENT_ID, refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toMatchObject({ success: false, result: null });
    // Everything issued along that chain is now refused.
    expect((await api(service, pair.accessToken, 'GET', '/stores')).status).toBe(401);
    const child = await post('/refreshToken', { clientId: DEMO_CLIENT_ID, refreshToken: pair.refreshToken });
    expect(child.status).toBe(401);
    // An unrelated login is unaffected.
    const other = AuthEnvelope.parse((await login()).body).result!;
    expect((await api(service, other.accessToken, 'GET', '/stores')).status).toBe(200);
  });

  it('accepts the lowercase path spelling and refuses unknown tokens and wrong clients', async () => {
    const first = AuthEnvelope.parse((await login()).body).result!;
    const wrongClient = await post('/refreshToken', { clientId: 'OTHER', refreshToken: first.refreshToken });
    expect(wrongClient.status).toBe(401);
    const ok = await post('/refreshtoken', { clientId: DEMO_CLIENT_ID, refreshToken: first.refreshToken });
    expect(ok.status).toBe(200);
    const unknown = await post('/refreshToken', { clientId: DEMO_CLIENT_ID, refreshToken: crypto.randomUUID() });
    expect(unknown.status).toBe(401);
    const notUuid = await post('/refreshToken', { clientId: DEMO_CLIENT_ID, refreshToken: 'abc' });
    expect(notUuid.status).toBe(400);
  });
});

describe('Fetch authorisation', () => {
  it('parses the Bearer scheme case-insensitively and refuses missing, malformed or tampered tokens', async () => {
    const token = AuthEnvelope.parse((await login()).body).result!.accessToken;
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const res = await fetch(`${service.baseUrl}/api/v3/stores`, { headers: { authorization: `${scheme} ${token}` } });
      expect(res.status).toBe(200);
    }
    const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    for (const header of [undefined, 'Basic abc', `Bearer ${tampered}`, 'Bearer']) {
      const res = await fetch(`${service.baseUrl}/api/v3/stores`, { headers: header ? { authorization: header } : {} });
      expect(res.status).toBe(401);
      const body = (await res.json()) as { message: string; errors: unknown };
      expect(body.errors).toBeNull();
      expect(body.message).toBeTruthy();
    }
  });
});

describe('logging', () => {
  it('never writes passwords or tokens to the log, even on failures', async () => {
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    try {
      const pair = AuthEnvelope.parse((await login()).body).result!;
      await post('/token', { clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: 'secret-wrong-pw' });
      await post('/refreshToken', { clientId: DEMO_CLIENT_ID, refreshToken: pair.refreshToken });
      await post('/refreshToken', { clientId: DEMO_CLIENT_ID, refreshToken: pair.refreshToken });
      await api(service, pair.accessToken, 'GET', '/stores');
      const text = lines.join('\n');
      expect(lines.length).toBeGreaterThan(0);
      // The demo password equals the user name, so the wrong password stands in for "a password".
      for (const secret of ['secret-wrong-pw', pair.refreshToken, pair.accessToken]) expect(text).not.toContain(secret);
    } finally {
      restore();
    }
  });
});

describe('expiry', () => {
  it('refuses an expired access token and an expired refresh token', async () => {
    // 3 s, not 1: a loaded CI machine can take a second between the sign-in and the first use of the token.
    const short = await startTestService({ tokenTtlSeconds: 3, refreshTtlSeconds: 3 });
    try {
      const res = await fetch(`${short.authUrl}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, userName: DEMO_USER, password: DEMO_PASSWORD }),
      });
      const pair = AuthEnvelope.parse(await res.json()).result!;
      expect(pair.expiresIn).toBe(3);
      expect((await api(short, pair.accessToken, 'GET', '/stores')).status).toBe(200);
      await sleep(3100);
      expect((await api(short, pair.accessToken, 'GET', '/stores')).status).toBe(401);
      const refresh = await fetch(`${short.authUrl}/refreshToken`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: DEMO_CLIENT_ID, refreshToken: pair.refreshToken }),
      });
      expect(refresh.status).toBe(401);
      expect(((await refresh.json()) as { errors: string }).errors).toMatch(/expired/);
    } finally {
      await short.close();
    }
  });
});
