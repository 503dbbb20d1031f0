// Process: test (node). The due list of a plan for a day: an ABC plan's weekly slice of its class (every item of
// the class once per cycle, in the week the schedule gives it), a category scope's items, and an areas-only scope
// that cannot say in advance.
import { describe, expect, it } from 'vitest';
import { classifyAbc } from '../../../domain/plans/abc';
import { addDays } from '../../../domain/plans/days';
import { dueListOf } from '../../../domain/plans/due-list';
import type { Plan } from '../../../domain/plans/plan';
import { syntheticStock } from './synthetic-stock';

const stock = syntheticStock(5000, 3);
const MONDAY = '2026-11-02';

describe('dueListOf', () => {
  it("covers every item of an ABC plan's class exactly once over its cycle, a slice a week", () => {
    const plan: Pick<Plan, 'what' | 'every'> = { what: { kind: 'abc', abcClass: 'B' }, every: { kind: 'abc' } };
    const classB = classifyAbc(stock)
      .items.filter((i) => i.abcClass === 'B')
      .map((i) => i.itemId);
    const seen: string[] = [];
    for (let w = 0; w < 13; w++) {
      const list = dueListOf(plan, stock, addDays(MONDAY, w * 7 + 3));
      expect(list.items).toBe(list.itemIds!.length);
      // 13 weeks: floor or one more of the class each week.
      expect(list.items!).toBeGreaterThanOrEqual(Math.floor(classB.length / 13));
      expect(list.items!).toBeLessThanOrEqual(Math.ceil(classB.length / 13));
      seen.push(...list.itemIds!);
    }
    expect(seen.sort()).toEqual([...classB].sort());
  });

  it('follows an ABC plan of its own cycle', () => {
    const plan: Pick<Plan, 'what' | 'every'> = {
      what: { kind: 'abc', abcClass: 'A' },
      every: { kind: 'interval', n: 2, unit: 'weeks' },
    };
    const classA = classifyAbc(stock).byClass.A.items;
    const a = dueListOf(plan, stock, MONDAY).items!;
    const b = dueListOf(plan, stock, addDays(MONDAY, 7)).items!;
    expect(a + b).toBe(classA);
  });

  it("lists a category scope's items, the whole store's, and no list for areas only", () => {
    const every = { kind: 'interval', n: 1, unit: 'weeks' } as const;
    const cats = dueListOf(
      { what: { kind: 'scope', scope: { kind: 'categories', categories: ['Category 1', 'Category 2'] } }, every },
      stock,
      MONDAY,
    );
    expect(cats.items).toBe(stock.filter((s) => s.category === 'Category 1' || s.category === 'Category 2').length);
    expect(dueListOf({ what: { kind: 'scope', scope: { kind: 'store' } }, every }, stock, MONDAY).items).toBe(5000);
    expect(dueListOf({ what: { kind: 'scope', scope: { kind: 'areas' } }, every }, stock, MONDAY)).toMatchObject({
      itemIds: null,
      items: null,
    });
  });
});
