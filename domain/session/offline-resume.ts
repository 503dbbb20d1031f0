// Process: main (domain, Electron-free).
// The silent sign-in at launch and, when the service cannot be reached, the offline state that follows: the session
// works from the catalog cache, the refresh token stays stored, and the sign-in is retried with backoff (offline-
// retry.ts) until the service answers or refuses the token. Refresh tokens are single use: one token manager at a time,
// one attempt at a time.
import type { AuthState, ConnectionProfile, OfflineStatus } from '../../contract';
import type { Logger } from '../shared/logger';
import { within } from '../shared/time';
import type { OfflineCacheInfo } from './offline-cache';
import { classifyResumeError, createRetryLoop, type ResumeOutcome } from './offline-retry';

/** How long a resume waits for the service before the offline state shows; the attempt itself carries on. */
export const OFFLINE_AFTER_MS = 4_000;
const SLOW_MESSAGE = 'The service has not answered yet.';

export interface Resumable {
  profile: ConnectionProfile;
  tokens: { resume(): Promise<boolean>; state(): AuthState };
  unsubscribe(): void;
}

export interface ResumerHooks<A extends Resumable> {
  /** The token manager that signed in: it becomes the session's. */
  signedIn(next: A): void;
  /** The attempt ended without a session (no token, refused, other failure); `wasOffline` says if it was shown. */
  ended(outcome: Exclude<ResumeOutcome, { kind: 'signedIn' | 'unreachable' }>, wasOffline: boolean): void;
  /** Offline (again): the service could not be reached; `message` says why. */
  offline(message: string): void;
  /** Anything the UI shows changed (an attempt started, the next one was scheduled). */
  changed(): void;
  cache?: (profile: ConnectionProfile) => OfflineCacheInfo | null;
  retryDelaysMs?: readonly number[];
  offlineAfterMs?: number;
  log: Logger;
}

interface Hold {
  message: string;
  cache: OfflineCacheInfo | null;
}
export interface ResumerSnapshot<A> {
  pending: A | null;
  hold: Hold | null;
}

export function createResumer<A extends Resumable>(hooks: ResumerHooks<A>) {
  let pending: A | null = null;
  let offline: Hold | null = null;

  const loop = createRetryLoop<{ outcome: ResumeOutcome; next: A | null }>({
    async attempt() {
      const next = pending;
      if (!next) return { outcome: { kind: 'none' }, next };
      try {
        return { outcome: (await next.tokens.resume()) ? { kind: 'signedIn' } : { kind: 'none' }, next };
      } catch (err) {
        return { outcome: classifyResumeError(err), next };
      }
    },
    retryAfter: (r) => r.outcome.kind === 'unreachable' && r.next === pending,
    onStart: () => offline && hooks.changed(),
    onResult: (r) => r.next && r.next === pending && settle(r.outcome, r.next),
    delaysMs: hooks.retryDelaysMs,
    logger: hooks.log,
  });

  function goOffline(next: A, message: string): void {
    if (!offline) {
      offline = { message, cache: hooks.cache?.(next.profile) ?? null };
      hooks.log.warn('service unreachable; working offline', { cachedItems: offline.cache?.items ?? 0 });
    } else offline.message = message;
    hooks.offline(message);
  }

  function settle(outcome: ResumeOutcome, next: A): void {
    if (outcome.kind === 'unreachable') {
      goOffline(next, outcome.error.message);
      return;
    }
    const wasOffline = offline !== null;
    pending = null;
    offline = null;
    loop.stop();
    if (outcome.kind === 'signedIn') hooks.signedIn(next);
    else {
      next.unsubscribe();
      hooks.ended(outcome, wasOffline);
    }
  }

  return {
    /** The token manager being resumed, if any. */
    pending: () => pending,
    /** Offline and holding a cached catalog: the session counts as signed in. */
    cachedItems: () => offline?.cache?.items ?? 0,
    offlineStatus(): OfflineStatus | null {
      if (!offline) return null;
      const nextAt = loop.nextAt();
      return {
        message: offline.message,
        cachedItems: offline.cache?.items ?? 0,
        cachedAt: offline.cache?.syncedAt ?? null,
        retrying: loop.running(),
        nextRetryAt: nextAt === null ? null : new Date(nextAt).toISOString(),
        attempts: loop.attempts(),
      };
    },

    /**
     * Tries the saved sign-in with `next` (or the token manager already pending) and waits up to offlineAfterMs:
     * the outcome, or null when the service has not answered yet (then the offline state shows meanwhile).
     */
    async run(next: A): Promise<ResumeOutcome | null> {
      if (!pending) pending = next;
      else if (pending !== next) next.unsubscribe();
      const attempt = loop.run();
      const result = await within(attempt, hooks.offlineAfterMs ?? OFFLINE_AFTER_MS);
      if (result) return result.outcome;
      if (!offline && pending) goOffline(pending, SLOW_MESSAGE);
      return null;
    },

    /** Stops retrying and waits out an attempt in flight, so no two token managers write the store at once. */
    async abandon(): Promise<ResumerSnapshot<A>> {
      const snapshot = { pending, hold: offline };
      loop.stop();
      pending = null;
      offline = null;
      await loop.idle();
      return snapshot;
    },

    /** Back to waiting for the service (a sign-in with the password failed; the saved sign-in is still there). */
    restore(snapshot: ResumerSnapshot<A>): void {
      if (!snapshot.pending) return;
      if (pending || !snapshot.hold) {
        snapshot.pending.unsubscribe();
        return;
      }
      pending = snapshot.pending;
      offline = snapshot.hold;
      void loop.run();
    },

    close(): void {
      loop.stop();
      pending?.unsubscribe();
      pending = null;
      offline = null;
    },
  };
}

export type Resumer<A extends Resumable> = ReturnType<typeof createResumer<A>>;
