// Process: renderer. What sign-in and the offline screens read of the auth slice (features/session, the shell): one
// selector per component, store references and plain values only (see app.ts).
import type { AppState } from '../types';

export const selectSignIn = (s: AppState) => ({
  auth: s.auth,
  busy: s.authBusy,
  error: s.authError,
  last: s.lastConnection,
  lastUser: s.lastUserName,
  signIn: s.signIn,
});

export const selectDemoDamaged = (s: AppState) => ({ startFresh: s.startFreshDemo, busy: s.authBusy });

// Not during a password sign-in: main would only join the attempt that sign-in is waiting out.
export const selectOfflineRetry = (s: AppState) => ({ retry: s.retrySignIn, signingIn: s.authBusy });

/** The offline launch's status, or undefined when online (a single value: no useShallow needed). */
export const selectOffline = (s: AppState) => s.auth?.offline;

/** Signed in, signing in or out (the App picks sign-in or the shell on it). */
export const selectAuthState = (s: AppState) => s.auth?.state ?? null;
