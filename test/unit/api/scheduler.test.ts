// Process: test (node). The request scheduler: no sliding one-second window ever holds more than the allowed
// request starts, with a fake clock and with real time, and a pause (429 Retry-After) holds everything back.
import { describe, expect, it } from 'vitest';
import { createRequestScheduler } from '../../../main/api/scheduler';

/** The most starts found in any window [t, t + windowMs). */
function maxInWindow(starts: number[], windowMs: number): number {
  const sorted = [...starts].sort((a, b) => a - b);
  let best = 0;
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j < sorted.length && sorted[j]! < sorted[i]! + windowMs) j++;
    best = Math.max(best, j - i);
  }
  return best;
}

function fakeClock() {
  let t = 1_000_000;
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += Math.max(1, ms);
    },
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe('request scheduler with a fake clock', () => {
  it('never lets more than 2 requests start in any 1000 ms window', async () => {
    const clock = fakeClock();
    const scheduler = createRequestScheduler({ now: clock.now, sleep: clock.sleep, marginMs: 0 });
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 25 }, () =>
        scheduler.schedule(async () => {
          starts.push(clock.now());
        }),
      ),
    );
    expect(starts).toHaveLength(25);
    expect(maxInWindow(starts, 1000)).toBe(2);
    // It does not dawdle either: 25 requests at 2/s need 12 full windows.
    expect(starts.at(-1)! - starts[0]!).toBe(12_000);
  });

  it('honours a configured rate and the margin', async () => {
    const clock = fakeClock();
    const scheduler = createRequestScheduler({ maxPerSecond: 5, marginMs: 50, now: clock.now, sleep: clock.sleep });
    const starts: number[] = [];
    await Promise.all(Array.from({ length: 23 }, () => scheduler.schedule(async () => starts.push(clock.now()))));
    expect(maxInWindow(starts, 1050)).toBe(5);
  });

  it('runs tasks in the order they were scheduled and passes results and errors through', async () => {
    const clock = fakeClock();
    const scheduler = createRequestScheduler({ now: clock.now, sleep: clock.sleep });
    const order: number[] = [];
    const results = await Promise.allSettled(
      [0, 1, 2, 3, 4].map((i) =>
        scheduler.schedule(async () => {
          order.push(i);
          if (i === 3) throw new Error('boom');
          return i * 10;
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 20 });
    expect(results[3]).toMatchObject({ status: 'rejected', reason: new Error('boom') });
  });

  it('pauseFor holds every waiting request until the pause is over', async () => {
    const clock = fakeClock();
    const scheduler = createRequestScheduler({ now: clock.now, sleep: clock.sleep });
    const t0 = clock.now();
    await scheduler.schedule(async () => undefined);
    scheduler.pauseFor(3000);
    const starts: number[] = [];
    await Promise.all([1, 2, 3].map(() => scheduler.schedule(async () => starts.push(clock.now()))));
    for (const s of starts) expect(s).toBeGreaterThanOrEqual(t0 + 3000);
  });

  it('rejects a nonsensical rate', () => {
    expect(() => createRequestScheduler({ maxPerSecond: 0 })).toThrow(RangeError);
  });
});

describe('request scheduler in real time', () => {
  it('never lets more than 2 requests start in any real 1000 ms window', async () => {
    const scheduler = createRequestScheduler({ maxPerSecond: 2, marginMs: 20 });
    const starts: number[] = [];
    await Promise.all(
      Array.from({ length: 7 }, () =>
        scheduler.schedule(async () => {
          starts.push(performance.now());
          await new Promise((r) => setTimeout(r, 30));
        }),
      ),
    );
    expect(starts).toHaveLength(7);
    expect(maxInWindow(starts, 1000)).toBeLessThanOrEqual(2);
    expect(scheduler.pending()).toBe(0);
  });
});
