// Process: main (domain, Electron-free). Typed sign-in errors with messages the sign-in screen shows as is.
import { CodedError } from '../shared/errors';

export type AuthErrorCode =
  | 'bad_credentials'
  | 'no_api_access'
  | 'network'
  | 'compromised'
  | 'expired'
  | 'server'
  | 'bad_response'
  | 'signed_out';

export const COMPROMISED_MESSAGE =
  'Your saved sign-in was refused although this app had not used it. It may have been compromised (copied and used elsewhere). Enter your password to sign in again.';

const MESSAGES: Record<AuthErrorCode, string> = {
  bad_credentials: 'The client ID, user name or password is wrong. Check them and try again.',
  no_api_access: 'This user may not use the API. Ask an administrator to grant the API access privilege.',
  network: 'Cannot reach the sign-in service. Check the network connection and the auth address.',
  compromised: COMPROMISED_MESSAGE,
  expired: 'Your saved sign-in has expired. Enter your password to sign in again.',
  server: 'The sign-in service had a problem. Try again in a moment.',
  bad_response: 'The sign-in service sent an answer this app cannot read. Check the auth address.',
  signed_out: 'You are signed out. Sign in to continue.',
};

export class AuthError extends CodedError<AuthErrorCode> {
  readonly status: number | null;
  /** The service's own reason (the envelope's `errors`), for the log; never contains a token. */
  readonly serverReason: string | null;

  constructor(
    code: AuthErrorCode,
    opts: { status?: number | null; serverReason?: string | null; cause?: unknown } = {},
  ) {
    super(code, MESSAGES[code], opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'AuthError';
    this.status = opts.status ?? null;
    this.serverReason = opts.serverReason ?? null;
  }
}
