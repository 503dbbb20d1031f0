// Process: main (domain, Electron-free). Holds the tokens of the signed-in user (they never leave main).
// Refresh tokens are single use, so: exactly one refresh in flight however many callers need one, and the
// new refresh token is persisted BEFORE the new access token is used. A refusal of a refresh token we had
// not used means it was probably stolen: the user is told and must enter the password.
import { createLogger, type Logger } from '../shared/logger';
import { callAuth } from './auth-api';
import { AuthError } from './errors';
import type { RefreshTokenStore } from './refresh-token-store';

export type TokenState = 'signedOut' | 'signedIn' | 'reauthRequired';
export type ChangeReason = 'signedIn' | 'resumed' | 'compromised' | 'expired' | 'signedOut';
export interface TokenChange {
  state: TokenState;
  reason?: ChangeReason;
  /** User-facing text for reauthRequired. */
  message?: string;
}

export interface TokenManager {
  signIn(c: { userName: string; password: string }): Promise<void>;
  /** Silent sign-in with the stored refresh token; false when none is stored. Throws AuthError on refusal. */
  resume(): Promise<boolean>;
  getAccessToken(): Promise<string>;
  handleUnauthorized(rejectedToken: string): Promise<string>;
  signOut(): Promise<void>;
  state(): TokenState;
  onChange(cb: (e: TokenChange) => void): () => void;
}

export interface TokenManagerOptions {
  authUrl: string;
  clientId: string;
  store: RefreshTokenStore;
  fetch?: typeof fetch;
  now?: () => number;
  logger?: Logger;
  timeoutMs?: number;
  /** Refresh this long before expiry (capped at a tenth of the lifetime, so short test tokens work). */
  refreshMarginMs?: number;
}

interface Held {
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
}

export function createTokenManager(opts: TokenManagerOptions): TokenManager {
  const now = opts.now ?? Date.now;
  const log = opts.logger ?? createLogger('auth.token-manager');
  const api = { authUrl: opts.authUrl, fetch: opts.fetch, timeoutMs: opts.timeoutMs };
  const marginMs = opts.refreshMarginMs ?? 60_000;
  const listeners = new Set<(e: TokenChange) => void>();
  let held: Held | null = null;
  let current: TokenState = 'signedOut';
  let reauthCode: 'compromised' | 'expired' = 'compromised';
  let inFlight: Promise<string> | null = null;
  // Set synchronously by resume(), so callers that arrive while the stored token is still being read wait too.
  let resuming: Promise<boolean> | null = null;
  // Bumped by signIn/signOut so a refresh that finishes afterwards cannot bring old tokens back.
  let generation = 0;

  function setState(state: TokenState, reason?: ChangeReason, message?: string): void {
    current = state;
    const event: TokenChange = { state, ...(reason ? { reason } : {}), ...(message ? { message } : {}) };
    for (const cb of listeners) {
      try {
        cb(event);
      } catch (err) {
        log.error('token state listener failed', { error: String(err) });
      }
    }
  }

  async function persist(refreshToken: string): Promise<void> {
    try {
      await opts.store.save(refreshToken);
    } catch (err) {
      // The session still works from memory; an old, now used token must not stay on disk either.
      log.warn('could not persist the refresh token; keeping it in memory only', { error: String(err) });
      await opts.store.clear().catch(() => undefined);
    }
  }

  function accept(result: { accessToken: string; refreshToken: string; expiresIn: number }, startedAt: number) {
    const lifetimeMs = result.expiresIn * 1000;
    held = {
      accessToken: result.accessToken,
      refreshToken: result.refreshToken,
      expiresAt: startedAt + lifetimeMs - Math.min(marginMs, lifetimeMs / 10),
    };
  }

  async function refuse(err: AuthError): Promise<never> {
    held = null;
    generation++;
    await opts.store.clear().catch(() => undefined);
    const reason = err.code === 'expired' ? 'expired' : 'compromised';
    reauthCode = reason;
    log.warn('refresh token refused', { reason, status: err.status, serverReason: err.serverReason });
    setState('reauthRequired', reason, err.message);
    throw err;
  }

  async function refreshWith(refreshToken: string): Promise<string> {
    const gen = generation;
    const startedAt = now();
    let result: Awaited<ReturnType<typeof callAuth>>;
    try {
      result = await callAuth(api, { kind: 'refresh', clientId: opts.clientId, refreshToken });
    } catch (err) {
      if (err instanceof AuthError && (err.code === 'compromised' || err.code === 'expired') && gen === generation)
        return refuse(err);
      throw err;
    }
    if (gen !== generation) throw new AuthError('signed_out');
    // Single use: the old token is spent now, so the new one must be on disk before anything else happens.
    await persist(result.refreshToken);
    if (gen !== generation) throw new AuthError('signed_out');
    accept(result, startedAt);
    log.info('access token refreshed', { expiresIn: result.expiresIn });
    return result.accessToken;
  }

  function refreshOnce(): Promise<string> {
    if (inFlight) return inFlight;
    if (!held) return Promise.reject(new AuthError('signed_out'));
    const promise = refreshWith(held.refreshToken).finally(() => {
      if (inFlight === promise) inFlight = null;
    });
    inFlight = promise;
    return promise;
  }

  async function resumeFromStore(): Promise<boolean> {
    const stored = await opts.store.load();
    if (!stored) return false;
    const gen = ++generation;
    inFlight = null;
    held = null;
    const promise = refreshWith(stored);
    inFlight = promise;
    try {
      await promise;
    } finally {
      if (inFlight === promise) inFlight = null;
    }
    if (gen !== generation) throw new AuthError('signed_out');
    setState('signedIn', 'resumed');
    return true;
  }

  return {
    async signIn({ userName, password }) {
      const gen = ++generation;
      const startedAt = now();
      const result = await callAuth(api, { kind: 'token', clientId: opts.clientId, userName, password });
      if (gen !== generation) throw new AuthError('signed_out');
      inFlight = null;
      await persist(result.refreshToken);
      accept(result, startedAt);
      log.info('signed in', { clientId: opts.clientId, userName, expiresIn: result.expiresIn });
      setState('signedIn', 'signedIn');
    },

    resume() {
      const promise = resumeFromStore();
      resuming = promise;
      const done = () => {
        if (resuming === promise) resuming = null;
      };
      promise.then(done, done);
      return promise;
    },

    async getAccessToken() {
      if (resuming) await resuming.catch(() => undefined);
      if (inFlight) return inFlight;
      if (!held) throw new AuthError(current === 'reauthRequired' ? reauthCode : 'signed_out');
      if (now() < held.expiresAt) return held.accessToken;
      return refreshOnce();
    },

    async handleUnauthorized(rejectedToken) {
      if (resuming) await resuming.catch(() => undefined);
      if (inFlight) return inFlight;
      if (!held) throw new AuthError('signed_out');
      // Someone else already refreshed after this token was sent: use theirs rather than spend another.
      if (held.accessToken !== rejectedToken && now() < held.expiresAt) return held.accessToken;
      return refreshOnce();
    },

    async signOut() {
      generation++;
      held = null;
      inFlight = null;
      await opts.store.clear();
      log.info('signed out');
      setState('signedOut', 'signedOut');
    },

    state: () => current,

    onChange(cb) {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
  };
}
