// Process: test (node). ABC classification by value on hand, against hand-computed cases: the cut points, the item
// that crosses a cut, ties at a cut, items worth nothing, and a store worth nothing.
import { describe, expect, it } from 'vitest';
import { classifyAbc, type StockValue, stockValueOf } from '../../../domain/plans/abc';

const item = (itemId: string, price: number | null, onHand: number, category = 'Shirts'): StockValue => ({
  itemId,
  category,
  price,
  onHand,
});
const classes = (r: ReturnType<typeof classifyAbc>) => Object.fromEntries(r.items.map((i) => [i.itemId, i.abcClass]));

describe('classifyAbc', () => {
  it('puts the items of the first 80% of value in A, the next 15% in B and the rest in C', () => {
    // Values 500, 250, 100, 60, 40, 30, 20: total 1000. Before each: 0, 500, 750, 850, 910, 950, 980.
    // Shares before: 0, .5, .75 (< .8: A, it crosses 80%), .85 (B), .91 (B), .95 (not < .95: C), .98 (C).
    const r = classifyAbc([
      item('g', 2, 10),
      item('a', 50, 10),
      item('b', 25, 10),
      item('c', 10, 10),
      item('d', 6, 10),
      item('e', 4, 10),
      item('f', 3, 10),
    ]);
    expect(r.totalValue).toBe(1000);
    expect(r.items.map((i) => i.itemId)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(classes(r)).toEqual({ a: 'A', b: 'A', c: 'A', d: 'B', e: 'B', f: 'C', g: 'C' });
    expect(r.byClass).toEqual({ A: { items: 3, value: 850 }, B: { items: 2, value: 100 }, C: { items: 2, value: 50 } });
  });

  it('takes other cut points as parameters', () => {
    const r = classifyAbc([item('a', 50, 10), item('b', 25, 10), item('c', 25, 9)], { a: 0.5, b: 0.6 });
    // Total 975; before: 0 (A), 500/975 = .513 (B), 750/975 = .769 (C).
    expect(classes(r)).toEqual({ a: 'A', b: 'B', c: 'C' });
    expect(() => classifyAbc([], { a: 0.9, b: 0.8 })).toThrow(RangeError);
    expect(() => classifyAbc([], { a: 0, b: 0.8 })).toThrow(RangeError);
  });

  it('keeps items of equal value in one class, whatever their ids', () => {
    // Values 700, 100, 100, 100: total 1000. Before: 0, .7 (A), .8 (would be B, but equals the previous: A), .9 (A).
    const r = classifyAbc([item('z', 10, 10), item('y', 10, 10), item('x', 10, 10), item('m', 70, 10)]);
    expect(r.items.map((i) => i.itemId)).toEqual(['m', 'x', 'y', 'z']);
    expect(classes(r)).toEqual({ m: 'A', x: 'A', y: 'A', z: 'A' });
  });

  it('values unknown prices, zero and negative on-hand at 0, and puts those items in C', () => {
    expect(stockValueOf({ price: null, onHand: 5 })).toBe(0);
    expect(stockValueOf({ price: 5, onHand: -3 })).toBe(0);
    const r = classifyAbc([item('a', 10, 1), item('n', null, 50), item('neg', 99, -4), item('z', 7, 0)], {
      a: 1,
      b: 1,
    });
    // With cuts at 100%, every item that holds value is A; those worth nothing are still C.
    expect(classes(r)).toEqual({ a: 'A', n: 'C', neg: 'C', z: 'C' });
    expect(r.totalValue).toBe(10);
  });

  it('puts every item of a store worth nothing in C, and answers an empty store', () => {
    expect(classes(classifyAbc([item('a', 0, 4), item('b', null, 1)]))).toEqual({ a: 'C', b: 'C' });
    expect(classifyAbc([])).toEqual({
      items: [],
      totalValue: 0,
      byClass: { A: { items: 0, value: 0 }, B: { items: 0, value: 0 }, C: { items: 0, value: 0 } },
    });
  });
});
