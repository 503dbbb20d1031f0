// Process: test (node). Inventory record accuracy of a finalized count against a hand-computed case: within
// tolerance and exact, per category, items not counted and items outside the scope left out, variance value.
import { describe, expect, it } from 'vitest';
import { type AccuracyLine, accuracyOf } from '../../../domain/accuracy/accuracy';

const l = (
  itemId: string,
  category: string,
  expected: number,
  counted: number | null,
  price: number | null = 10,
  inScope = true,
): AccuracyLine => ({ itemId, category, expected, counted, inScope, price });

// Shirts: s1 exact, s2 off by 1, s3 off by 3. Shoes: h1 exact, h2 counted 0 of 2 (confirmed zero), h3 off by 1 at an
// unknown price. Left out: s4 not counted, x1 counted outside the scope (its value is in the count's variance value).
const LINES = [
  l('s1', 'Shirts', 5, 5),
  l('s2', 'Shirts', 5, 6),
  l('s3', 'Shirts', 5, 2),
  l('h1', 'Shoes', 1, 1, 80),
  l('h2', 'Shoes', 2, 0, 80),
  l('h3', 'Shoes', 4, 3, null),
  l('s4', 'Shirts', 7, null),
  l('x1', 'Hats', 0, 4, 15, false),
];

describe('accuracyOf', () => {
  it('with zero tolerance counts only exact matches', () => {
    const r = accuracyOf(LINES);
    expect(r.items).toBe(6);
    expect(r.exact).toBe(2);
    expect(r.withinTolerance).toBe(2);
    expect(r.accuracy).toBeCloseTo(2 / 6, 12);
    expect(r.accuracyExact).toBeCloseTo(2 / 6, 12);
    expect(r.beyond).toEqual(['s2', 's3', 'h2', 'h3']);
    // (+1 -3) x 10 + (-2) x 80; h3's price is unknown. x1, counted outside the scope, is out of the accuracy but in
    // the count's variance value (finalizing posts its line): + 4 x 15.
    expect(r.varianceValue).toBe(-180 + 60);
  });

  it('within a tolerance of 1 unit: s2 and h3 join, s3 and h2 stay beyond', () => {
    const r = accuracyOf(LINES, { default: { units: 1 } });
    expect(r.withinTolerance).toBe(4);
    expect(r.exact).toBe(2);
    expect(r.accuracy).toBeCloseTo(4 / 6, 12);
    expect(r.accuracyExact).toBeCloseTo(2 / 6, 12);
    expect(r.beyond).toEqual(['s3', 'h2']);
    expect(r.byCategory.Shirts).toMatchObject({ items: 3, withinTolerance: 2, exact: 1, varianceValue: -20 });
    expect(r.byCategory.Shirts!.accuracy).toBeCloseTo(2 / 3, 12);
    expect(r.byCategory.Shoes).toMatchObject({ items: 3, withinTolerance: 2, exact: 1, varianceValue: -160 });
    expect(r.byCategory.Hats).toBeUndefined();
  });

  it('uses the category tolerances', () => {
    // Shoes within 200.00 of value: h2 (160.00) is within; h3 has no price, so it is beyond a value limit.
    const r = accuracyOf(LINES, { default: {}, byCategory: { Shoes: { value: 200 } } });
    expect(r.beyond).toEqual(['s2', 's3', 'h3']);
    expect(r.withinTolerance).toBe(3);
  });

  it('gives no figure when nothing in scope was counted', () => {
    const r = accuracyOf([l('s4', 'Shirts', 7, null), l('x1', 'Hats', 0, 4, 15, false)]);
    expect(r).toMatchObject({ items: 0, accuracy: null, accuracyExact: null, beyond: [], byCategory: {} });
  });
});
