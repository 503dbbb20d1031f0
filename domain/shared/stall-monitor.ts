// Process: main (domain, Electron-free). The stall monitor: the longest time main could not run its event loop
// while a named operation ran (closing the catalog, finalizing a count, a tag report, ...). A stall is what a user
// feels (a frozen window, a reader batch answered late), and the target is <= 50 ms for each operation; one above
// STALL_LOG_MS is logged with the operation's name through the caller's own logger, so the log says which module.
// The longest per name is kept for the process (`stallFigures`): the `stalls` benchmark prints them.
import type { Logger } from './logger';

/** A stall this long is logged (a warning: the work belongs off the main thread or in slices). */
export const STALL_LOG_MS = 100;
/** The sampler's period: a stall is measured to within about this much (under, never over). */
const SAMPLE_MS = 10;

const longest = new Map<string, number>();

/** The longest stall of each operation name seen so far in this process, in whole ms. */
export function stallFigures(): Record<string, number> {
  return Object.fromEntries(longest);
}

/** Forgets the figures (a benchmark between its rounds, a test after itself). */
export function resetStallFigures(): void {
  longest.clear();
}

function record(log: Logger, name: string, stallMs: number): void {
  const ms = Math.max(0, Math.round(stallMs));
  longest.set(name, Math.max(longest.get(name) ?? 0, ms));
  if (ms > STALL_LOG_MS) log.warn('main thread stalled', { operation: name, stallMs: ms });
}

/** A synchronous operation holds main for all of its run: that whole time is its stall. */
export function measureStallSync<T>(log: Logger, name: string, operation: () => T): T {
  const start = performance.now();
  try {
    return operation();
  } finally {
    record(log, name, performance.now() - start);
  }
}

/**
 * An asynchronous operation: a timer ticks every SAMPLE_MS while it runs and the longest gap between ticks beyond
 * the period is its stall (a timer-drift sampler, which needs no global histogram, so operations that overlap
 * each keep their own figure). The stretch from the last tick to the end counts too: the operation's final slice.
 */
export async function measureStalls<T>(log: Logger, name: string, operation: () => Promise<T>): Promise<T> {
  let last = performance.now();
  let worst = 0;
  const tick = () => {
    const now = performance.now();
    worst = Math.max(worst, now - last - SAMPLE_MS);
    last = now;
  };
  const sampler = setInterval(tick, SAMPLE_MS);
  // A sampler must never keep a process alive that would otherwise end.
  sampler.unref?.();
  try {
    return await operation();
  } finally {
    tick();
    clearInterval(sampler);
    record(log, name, worst);
  }
}
