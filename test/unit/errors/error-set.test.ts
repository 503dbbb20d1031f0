// Process: test (node). The one error set: each code has one spelling, every coded error is one kind, and what
// crosses IPC is told apart by its code, never by a class name. The words on screen: renderer/error-words.test.ts.
import { describe, expect, it } from 'vitest';
import { isAppErrorCode } from '../../../contract/errors';
import { ApiError } from '../../../domain/api/errors';
import { AuthError } from '../../../domain/auth/errors';
import { RefreshTokenStoreError } from '../../../domain/auth/refresh-token-store';
import { CountError } from '../../../domain/counts/status';
import { PermanentReaderError } from '../../../domain/reader/errors';
import { CodedError, UserError } from '../../../domain/shared/errors';
import { toAppError } from '../../../hosts/ipc/errors';

describe('errors crossing IPC', () => {
  const thrown: [string, Error][] = [
    ['AuthError', new AuthError('expired')],
    ['ApiError', new ApiError({ status: 404, code: 'not_found', message: 'Not found.' })],
    ['UserError', new UserError('no_working_store', 'Choose a working store first.')],
    ['CountError', new CountError('read_only', 'The session is Finalized.')],
  ];

  it.each(thrown)('%s keeps its code and message, and the code is listed', (_name, err) => {
    const { error, expected } = toAppError(err);
    expect(expected).toBe(true);
    expect(error).toEqual({ code: (err as CodedError).code, message: err.message });
    expect(isAppErrorCode(error.code)).toBe(true);
  });

  it('are all one kind: every coded error extends CodedError', () => {
    for (const [, err] of thrown) expect(err).toBeInstanceOf(CodedError);
    expect(new PermanentReaderError('hid_unavailable', 'x')).toBeInstanceOf(CodedError);
    expect(new RefreshTokenStoreError('write_failed', 'x')).toBeInstanceOf(CodedError);
  });

  it('counting’s codes are spelled as everyone else’s', () => {
    expect(toAppError(new CountError('not_found', 'No such line.')).error.code).toBe('not_found');
    expect(toAppError(new CountError('bad_input', 'No.')).error.code).toBe('bad_input');
  });

  it('a main-only code, an unlisted code or a class name alone is internal, its text hidden', () => {
    const named = Object.assign(new Error('secret path /x'), { name: 'UserError', code: 'no_such_code' });
    for (const err of [new RefreshTokenStoreError('write_failed', 'secret'), named, new Error('secret')]) {
      const { error, expected } = toAppError(err);
      expect(expected).toBe(false);
      expect(error.code).toBe('internal');
      expect(error.message).not.toContain('secret');
    }
  });
});
