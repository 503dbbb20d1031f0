// Process: test (node). The Replenish screen's arithmetic (renderer/src/features/replenish/list-groups.ts): lines
// grouped by back-room area then category in main's order, each group's lines, units to bring and units picked
// (a line picked beyond what it brings counts what it brings), the filter, and floor availability summed, all
// against a hand count.
import { describe, expect, it } from 'vitest';
import {
  availabilityTotal,
  figuresOf,
  figuresOfGroups,
  groupLines,
  lineMatches,
} from '../../../renderer/src/features/replenish/list-groups';
import { replenishLine } from './replenish-fixtures';

const line = (sku: string, backArea: string | null, category: string, bring: number, picked = 0) =>
  replenishLine(sku, backArea, category, bring, {
    picked,
    tags: sku === 'JEANS' ? [{ epc: '3034257BF7194E4000001A85', area: backArea ?? '', lastSeen: 1 }] : [],
  });

// Main's order: back-room area, category, SKU; the estimates last.
const LINES = [
  line('JEANS', 'Stockroom', 'Bottoms', 2, 1),
  line('SHORTS', 'Stockroom', 'Bottoms', 3),
  line('TEE-M', 'Stockroom', 'Tops', 1, 1),
  line('CAP', 'Upstairs', 'Hats', 4, 5),
  line('SOCKS', null, 'Accessories', 2),
];

describe('the pick list as the screen groups it', () => {
  it('groups by back-room area then category, with sums equal to a hand count', () => {
    const groups = groupLines(LINES);
    expect(groups.map((g) => [g.backArea, g.lines, g.units, g.picked])).toEqual([
      ['Stockroom', 3, 6, 2],
      ['Upstairs', 1, 4, 4],
      [null, 1, 2, 0],
    ]);
    expect(groups[0]!.categories.map((c) => [c.category, c.items.map((l) => l.sku), c.units])).toEqual([
      ['Bottoms', ['JEANS', 'SHORTS'], 5],
      ['Tops', ['TEE-M'], 1],
    ]);
    // Whole list: 5 lines, 2+3+1+4+2 = 12 units, picked 1+0+1+4 (CAP's 5 counts its 4) = 6.
    expect(figuresOf(LINES)).toEqual({ lines: 5, units: 12, picked: 6 });
    // The figures on top of the screen and the printout are the groups' added up: the same hand count.
    expect(figuresOfGroups(groups)).toEqual({ lines: 5, units: 12, picked: 6 });
  });

  it('filters on every word across SKU, name, category, area and EPC; the figures follow what is shown', () => {
    expect(
      groupLines(LINES, 'bottoms stockroom').flatMap((g) => g.categories.flatMap((c) => c.items.map((l) => l.sku))),
    ).toEqual(['JEANS', 'SHORTS']);
    // JEANS 2 (1 picked) + SHORTS 3.
    expect(figuresOfGroups(groupLines(LINES, 'bottoms stockroom'))).toEqual({ lines: 2, units: 5, picked: 1 });
    expect(lineMatches(LINES[0]!, '1a85')).toBe(true);
    expect(lineMatches(LINES[1]!, '1a85')).toBe(false);
    expect(groupLines(LINES, 'nothing-like-this')).toEqual([]);
    const shown = groupLines(LINES, 'upstairs');
    expect(shown.map((g) => [g.lines, g.units])).toEqual([[1, 4]]);
  });

  it('sums floor availability over the categories', () => {
    expect(availabilityTotal([])).toEqual({ held: 0, atMinimum: 0 });
    expect(
      availabilityTotal([
        { held: 4, atMinimum: 1 },
        { held: 3, atMinimum: 3 },
      ]),
    ).toEqual({ held: 7, atMinimum: 4 });
  });
});
