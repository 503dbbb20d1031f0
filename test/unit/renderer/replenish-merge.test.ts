// Process: test (node). A kept list's change merged into the list on screen (renderer/src/store/replenish-merge.ts):
// a line changed in place, one that moves to another back-room area, a new one, one removed, reorder lines, the
// figures on top; the result in the walk's order exactly as a list built whole (the contract's lineOrder); a change
// of another floor scan is not of the list shown.
import { describe, expect, it } from 'vitest';
import {
  lineOrder,
  type ReorderLine,
  type ReplenishLine,
  type ReplenishLinesChange,
  type ReplenishView,
} from '../../../contract/replenish';
import { changeIsOf, mergeLinesChange } from '../../../renderer/src/store/replenish-merge';

const STORE = 'store-1';
const line = (sku: string, backArea: string | null, category: string, bring: number): ReplenishLine => ({
  itemId: sku.toLowerCase(),
  sku,
  description: `Item ${sku}`,
  category,
  floor: 0,
  minimum: bring,
  back: bring,
  backEstimated: false,
  bring,
  picked: 0,
  backArea,
  tags: [],
  missed: null,
  shrinkCandidate: false,
});
const reorder = (sku: string, category: string): ReorderLine => ({
  itemId: sku.toLowerCase(),
  sku,
  description: `Item ${sku}`,
  category,
  floor: 0,
  minimum: 1,
  short: 1,
});

const view = (lines: ReplenishLine[], reorderLines: ReorderLine[]): ReplenishView => ({
  storeId: STORE,
  pictures: [],
  estimated: false,
  lines,
  reorder: reorderLines,
  totals: { lines: lines.length, units: lines.reduce((a, l) => a + l.bring, 0) },
  availability: [],
  floorSessionId: 'scan',
  areas: [],
  floorScans: [],
});

describe('a kept list change merged into the list on screen', () => {
  it('puts changed and new lines in their places, drops the removed ones, takes the figures', () => {
    const before = view(
      [
        line('JEANS', 'Stockroom', 'Bottoms', 2),
        line('SHORTS', 'Stockroom', 'Bottoms', 3),
        line('TEE', 'Stockroom', 'Tops', 1),
        line('CAP', 'Upstairs', 'Hats', 4),
      ],
      [reorder('SOCKS', 'Accessories')],
    );
    const change: ReplenishLinesChange = {
      storeId: STORE,
      floorSessionId: 'scan',
      // SHORTS now mostly upstairs; BELT new; JEANS brings 1 now; TEE gone; SOCKS leaves reorder, HAT joins it.
      lines: [
        line('SHORTS', 'Upstairs', 'Bottoms', 3),
        line('BELT', 'Stockroom', 'Accessories', 1),
        line('JEANS', 'Stockroom', 'Bottoms', 1),
      ],
      removed: ['tee'],
      reorder: [reorder('HAT', 'Hats')],
      reorderRemoved: ['socks'],
      totals: { lines: 4, units: 9 },
      availability: [{ category: 'Tops', held: 1, atMinimum: 1 }],
    };
    const after = mergeLinesChange(before, change);
    expect(after.lines.map((l) => [l.sku, l.backArea, l.bring])).toEqual([
      ['BELT', 'Stockroom', 1],
      ['JEANS', 'Stockroom', 1],
      ['SHORTS', 'Upstairs', 3],
      ['CAP', 'Upstairs', 4],
    ]);
    expect(after.lines).toEqual([...after.lines].sort(lineOrder));
    expect(after.reorder.map((r) => r.sku)).toEqual(['HAT']);
    expect([after.totals, after.availability]).toEqual([change.totals, change.availability]);
    // The figures on top agree with the lines merged: 4 lines, 1 + 1 + 4 + 3 units.
    expect(after.lines.reduce((a, l) => a + l.bring, 0)).toBe(after.totals.units);
    expect(changeIsOf(before, change)).toBe(true);
    expect(changeIsOf(before, { ...change, floorSessionId: null })).toBe(false);
  });
});
