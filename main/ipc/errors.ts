// Process: main (domain, Electron-free). Turns anything a handler throws into the plain error value that crosses
// IPC. Typed errors (AuthError, ApiError, UserError: main/shared/errors.ts) carry user-facing messages; anything
// else is a bug, logged, and shown generically.
import { isUserFacing } from '../shared/errors';
import type { AppError } from '../shared/result';

/** The counting engine's refusals (main/counts/status.ts CountError: not-found, read-only, locked...) are for people. */
const isCountRefusal = (err: unknown): err is Error & { code: string } =>
  err instanceof Error && err.name === 'CountError' && typeof (err as { code?: unknown }).code === 'string';

export function toAppError(err: unknown): { error: AppError; expected: boolean } {
  if (isCountRefusal(err)) return { error: { code: err.code, message: err.message }, expected: true };
  if (isUserFacing(err)) {
    const fields = Array.isArray(err.fields) && err.fields.length ? err.fields : undefined;
    return {
      error: fields ? { code: err.code, message: err.message, fields } : { code: err.code, message: err.message },
      expected: true,
    };
  }
  return {
    error: { code: 'internal', message: 'Something went wrong inside the app. Try again; if it persists, restart it.' },
    expected: false,
  };
}
