// Process: test (node). Error bodies parsed defensively and turned into messages that say what to do next.
import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
  invalidRequest,
  parseErrorBody,
  parseRetryAfter,
  RETRY_AFTER_MAX_SECONDS,
} from '../../../domain/api/errors';
import { toAppError } from '../../../hosts/ipc/errors';

describe('parseErrorBody', () => {
  it.each([
    ['', null, []],
    ['   ', null, []],
    ['Service Unavailable', 'Service Unavailable', []],
    ['<html>oops</html>', '<html>oops</html>', []],
    [
      '{"message":"Cannot add items to a finalized session.","errors":null}',
      'Cannot add items to a finalized session.',
      [],
    ],
    ['{"message":null,"errors":null}', null, []],
    [
      '{"message":"Validation failed","errors":[{"field":"lines[0].quantity","message":"Required"}]}',
      'Validation failed',
      [{ field: 'lines[0].quantity', message: 'Required' }],
    ],
    ['{"message":"x","errors":["plain reason"]}', 'x', [{ field: '', message: 'plain reason' }]],
    [
      '{"title":"Bad","errors":{"docNumber":["is required","too long"]}}',
      'Bad',
      [
        { field: 'docNumber', message: 'is required' },
        { field: 'docNumber', message: 'too long' },
      ],
    ],
    ['"just a string"', 'just a string', []],
    ['42', null, []],
    ['[1,2]', null, []],
  ])('%j', (body, message, fields) => {
    expect(parseErrorBody(body)).toEqual({ serverMessage: message, fields });
  });
});

describe('errorFromResponse', () => {
  it('401 tells the user to sign in again', () => {
    const e = errorFromResponse(401, '{"message":"Unauthorized","errors":null}', null);
    expect(e).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(e.message).toMatch(/sign in again/i);
  });
  it('422 lists the field errors and keeps them for the UI', () => {
    const e = errorFromResponse(
      422,
      '{"message":"Validation failed","errors":[{"field":"vendorID","message":"Unknown vendor"}]}',
      null,
    );
    expect(e.code).toBe('validation');
    expect(e.fields).toEqual([{ field: 'vendorID', message: 'Unknown vendor' }]);
    expect(e.message).toContain('vendorID: Unknown vendor');
    expect(toAppError(e).error).toEqual({ code: 'validation', message: e.message, fields: e.fields });
  });
  it('429 carries Retry-After and says it is waiting', () => {
    const e = errorFromResponse(429, '', '3');
    expect(e).toMatchObject({ code: 'rate_limited', retryAfter: 3 });
    expect(e.message).toMatch(/waiting 3 s/);
  });
  it('400 shows the service message as is', () => {
    const e = errorFromResponse(400, '{"message":"Cannot add items to a finalized session.","errors":null}', null);
    expect(e).toMatchObject({ code: 'bad_request', message: 'Cannot add items to a finalized session.' });
  });
  it('404, 5xx and others with plain-text bodies', () => {
    expect(errorFromResponse(404, 'nope', null)).toMatchObject({ code: 'not_found', serverMessage: 'nope' });
    expect(errorFromResponse(503, '', null).message).toMatch(/try again/i);
    expect(errorFromResponse(409, '', null)).toMatchObject({ code: 'http', status: 409 });
    expect(errorFromResponse(403, '', null).code).toBe('forbidden');
  });
});

describe('a 429 with a huge Retry-After', () => {
  it('waits at most 120 s, and says so', () => {
    expect(RETRY_AFTER_MAX_SECONDS).toBe(120);
    for (const header of ['86400', new Date(Date.now() + 86_400_000).toUTCString()]) {
      const error = errorFromResponse(429, '', header);
      expect(error.retryAfter).toBe(120);
      expect(error.message).toContain('waiting 120 s');
    }
    expect(errorFromResponse(429, '', '7').retryAfter).toBe(7);
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds, an HTTP date, and falls back to one second', () => {
    expect(parseRetryAfter('2')).toBe(2);
    expect(parseRetryAfter('0.5')).toBe(0.5);
    expect(parseRetryAfter(null)).toBe(1);
    expect(parseRetryAfter('soon')).toBe(1);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5);
  });
});

describe('invalidRequest', () => {
  it('names each field with a readable path and says nothing was sent', () => {
    const e = invalidRequest([
      { path: ['lines', 0, 'quantity'], message: 'Required' },
      { path: [], message: 'Expected array' },
    ]);
    expect(e).toMatchObject({ status: null, code: 'validation' });
    expect(e.fields).toEqual([
      { field: 'lines[0].quantity', message: 'Required' },
      { field: '', message: 'Expected array' },
    ]);
    expect(e.message).toBe('Not sent: lines[0].quantity: Required; Expected array. Correct it and try again.');
  });
});
