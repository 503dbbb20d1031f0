// Process: main (domain, Electron-free). A per-user request queue: never lets more than `maxPerSecond`
// requests START in any sliding window of 1000 ms + margin (the service allows 2 a second per user, and it
// counts on arrival, so the margin absorbs network jitter), and pauses everything after a 429 Retry-After.
// Requests wait in three lanes sharing that one budget: a free slot goes to the oldest 'interactive' request
// (counting, finalizing), then 'normal', then 'background' (catalog pages), so a count is never stuck behind
// a full catalog sync. The lane is given per call, or for everything a piece of code sends through
// `runWithPriority` (an AsyncLocalStorage context), so the HTTP core and the endpoints need not know.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createLogger, type Logger } from '../shared/logger';
import { sleep as realSleep } from '../shared/time';
import { RETRY_AFTER_MAX_SECONDS } from './errors';

export type RequestPriority = 'interactive' | 'normal' | 'background';
const LANES: readonly RequestPriority[] = ['interactive', 'normal', 'background'];

export interface ScheduleOptions {
  /** Defaults to the surrounding runWithPriority's, else 'normal'. */
  priority?: RequestPriority;
}

export interface RequestScheduler {
  /** Waits for a free slot, then starts `task`; resolves or rejects with the task's own outcome. */
  schedule<T>(task: () => Promise<T>, opts?: ScheduleOptions): Promise<T>;
  /** Runs `fn`; every request it schedules (however deep, across awaits) goes in `priority`'s lane. */
  runWithPriority<T>(priority: RequestPriority, fn: () => Promise<T>): Promise<T>;
  /** Holds every request that has not started yet for `ms` (a 429 with Retry-After), at most maxPauseMs (120 s). */
  pauseFor(ms: number): void;
  /** When the pause ends (epoch ms), or null when not paused. */
  pausedUntil(): number | null;
  /** Told when a pause starts or is extended (the time it ends) and when it is over (null). Returns its remover. */
  onPause(listener: (until: number | null) => void): () => void;
  /** Requests waiting for a slot (all lanes, or one). */
  pending(priority?: RequestPriority): number;
}

export interface SchedulerOptions {
  maxPerSecond?: number;
  marginMs?: number;
  /** The longest pause a 429 may cause (default RETRY_AFTER_MAX_SECONDS); tests shorten it to stay quick. */
  maxPauseMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  logger?: Logger;
}

const WINDOW_MS = 1000;

export function createRequestScheduler(opts: SchedulerOptions = {}): RequestScheduler {
  const maxPerSecond = opts.maxPerSecond ?? 2;
  if (!Number.isInteger(maxPerSecond) || maxPerSecond < 1) throw new RangeError('maxPerSecond must be an integer >= 1');
  const windowMs = WINDOW_MS + (opts.marginMs ?? 50);
  const maxPauseMs = opts.maxPauseMs ?? RETRY_AFTER_MAX_SECONDS * 1000;
  const now = opts.now ?? Date.now;
  const sleep = opts.sleep ?? realSleep;
  const log = opts.logger ?? createLogger('api.scheduler');
  const lanes: Record<RequestPriority, Array<() => void>> = { interactive: [], normal: [], background: [] };
  const context = new AsyncLocalStorage<RequestPriority>();
  const waitingCount = () => lanes.interactive.length + lanes.normal.length + lanes.background.length;
  const next = (): (() => void) => {
    for (const lane of LANES) if (lanes[lane].length > 0) return lanes[lane].shift()!;
    // plain Error: invariant (called only when a lane holds a request).
    throw new Error('no request is waiting');
  };
  const starts: number[] = [];
  let pausedUntil = 0;
  let pumping = false;
  const pauseListeners = new Set<(until: number | null) => void>();
  let pauseEnd: ReturnType<typeof setTimeout> | null = null;
  const tell = (until: number | null) => {
    for (const listener of pauseListeners) listener(until);
  };

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (waitingCount() > 0) {
        const t = now();
        if (pausedUntil > t) {
          await sleep(pausedUntil - t);
          continue;
        }
        while (starts.length > 0 && starts[0]! + windowMs <= t) starts.shift();
        if (starts.length < maxPerSecond) {
          starts.push(t);
          next()();
          continue;
        }
        await sleep(starts[0]! + windowMs - t);
      }
    } finally {
      pumping = false;
    }
  }

  return {
    schedule<T>(task: () => Promise<T>, scheduleOpts: ScheduleOptions = {}): Promise<T> {
      const lane = scheduleOpts.priority ?? context.getStore() ?? 'normal';
      // The task starts inside the pump, at the moment its slot is granted, so the recorded start is exact.
      const result = new Promise<T>((resolve, reject) =>
        lanes[lane].push(() => {
          try {
            task().then(resolve, reject);
          } catch (err) {
            reject(err);
          }
        }),
      );
      void pump();
      return result;
    },
    runWithPriority: (priority, fn) => context.run(priority, fn),
    pauseFor(ms: number): void {
      const wait = Math.min(maxPauseMs, Math.max(0, ms));
      const until = now() + wait;
      if (until <= pausedUntil) return;
      pausedUntil = until;
      log.info('rate limited: pausing requests', { ms: Math.round(wait), waiting: waitingCount() });
      tell(until);
      // The end is told on a real timer: the pump only wakes while requests wait.
      if (pauseEnd) clearTimeout(pauseEnd);
      pauseEnd = setTimeout(() => {
        pauseEnd = null;
        tell(null);
      }, wait);
      pauseEnd.unref?.();
    },
    pausedUntil: () => (pausedUntil > now() ? pausedUntil : null),
    onPause(listener) {
      pauseListeners.add(listener);
      return () => pauseListeners.delete(listener);
    },
    pending: (priority?: RequestPriority) => (priority ? lanes[priority].length : waitingCount()),
  };
}
