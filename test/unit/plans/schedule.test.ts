// Process: test (node). Spreading an ABC plan over the weeks: a store of 5,000 items (values from a seeded
// generator) classified and scheduled, each week's due count within ±20% of the mean; due lists; parameters.
import { describe, expect, it } from 'vitest';
import { type AbcClass, classifyAbc, type StockValue } from '../../../domain/plans/abc';
import {
  DEFAULT_ABC_FREQUENCIES,
  dueInWeek,
  isDueIn,
  spreadAbc,
  spreadOf,
  weekOf,
} from '../../../domain/plans/schedule';
import { syntheticStock } from './synthetic-stock';

const store5000: StockValue[] = syntheticStock(5000, 7);

describe('spreadAbc', () => {
  it('spreads a 5,000-item store so that every week is within ±20% of the mean', () => {
    const abc = classifyAbc(store5000);
    const schedule = spreadAbc(abc.items);
    expect(schedule.items).toHaveLength(5000);
    // Counted from the items themselves, not from the schedule's own figures.
    const perWeek = Array.from({ length: 52 }, (_, w) => dueInWeek(schedule, w).itemIds.length);
    const spread = spreadOf(perWeek);
    // Over a year each item is due 52 / its weeks between counts times.
    const { A, B, C } = abc.byClass;
    expect(spread.mean).toBeCloseTo((A.items * 13 + B.items * 4 + C.items * 2) / 52, 9);
    for (const n of perWeek) {
      expect(n).toBeGreaterThanOrEqual(spread.mean * 0.8);
      expect(n).toBeLessThanOrEqual(spread.mean * 1.2);
    }
    expect(spread.maxDeviation).toBeLessThanOrEqual(0.2);
  });

  it('gives per-week figures that match the items due each week', () => {
    const schedule = spreadAbc(classifyAbc(store5000).items);
    for (let week = 0; week < 52; week++) {
      const due = dueInWeek(schedule, week);
      expect(due.itemIds).toHaveLength(schedule.perWeek[week]!);
      expect(due.byClass.A + due.byClass.B + due.byClass.C).toBe(due.itemIds.length);
    }
  });

  it('counts every item once per its weeks between counts, from a first week inside its cycle', () => {
    const schedule = spreadAbc(classifyAbc(store5000).items);
    const wrong = schedule.items.filter((it) => {
      const dueWeeks = Array.from({ length: 52 }, (_, w) => w).filter((w) => isDueIn(it, w)).length;
      return (
        it.periodWeeks !== DEFAULT_ABC_FREQUENCIES[it.abcClass] ||
        it.firstWeek < 0 ||
        it.firstWeek >= it.periodWeeks ||
        dueWeeks !== 52 / it.periodWeeks
      );
    });
    expect(wrong).toEqual([]);
  });

  it('spreads by hand-checked offsets: 10 A items every 4 weeks give 3, 3, 2, 2', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({ itemId: `a${i}`, abcClass: 'A' as AbcClass }));
    const schedule = spreadAbc(items, { A: 4, B: 13, C: 26 }, 8);
    expect(schedule.perWeek).toEqual([3, 3, 2, 2, 3, 3, 2, 2]);
    // The highest-value items (first in) go to different weeks.
    expect(schedule.items.slice(0, 4).map((i) => i.firstWeek)).toEqual([0, 1, 2, 3]);
  });

  it('lands the extra items of a class on the weeks the classes before it left lightest', () => {
    // A: 5 items every 2 weeks: weeks 0, 2 hold 3; weeks 1, 3 hold 2. B: 1 item every 2 weeks goes to week 1.
    const items = [
      ...Array.from({ length: 5 }, (_, i) => ({ itemId: `a${i}`, abcClass: 'A' as AbcClass })),
      { itemId: 'b0', abcClass: 'B' as AbcClass },
    ];
    const schedule = spreadAbc(items, { A: 2, B: 2, C: 2 }, 4);
    expect(schedule.perWeek).toEqual([3, 3, 3, 3]);
    expect(spreadOf(schedule.perWeek)).toEqual({ weeks: 4, mean: 3, min: 3, max: 3, maxDeviation: 0 });
  });

  it('takes the frequencies as parameters and refuses impossible ones', () => {
    const abc = classifyAbc(store5000);
    const weekly = spreadAbc(abc.items, { A: 1, B: 2, C: 4 });
    const classA = weekly.items.filter((i) => i.abcClass === 'A');
    expect(classA.length).toBeGreaterThan(0);
    expect(classA.every((i) => i.periodWeeks === 1)).toBe(true);
    expect(spreadOf(weekly.perWeek).maxDeviation).toBeLessThanOrEqual(0.2);
    expect(() => spreadAbc([], { A: 0, B: 13, C: 26 })).toThrow(RangeError);
    expect(() => spreadAbc([], { A: 4, B: 1.5, C: 26 })).toThrow(RangeError);
  });

  it('gives the due list of a calendar week: Monday to Sunday, the same items again one cycle later', () => {
    expect(weekOf('2026-11-02')).toBe(weekOf('2026-11-08')); // Monday and Sunday
    expect(weekOf('2026-11-09')).toBe(weekOf('2026-11-02') + 1);
    expect(weekOf('1970-01-04')).toBe(-1);
    const schedule = spreadAbc(classifyAbc(store5000).items);
    const week = weekOf('2026-11-02');
    const now = dueInWeek(schedule, week);
    expect(now.itemIds.length).toBeGreaterThan(0);
    expect(now.itemIds).toHaveLength(schedule.perWeek[week % 52]!);
    // 52 weeks later (every period divides 52) the same items are due; A items again after 4 weeks.
    expect(dueInWeek(schedule, week + 52).itemIds).toEqual(now.itemIds);
    const classA = new Set(schedule.items.filter((i) => i.abcClass === 'A').map((i) => i.itemId));
    const aOf = (ids: string[]) => ids.filter((id) => classA.has(id));
    expect(aOf(dueInWeek(schedule, week + 4).itemIds)).toEqual(aOf(now.itemIds));
    expect(aOf(dueInWeek(schedule, week + 1).itemIds).some((id) => aOf(now.itemIds).includes(id))).toBe(false);
  });
});
