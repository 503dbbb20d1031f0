// Process: test (node). The list's arithmetic against hand-computed cases: bring = min(minimum − floor, back room),
// reorder apart, the estimate without RFID in the back room (on-hand − floor), and the walk's order.
import { describe, expect, it } from 'vitest';
import { replenishmentList } from '../../../domain/replenish/list';
import type { StoreItem } from '../../../domain/replenish/store-items';

const item = (itemId: string, category: string, onHand = 0): StoreItem => ({
  itemId,
  sku: itemId.toUpperCase(),
  description: itemId,
  categoryId: category,
  category,
  styleId: null,
  onHand,
  carried: true,
});
const map = <V>(o: Record<string, V>) => new Map(Object.entries(o));

describe('replenishmentList', () => {
  const items = new Map(
    [item('a', 'Tops', 9), item('b', 'Tops', 1), item('c', 'Bottoms'), item('d', 'Bottoms'), item('e', 'Tops')].map(
      (i) => [i.itemId, i],
    ),
  );
  const minimums = map({ a: 3, b: 2, c: 2, d: 4, e: 1 });
  const floor = map({ a: 1, b: 0, c: 2, d: 1 });

  it('brings min(minimum − floor, back room) and lists short items with none in the back room to reorder', () => {
    const back = new Map([
      ['a', map({ 'Stockroom B': 5 })],
      ['b', map({ 'Stockroom A': 1 })],
      ['d', map({ 'Stockroom A': 1, 'Stockroom B': 2 })],
    ]);
    const r = replenishmentList({ items, minimums, floor, back, estimated: false });
    // Hand count: a 3−1=2 of 5 → 2; b 2−0=2 of 1 → 1; c at its minimum; d 4−1=3 of 3 → 3; e 1 short, none back.
    expect(r.lines.map((l) => [l.itemId, l.bring, l.back, l.backArea])).toEqual([
      ['b', 1, 1, 'Stockroom A'],
      ['d', 3, 3, 'Stockroom B'],
      ['a', 2, 5, 'Stockroom B'],
    ]);
    expect(r.reorder).toEqual([
      { itemId: 'e', sku: 'E', description: 'e', category: 'Tops', floor: 0, minimum: 1, short: 1 },
    ]);
  });

  it('estimates the back room as on-hand − floor when it has no picture, and marks it', () => {
    const r = replenishmentList({ items, minimums, floor, back: new Map(), estimated: true });
    // a: 9 − 1 = 8 back, bring 2; b: 1 − 0 = 1, bring 1; d: 0 − 1 → 0, reorder; e: 0, reorder.
    expect(r.lines.map((l) => [l.itemId, l.back, l.bring, l.backEstimated, l.backArea])).toEqual([
      ['a', 8, 2, true, null],
      ['b', 1, 1, true, null],
    ]);
    expect(r.reorder.map((l) => [l.itemId, l.short])).toEqual([
      ['d', 3],
      ['e', 1],
    ]);
  });
});
