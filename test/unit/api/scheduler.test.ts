// Process: test (node). The request scheduler: no sliding one-second window ever holds more than the allowed
// request starts, with a fake clock and with real time, and a pause (429 Retry-After) holds everything back.
import { describe, expect, it } from 'vitest';
import { createRequestScheduler } from '../../../domain/api/scheduler';
import { sleep } from '../../helpers/waits';

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
          await sleep(30);
        }),
      ),
    );
    expect(starts).toHaveLength(7);
    expect(maxInWindow(starts, 1000)).toBeLessThanOrEqual(2);
    expect(scheduler.pending()).toBe(0);
  });
});

describe('request scheduler lanes', () => {
  it('gives a free slot to interactive requests before background ones, within the same budget', async () => {
    const clock = fakeClock();
    const scheduler = createRequestScheduler({ now: clock.now, sleep: clock.sleep, marginMs: 0 });
    const order: string[] = [];
    const starts: number[] = [];
    const run = (name: string) => async () => {
      order.push(name);
      starts.push(clock.now());
    };
    const all = [
      ...Array.from({ length: 6 }, (_, i) => scheduler.schedule(run(`bg${i}`), { priority: 'background' })),
      scheduler.schedule(run('normal')),
      scheduler.schedule(run('count'), { priority: 'interactive' }),
    ];
    expect(scheduler.pending('background')).toBeGreaterThan(0);
    await Promise.all(all);
    // bg0 and bg1 took the first window's two slots at once; every later slot goes to the higher lanes first.
    expect(order.slice(0, 4)).toEqual(['bg0', 'bg1', 'count', 'normal']);
    expect(order).toHaveLength(8);
    expect(maxInWindow(starts, 1000)).toBe(2);
  });

  it('runWithPriority puts every request scheduled inside it, across awaits, in that lane', async () => {
    // A clock whose sleeps end only when the test says, so the order of scheduling is exact.
    let t = 0;
    const sleeping: Array<() => void> = [];
    const heldSleep = (ms: number) =>
      new Promise<void>((r) =>
        sleeping.push(() => {
          t += ms;
          r();
        }),
      );
    const scheduler = createRequestScheduler({ now: () => t, sleep: heldSleep, marginMs: 0 });
    const order: string[] = [];
    const bg = Array.from({ length: 5 }, (_, i) =>
      scheduler.schedule(async () => void order.push(`bg${i}`), { priority: 'background' }),
    );
    const counted = scheduler.runWithPriority('interactive', async () => {
      await sleep(5);
      await Promise.all([
        scheduler.schedule(async () => void order.push('count1')),
        scheduler.schedule(async () => void order.push('count2')),
      ]);
    });
    await sleep(20);
    expect(scheduler.pending('interactive')).toBe(2);
    expect(scheduler.pending('background')).toBe(3);
    while (scheduler.pending() > 0) {
      sleeping.shift()?.();
      await sleep(1);
    }
    await Promise.all([...bg, counted]);
    expect(order).toEqual(['bg0', 'bg1', 'count1', 'count2', 'bg2', 'bg3', 'bg4']);
  });
});

describe('a 429 asking for a day (fake clock)', () => {
  it('pauses every request for at most 120 s, says until when, and then serves them', async () => {
    const clock = fakeClock();
    const scheduler = createRequestScheduler({ now: clock.now, sleep: clock.sleep, marginMs: 0 });
    const told: (number | null)[] = [];
    scheduler.onPause((until) => told.push(until));
    const t0 = clock.now();
    scheduler.pauseFor(86_400 * 1000);
    expect(scheduler.pausedUntil()).toBe(t0 + 120_000);
    expect(told).toEqual([t0 + 120_000]);
    const starts: number[] = [];
    await Promise.all([1, 2, 3].map(() => scheduler.schedule(async () => void starts.push(clock.now()))));
    // Held for the cap, not a day; then the usual 2 a second.
    expect(starts[0]! - t0).toBe(120_000);
    expect(starts.at(-1)! - t0).toBeLessThan(125_000);
    expect(scheduler.pausedUntil()).toBeNull();
  });

  it('a shorter pause never shortens a longer one, and each request keeps its own slot afterwards', async () => {
    const clock = fakeClock();
    const scheduler = createRequestScheduler({ now: clock.now, sleep: clock.sleep, marginMs: 0 });
    const t0 = clock.now();
    scheduler.pauseFor(30_000);
    scheduler.pauseFor(5_000);
    expect(scheduler.pausedUntil()).toBe(t0 + 30_000);
    const starts: number[] = [];
    await Promise.all([1, 2, 3, 4].map(() => scheduler.schedule(async () => void starts.push(clock.now()))));
    expect(starts.map((s) => s - t0)).toEqual([30_000, 30_000, 31_000, 31_000]);
  });
});
