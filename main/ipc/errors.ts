// Process: main (domain, Electron-free). Turns anything a handler throws into the plain error value that crosses
// IPC. AuthError and ApiError carry user-facing messages; anything else is a bug, logged, and shown generically.
import type { AppError } from '../shared/result';

interface TypedError {
  name: string;
  code: string;
  message: string;
  fields?: { field: string; message: string }[];
}

// Matched by name and shape rather than instanceof: the error classes live in modules this one must not pull in,
// and a duplicated module copy would defeat instanceof anyway.
const USER_FACING = new Set(['AuthError', 'ApiError', 'UserError']);

function isTypedError(err: unknown): err is TypedError {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown };
  return USER_FACING.has(e.name) && typeof e.code === 'string' && typeof e.message === 'string';
}

/** A failure the user can act on, thrown by handlers (for example "choose a store first"). */
export class UserError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export function toAppError(err: unknown): { error: AppError; expected: boolean } {
  if (isTypedError(err)) {
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
