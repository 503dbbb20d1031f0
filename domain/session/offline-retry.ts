// Process: main (domain, Electron-free).
// The offline launch's retry loop: the saved sign-in is tried again with backoff until the service answers, and at once
// on Retry. Refresh tokens are single use, so attempts never overlap: a Retry during an attempt joins it rather than
// spending the same token twice.
import type { AppErrorCode } from '../../contract/errors';
import { isNoAnswer } from '../api/errors';
import { isUserFacing } from '../shared/errors';
import { createLogger, type Logger } from '../shared/logger';

/** 5 s, 10 s, 30 s, then every minute. */
export const RESUME_RETRY_DELAYS_MS: readonly number[] = [5_000, 10_000, 30_000, 60_000];

export type ResumeOutcome =
  | { kind: 'signedIn' }
  /** No refresh token is stored. */
  | { kind: 'none' }
  /** Network error, timeout, 5xx or an unreadable answer (a proxy or captive portal): keep the token, retry. */
  | { kind: 'unreachable'; error: Error }
  /** The service refused the token (reused or expired): the password is needed. */
  | { kind: 'refused'; error: Error }
  | { kind: 'failed'; error: Error };

/** Beyond no answer at all: an answer no service of ours would give (a proxy, a captive portal) counts too. */
const GARBLED: ReadonlySet<AppErrorCode> = new Set(['server', 'bad_response']);
const REFUSED: ReadonlySet<AppErrorCode> = new Set(['compromised', 'expired']);

export function classifyResumeError(err: unknown): ResumeOutcome {
  // plain Error: wraps a thrown non-Error so the outcome always carries an Error; classified by its code.
  const error = err instanceof Error ? err : new Error(String(err));
  const code = isUserFacing(err) ? err.code : null;
  if (isNoAnswer(err) || (code !== null && GARBLED.has(code))) return { kind: 'unreachable', error };
  if (code !== null && REFUSED.has(code)) return { kind: 'refused', error };
  return { kind: 'failed', error };
}

export interface RetryLoop<T> {
  /** Starts an attempt now (cancelling the scheduled one), or joins the one in flight. */
  run(): Promise<T>;
  /** No further automatic attempts; an attempt in flight still reports its result. */
  stop(): void;
  /** Resolves when no attempt is in flight. */
  idle(): Promise<void>;
  running(): boolean;
  /** Epoch ms of the next automatic attempt, or null. */
  nextAt(): number | null;
  /** Attempts since the loop last started from rest. */
  attempts(): number;
}

export interface RetryLoopOptions<T> {
  /** Must not reject. */
  attempt(): Promise<T>;
  /** True when this result calls for another attempt later. */
  retryAfter(result: T): boolean;
  onStart?(): void;
  /** Called once per attempt, after the next one is scheduled (so nextAt() is current). */
  onResult(result: T): void;
  delaysMs?: readonly number[];
  now?: () => number;
  logger?: Logger;
}

export function createRetryLoop<T>(opts: RetryLoopOptions<T>): RetryLoop<T> {
  const delays = opts.delaysMs?.length ? opts.delaysMs : RESUME_RETRY_DELAYS_MS;
  const now = opts.now ?? Date.now;
  const log = opts.logger ?? createLogger('app.offline-retry');
  let inFlight: Promise<T> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let nextAt: number | null = null;
  let failures = 0;
  let attempts = 0;
  let stopped = false;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    nextAt = null;
  };

  function schedule(): void {
    const ms = delays[Math.min(failures - 1, delays.length - 1)] ?? 60_000;
    nextAt = now() + ms;
    timer = setTimeout(() => {
      timer = null;
      nextAt = null;
      void run();
    }, ms);
    timer.unref?.();
    log.info('next sign-in attempt scheduled', { inMs: ms, failures });
  }

  function run(): Promise<T> {
    clearTimer();
    if (inFlight) return inFlight;
    stopped = false;
    attempts++;
    const promise = opts.attempt().then((result) => {
      inFlight = null;
      if (opts.retryAfter(result) && !stopped) {
        failures++;
        schedule();
      } else failures = 0;
      opts.onResult(result);
      return result;
    });
    inFlight = promise;
    opts.onStart?.();
    return promise;
  }

  return {
    run,
    stop() {
      stopped = true;
      clearTimer();
      failures = 0;
      attempts = 0;
    },
    idle: async () => {
      await inFlight;
    },
    running: () => inFlight !== null,
    nextAt: () => nextAt,
    attempts: () => attempts,
  };
}
