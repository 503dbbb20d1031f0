// Process: test (node). The offline retry loop on fake timers: the backoff sequence (5 s, 10 s, 30 s, then every
// 60 s), Retry at once, attempts that never overlap, stop, and which sign-in failures count as "unreachable".
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../domain/auth/errors';
import { classifyResumeError, createRetryLoop, RESUME_RETRY_DELAYS_MS } from '../../../domain/session/offline-retry';
import { createLogger, setLogSink } from '../../../domain/shared/logger';

const quiet = createLogger('test.offline-retry');
let restoreSink: () => void;
beforeAll(() => {
  restoreSink = setLogSink(() => undefined);
});
afterAll(() => restoreSink());

/** A loop whose attempts wait until the test settles them (release()(ok)), counting how many started. */
function gated() {
  let settle: (ok: boolean) => void = () => undefined;
  let started = 0;
  const loop = createRetryLoop<boolean>({
    attempt: () => {
      started++;
      return new Promise<boolean>((resolve) => {
        settle = resolve;
      });
    },
    retryAfter: (ok) => !ok,
    onResult: () => undefined,
    logger: quiet,
  });
  return { loop, release: () => settle, started: () => started };
}

/** A loop whose attempts fail until `succeedAt` (1-based), recording when each started. */
function scripted(succeedAt = Number.POSITIVE_INFINITY) {
  const startedAt: number[] = [];
  const results: boolean[] = [];
  const loop = createRetryLoop<boolean>({
    attempt: async () => {
      startedAt.push(Date.now());
      return startedAt.length >= succeedAt;
    },
    retryAfter: (ok) => !ok,
    onResult: (ok) => results.push(ok),
    logger: quiet,
  });
  return { loop, startedAt, results };
}

describe('offline retry loop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('backs off 5 s, 10 s, 30 s, then every 60 s, and stops retrying after a success', async () => {
    expect(RESUME_RETRY_DELAYS_MS).toEqual([5_000, 10_000, 30_000, 60_000]);
    const { loop, startedAt, results } = scripted(7);
    await loop.run();
    expect(loop.nextAt()).toBe(1_000_000 + 5_000);
    await vi.advanceTimersByTimeAsync(5_000 + 10_000 + 30_000 + 60_000 + 60_000 + 60_000);
    const gaps = startedAt.slice(1).map((t, i) => t - startedAt[i]!);
    expect(gaps).toEqual([5_000, 10_000, 30_000, 60_000, 60_000, 60_000]);
    expect(results).toEqual([false, false, false, false, false, false, true]);
    expect(loop.nextAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(startedAt).toHaveLength(7);
  });

  it('runs at once on Retry, cancelling the scheduled attempt, and keeps the backoff going', async () => {
    const { loop, startedAt } = scripted();
    await loop.run();
    await vi.advanceTimersByTimeAsync(2_000);
    await loop.run(); // Retry pressed two seconds in
    expect(startedAt).toEqual([1_000_000, 1_002_000]);
    expect(loop.attempts()).toBe(2);
    // Second failure: the next gap is 10 s from now, and the cancelled 5 s timer never fires.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(startedAt).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(startedAt).toEqual([1_000_000, 1_002_000, 1_012_000]);
  });

  it('never runs two attempts at once: a Retry during an attempt joins it', async () => {
    const { loop, release, started } = gated();
    const first = loop.run();
    const second = loop.run();
    expect(loop.running()).toBe(true);
    expect(started()).toBe(1);
    release()(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(loop.running()).toBe(false);
  });

  it('stop() cancels the schedule, and an attempt in flight at stop does not schedule another', async () => {
    const { loop, release, started } = gated();
    void loop.run();
    loop.stop();
    release()(false);
    await loop.idle();
    expect(loop.nextAt()).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(started()).toBe(1);
  });
});

describe('classifyResumeError', () => {
  it.each([
    ['network', 'unreachable'],
    ['server', 'unreachable'],
    ['bad_response', 'unreachable'],
    ['compromised', 'refused'],
    ['expired', 'refused'],
    ['signed_out', 'failed'],
  ] as const)('%s → %s', (code, kind) => {
    expect(classifyResumeError(new AuthError(code)).kind).toBe(kind);
  });

  it('treats an untyped error as a failure, not as offline', () => {
    expect(classifyResumeError(new TypeError('boom')).kind).toBe('failed');
    expect(classifyResumeError('text').kind).toBe('failed');
  });
});
