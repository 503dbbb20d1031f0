// Process: renderer. The auth slice's public shape: the sign-in status, signing in and out, the offline retry and
// the fresh demo data. Part of AppState (types.ts); its creator is session-slice.ts.
import type { AuthStatus, InvokeArgs } from '../../../contract';
import type { AppError } from '../../../contract/result';

export interface SessionSlice {
  /** null until the first status arrives (start-up). */
  auth: AuthStatus | null;
  authBusy: boolean;
  authError: AppError | null;
  signIn(args: InvokeArgs<'auth.signIn'>): Promise<boolean>;
  signOut(): Promise<void>;
  /** Offline launch: try the saved sign-in again now (main also retries on its own, with backoff). */
  retrySignIn(): Promise<void>;
  /** After 'demo_damaged': moves the demo's data aside and starts fresh demo data; the kept file's path, or null. */
  startFreshDemo(): Promise<string | null>;
  applyAuth(status: AuthStatus): void;
}
