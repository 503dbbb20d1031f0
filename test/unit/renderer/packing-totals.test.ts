// Process: test (renderer logic under node). The printed packing list's totals: lines grouped by box in box order
// whatever order they come in, each box's units and tags the sum of its lines, the overall totals the sum of all
// lines (checked against a hand count of the fixture).
import { describe, expect, it } from 'vitest';
import type { TransferLineView } from '../../../contract/transfers';
import { packingTotals } from '../../../renderer/src/features/transfers/packing-totals';

const line = (box: number, itemId: string, quantity: number, tags: number): TransferLineView => ({
  itemId,
  sku: `SKU-${itemId}`,
  description: null,
  box,
  quantity,
  tags,
});

describe('packingTotals', () => {
  it('groups lines by box in box order and sums each box and the whole from its lines', () => {
    // Box 2 first and box 1's lines apart: the grouping must not depend on the order main lists them in.
    const lines = [line(2, 'a', 3, 3), line(1, 'b', 12, 0), line(2, 'c', 1, 0), line(1, 'a', 5, 5)];
    const t = packingTotals(lines);
    expect(t.boxes.map((b) => b.number)).toEqual([1, 2]);
    expect(t.boxes.map((b) => b.lines.map((l) => l.itemId))).toEqual([
      ['b', 'a'],
      ['a', 'c'],
    ]);
    // Hand count: box 1 = 12 + 5 units, 0 + 5 tags; box 2 = 3 + 1 units, 3 + 0 tags.
    expect(t.boxes.map((b) => [b.units, b.tags])).toEqual([
      [17, 5],
      [4, 3],
    ]);
    expect([t.units, t.tags, t.lines]).toEqual([21, 8, 4]);
  });

  it('has no boxes and zero totals for a draft with nothing packed', () => {
    expect(packingTotals([])).toEqual({ boxes: [], units: 0, tags: 0, lines: 0 });
  });
});
