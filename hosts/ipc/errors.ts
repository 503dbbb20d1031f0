// Process: main (domain, Electron-free). Turns anything a handler throws into the plain error value that crosses
// IPC. Typed errors (AuthError, ApiError, UserError: domain/shared/errors.ts) carry user-facing messages; anything
// else is a bug, logged, and shown generically.

import type { AppError } from '../../contract/result';
import { isUserFacing } from '../../domain/shared/errors';

/** The counting engine's refusals (domain/counts/status.ts CountError: not-found, read-only, locked...) are for people. */
const isCountRefusal = (err: unknown): err is Error & { code: string } =>
  err instanceof Error && err.name === 'CountError' && typeof (err as { code?: unknown }).code === 'string';

/** SQLite's "database or disk is full" (extended codes too) and a file write's ENOSPC, however deep they come. */
export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_FULL') || code === 'ENOSPC');
}

export const DISK_FULL_MESSAGE =
  'The disk is full, so this was not saved: the scan or change just made was NOT counted. Everything saved ' +
  'before it is kept. Free some space on this disk, then scan (or make the change) again.';

export function toAppError(err: unknown): { error: AppError; expected: boolean } {
  if (isDiskFull(err)) return { error: { code: 'disk_full', message: DISK_FULL_MESSAGE }, expected: true };
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
