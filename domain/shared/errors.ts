// Process: main (domain, Electron-free). The one error set: every code main throws (ErrorCode: the contract's
// AppErrorCode, which may reach the screen, plus the few that never leave main), the base class every coded error
// extends (CodedError: AuthError, ApiError, UserError, CountError, RefreshTokenStoreError, PermanentReaderError),
// how to tell an error meant for people from a bug (its code, not its class name), and the one-line summary of
// field errors. hosts/ipc/errors.ts turns these into the values that cross IPC.
import { type AppErrorCode, isAppErrorCode } from '../../contract/errors';

/** Codes handled inside main and never sent to the renderer: an escaped one is shown as `internal`. */
export type MainOnlyErrorCode = 'encryption_unavailable' | 'write_failed' | 'hid_unavailable';

export type ErrorCode = AppErrorCode | MainOnlyErrorCode;

export interface FieldProblem {
  field: string;
  message: string;
}

/** An error with a code of the one set; subclasses narrow `C` to the codes they throw. */
export class CodedError<C extends ErrorCode = ErrorCode> extends Error {
  constructor(
    readonly code: C,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CodedError';
  }
}

/** A failure the user can act on (for example "choose a store first"), thrown by the app's services. */
export class UserError<C extends AppErrorCode = AppErrorCode> extends CodedError<C> {
  constructor(code: C, message: string) {
    super(code, message);
    this.name = 'UserError';
  }
}

/** A typed error whose message is written for people. */
export interface UserFacingError {
  code: AppErrorCode;
  message: string;
  fields?: FieldProblem[];
}

// Told apart by the typed `code` field, not by class or name: an Error whose code is one the contract lists was
// written for people (AuthError, ApiError, UserError, CountError); anything else (a SQLite or Node code, a
// main-only code) is a bug or handled inside main. A duplicated module copy cannot defeat this as it would
// instanceof.
export function isUserFacing(err: unknown): err is UserFacingError & Error {
  return err instanceof Error && isAppErrorCode((err as { code?: unknown }).code) && typeof err.message === 'string';
}

/** "field: message; other: message" (a message without a field stands alone). */
export function fieldSummary(fields: readonly FieldProblem[]): string {
  return fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ');
}
