// Process: main (domain) and renderer (types). The one set of error helpers: the domain's user-facing error
// (UserError), how to tell any typed error meant for people (AuthError, ApiError, UserError) from a bug, its code,
// and the one-line summary of field errors. hosts/ipc/errors.ts turns these into the values that cross IPC.

export interface FieldProblem {
  field: string;
  message: string;
}

/** A failure the user can act on (for example "choose a store first"), thrown by the app's services. */
export class UserError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

/** A typed error whose message is written for people. */
export interface UserFacingError {
  name: string;
  code: string;
  message: string;
  fields?: FieldProblem[];
}

// Matched by name and shape rather than instanceof: the error classes live in modules a caller need not pull in,
// and a duplicated module copy would defeat instanceof anyway.
const USER_FACING = new Set(['AuthError', 'ApiError', 'UserError']);

export function isUserFacing(err: unknown): err is UserFacingError & Error {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown };
  return USER_FACING.has(e.name) && typeof e.code === 'string' && typeof e.message === 'string';
}

/** The string `code` of a typed error (ApiError, AuthError, UserError); null for anything else. */
export function errorCodeOf(err: unknown): string | null {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** "field: message; other: message" (a message without a field stands alone). */
export function fieldSummary(fields: readonly FieldProblem[]): string {
  return fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
}
