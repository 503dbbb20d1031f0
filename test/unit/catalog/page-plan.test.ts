// Process: node (tests). The page plan and the size estimator of a sync, walked against simulated catalogs of
// every size from 0 to 300 pages: every page is read exactly once, the empty requests stay within budget, the
// bracket always holds the true total, and resume from any checkpoint reads the same pages.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLAN,
  estimateTotal,
  nextPageToFetch,
  type PlanOptions,
  recordPage,
  runComplete,
  sizeBounds,
} from '../../../domain/catalog/page-plan';
import { makeProgress } from '../../../domain/catalog/progress';
import type { SyncRun } from '../../../domain/catalog/sync-state';

const PS = 500;
const freshRun = (previousTotal: number | null = null): SyncRun => ({
  startedAt: '2026-01-01T00:00:00.000Z',
  mode: 'full',
  since: null,
  nextPage: 1,
  nextLink: null,
  donePages: [],
  endPage: null,
  wasted: 0,
  previousTotal,
  items: 0,
  pages: 0,
});

/** A catalog of `total` items as the service pages it: full pages, a short last one, empty past the end. */
const outcomeOf = (total: number, page: number) => {
  const count = Math.max(0, Math.min(PS, total - (page - 1) * PS));
  return { count, last: count === 0 || page * PS >= total };
};

function walk(total: number, plan: PlanOptions, from = freshRun(), stopAfter = Number.POSITIVE_INFINITY) {
  let run = from;
  const asked: number[] = [];
  const estimates: { estimate: number; low: number; high: number; done: number }[] = [];
  for (let p = nextPageToFetch(run, plan); p !== null && asked.length < stopAfter; p = nextPageToFetch(run, plan)) {
    asked.push(p);
    run = recordPage(run, p, outcomeOf(total, p));
    const e = estimateTotal(run, PS, run.previousTotal);
    if (e) estimates.push({ ...e, done: run.items });
  }
  return { run, asked, estimates };
}

describe('page plan', () => {
  it('reads every page of any catalog exactly once, wasting at most the budget, and knows the total at the end', () => {
    const sizes = [...Array.from({ length: 70 }, (_, i) => i), 99, 100, 127, 128, 129, 200, 255, 256, 257, 300];
    for (const pages of sizes) {
      for (const total of [pages * PS, Math.max(0, pages * PS - 137)]) {
        const { run, asked, estimates } = walk(total, DEFAULT_PLAN);
        const needed = Math.ceil(total / PS);
        const full = asked.filter((p) => p <= needed);
        expect(new Set(full).size, `total ${total}`).toBe(full.length);
        expect(full.length, `total ${total}`).toBe(needed);
        expect(run).toMatchObject({ items: total, pages: needed });
        expect(runComplete(run)).toBe(true);
        const wasted = asked.length - needed;
        expect(wasted, `total ${total}`).toBe(run.wasted);
        expect(wasted).toBeLessThanOrEqual(DEFAULT_PLAN.wasteBudget);
        // A midpoint probe only on a long run: short ones spend at most the one empty galloping request.
        if (needed < 50) expect(wasted).toBeLessThanOrEqual(1);
        for (const e of estimates) {
          expect(e.low).toBeLessThanOrEqual(total);
          expect(e.high).toBeGreaterThanOrEqual(total);
        }
        if (total > 0) expect(estimates.at(-1)).toMatchObject({ estimate: total, low: total, high: total });
      }
    }
  });

  it('gallops 1, 2, 4, ... to the first empty page, then reads the gap in order', () => {
    const { asked, estimates } = walk(20_000, DEFAULT_PLAN);
    expect(asked.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(asked.slice(7, 10)).toEqual([3, 5, 6]);
    expect(asked).toHaveLength(41);
    // Bounded by the empty page 64: between 32 full pages (+1 item) and 63 pages; estimate in the middle.
    const first = estimates[0]!;
    expect(first.low).toBe(32 * PS + 1);
    expect(first.high).toBe(63 * PS);
    expect(first.estimate).toBe(Math.round((first.low + first.high) / 2));
  });

  it('on a long run narrows the bracket with a midpoint probe', () => {
    const { asked, estimates } = walk(100_000, DEFAULT_PLAN);
    expect(asked.slice(0, 10)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 192]);
    expect(asked.length - 200).toBe(2);
    // Estimates start after page 256 came back empty (the 9th request); the 10th is the midpoint probe.
    const beforeProbe = estimates[0]!;
    const afterProbe = estimates[1]!;
    expect(beforeProbe.high / beforeProbe.low).toBeGreaterThan(1.9);
    expect(afterProbe.high / afterProbe.low).toBeLessThan(1.5);
    expect(Math.abs(afterProbe.estimate - 100_000) / 100_000).toBeLessThan(0.25);
  });

  it('reads in order, with no empty request, when there is a size to go by or galloping is off', () => {
    const sequential = { ...DEFAULT_PLAN, gallop: false };
    const { asked } = walk(4_321, sequential, freshRun(4_000));
    expect(asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(walk(5_000, sequential).asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('resumes from any checkpoint without asking a stored page or a known-empty page again', () => {
    const total = 37 * PS + 12;
    const whole = walk(total, DEFAULT_PLAN).asked;
    for (let cut = 1; cut < whole.length; cut++) {
      const first = walk(total, DEFAULT_PLAN, freshRun(), cut);
      // The checkpoint goes through JSON (the sync_state row) and back.
      const restored = JSON.parse(JSON.stringify(first.run)) as SyncRun;
      const rest = walk(total, DEFAULT_PLAN, restored);
      expect([...first.asked, ...rest.asked]).toEqual(whole);
      expect(rest.run.items).toBe(total);
    }
  });
});

describe('size estimate and time left', () => {
  it('has no upper bound, so no estimate, before a last or empty page (first sync)', () => {
    let run = freshRun();
    run = recordPage(run, 1, { count: PS, last: false });
    run = recordPage(run, 2, { count: PS, last: false });
    expect(sizeBounds(run, PS)).toEqual({ low: 1000, high: null });
    expect(estimateTotal(run, PS, null)).toBeNull();
  });

  it("uses the previous count when it fits what the pages show, and the pages' bounds when it does not", () => {
    let run = recordPage(freshRun(4_000), 1, { count: PS, last: false });
    // An estimate, not a known size: the range stays open, so the screen says "about 4,000".
    expect(estimateTotal(run, PS, 4_000)).toEqual({ estimate: 4_000, low: PS, high: 4_000 });
    // The store grew: more items than last time are already stored.
    for (let p = 2; p <= 9; p++) run = recordPage(run, p, { count: PS, last: false });
    expect(estimateTotal(run, PS, 4_000)).toEqual({ estimate: 4_500, low: 4_500, high: 4_501 });
    run = recordPage(run, 10, { count: 20, last: true });
    expect(estimateTotal(run, PS, 4_000)).toEqual({ estimate: 4_520, low: 4_520, high: 4_520 });
  });

  it('gives a time left only from a measured rate (two pages this call) and a total', () => {
    const base = { phase: 'items' as const, mode: 'full' as const, resumed: false, pagesDone: 1 };
    const one = makeProgress({ ...base, itemsDone: 500, totalEstimate: 20_000 }, 0, 500, 0, 1);
    expect(one.etaMs).toBeNull();
    const two = makeProgress({ ...base, itemsDone: 1000, totalEstimate: 20_000 }, 0, 1000, 0, 2);
    expect(two.etaMs).toBe(19_000);
    const noTotal = makeProgress({ ...base, itemsDone: 1000, totalEstimate: null }, 0, 1000, 0, 2);
    expect(noTotal).toMatchObject({ etaMs: null, totalRange: null });
    const ranged = makeProgress(
      { ...base, itemsDone: 1000, totalEstimate: 24_000, totalRange: { low: 16_001, high: 31_500 } },
      0,
      1000,
      0,
      2,
    );
    expect(ranged).toMatchObject({ etaMs: 23_000, totalRange: { low: 16_001, high: 31_500 } });
  });
});
