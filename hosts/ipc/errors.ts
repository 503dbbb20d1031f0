// Process: main (domain, Electron-free). Turns anything a handler throws into the plain error value that crosses
// IPC. An error whose code the contract lists (domain/shared/errors.ts isUserFacing: AuthError, ApiError,
// UserError, CountError) carries a user-facing message; anything else is a bug, logged, and shown generically.

import type { AppError } from '../../contract/result';
import { isUserFacing } from '../../domain/shared/errors';

/** SQLite's "database or disk is full" (extended codes too) and a file write's ENOSPC, however deep they come. */
export function isDiskFull(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code.startsWith('SQLITE_FULL') || code === 'ENOSPC');
}

export const DISK_FULL_MESSAGE =
  'The disk is full, so this was not saved: the scan or change just made was NOT counted. Everything saved ' +
  'before it is kept. Free some space on this disk, then scan (or make the change) again.';

export const INTERNAL_MESSAGE = 'Something went wrong inside the app. Try again; if it persists, restart it.';

export function toAppError(err: unknown): { error: AppError; expected: boolean } {
  if (isDiskFull(err)) return { error: { code: 'disk_full', message: DISK_FULL_MESSAGE }, expected: true };
  if (isUserFacing(err)) {
    const fields = Array.isArray(err.fields) && err.fields.length ? err.fields : undefined;
    return {
      error: fields ? { code: err.code, message: err.message, fields } : { code: err.code, message: err.message },
      expected: true,
    };
  }
  return { error: { code: 'internal', message: INTERNAL_MESSAGE }, expected: false };
}
