// Process: test (node). The pick list's rows as the virtual table draws them (renderer/src/features/replenish/
// list-rows.ts): an area heading, its categories' headings, their lines, in main's order, with keys that stay when
// the list changes; a line's tag rows. And the range a virtual table draws (renderer/src/shared/use-virtual-rows.ts):
// the view with its overscan, stretched to keep the focused row when it is near, never past the ends.
import { describe, expect, it } from 'vitest';
import { groupLines } from '../../../renderer/src/features/replenish/list-groups';
import { pickListRows, TAGS_SHOWN, tagRowsOf } from '../../../renderer/src/features/replenish/list-rows';
import { MAX_KEPT_GAP, rangeKeeping } from '../../../renderer/src/shared/use-virtual-rows';
import { replenishLine } from './replenish-fixtures';

const line = (sku: string, backArea: string | null, category: string, bring: number, tags = 0) =>
  replenishLine(sku, backArea, category, bring, {
    tags: Array.from({ length: tags }, (_, i) => ({ epc: `${sku}-${i}`, area: backArea ?? '', lastSeen: 1 })),
  });

// Main's order: back-room area, category, SKU; the estimates last.
const LINES = [
  line('JEANS', 'Stockroom', 'Bottoms', 2, 3),
  line('SHORTS', 'Stockroom', 'Bottoms', 3),
  line('TEE-M', 'Stockroom', 'Tops', 1),
  line('CAP', 'Upstairs', '', 4, 7),
  line('SOCKS', null, 'Accessories', 2),
];

const describeRow = (r: ReturnType<typeof pickListRows>[number]) =>
  r.kind === 'line'
    ? `  ${r.line.sku}`
    : r.kind === 'area'
      ? `${r.name} ${r.group.units}`
      : ` ${r.name} ${r.group.units}`;

describe('the pick list as rows of the virtual table', () => {
  it('walks area, category, lines in main order: every line once, each heading with its units', () => {
    const rows = pickListRows(groupLines(LINES));
    expect(rows.map(describeRow)).toEqual([
      'Stockroom 6',
      ' Bottoms 5',
      '  JEANS',
      '  SHORTS',
      ' Tops 1',
      '  TEE-M',
      'Upstairs 4',
      ' No category 4',
      '  CAP',
      'Back room (estimated) 2',
      ' Accessories 2',
      '  SOCKS',
    ]);
    // Every line once, its units summing to the whole list's (2 + 3 + 1 + 4 + 2 = 12).
    const lines = rows.flatMap((r) => (r.kind === 'line' ? [r.line] : []));
    expect(lines.map((l) => l.sku).sort()).toEqual(LINES.map((l) => l.sku).sort());
    expect(lines.reduce((n, l) => n + l.bring, 0)).toBe(12);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it('keeps each row key when the list changes around it, and drops headings of emptied groups', () => {
    const before = pickListRows(groupLines(LINES));
    // SHORTS is put away (leaves the list), JEANS' figures change: a new object for the same item.
    const after = pickListRows(groupLines([{ ...LINES[0]!, picked: 1 }, ...LINES.slice(2)]));
    const keyOf = (rows: typeof before, text: string) => rows[rows.map(describeRow).indexOf(text)]!.key;
    // The same rows before and after (the area's units fell from 6 to 3): the same keys.
    const same = [
      ['Stockroom 6', 'Stockroom 3'],
      ['  JEANS', '  JEANS'],
      [' Tops 1', ' Tops 1'],
      ['  TEE-M', '  TEE-M'],
      ['  CAP', '  CAP'],
    ];
    for (const [was, now] of same) expect(keyOf(after, now!)).toBe(keyOf(before, was!));
    expect(after.map(describeRow)).not.toContain('  SHORTS');
    expect(pickListRows(groupLines(LINES, 'socks')).map(describeRow)).toEqual([
      'Back room (estimated) 2',
      ' Accessories 2',
      '  SOCKS',
    ]);
    expect(pickListRows([])).toEqual([]);
  });

  it('counts a line tag rows: up to the shown tags, and one more row saying how many are left', () => {
    expect(tagRowsOf(LINES[1]!)).toBe(0);
    expect(tagRowsOf(LINES[0]!)).toBe(3);
    expect(tagRowsOf(line('X', 'A', 'C', 1, TAGS_SHOWN))).toBe(TAGS_SHOWN);
    expect(tagRowsOf(LINES[3]!)).toBe(TAGS_SHOWN + 1);
  });
});

describe('the rows a virtual table draws', () => {
  const range = (startIndex: number, endIndex: number, count: number, overscan = 2) => ({
    startIndex,
    endIndex,
    count,
    overscan,
  });

  it('draws the view and its overscan, clipped to the list', () => {
    expect(rangeKeeping(range(10, 14, 100), null)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(rangeKeeping(range(0, 3, 5), null)).toEqual([0, 1, 2, 3, 4]);
    expect(rangeKeeping(range(0, 0, 0), null)).toEqual([]);
  });

  it('stretches to the focused row when it is near, so the focus is not dropped; a far one is let go', () => {
    expect(rangeKeeping(range(10, 14, 100), 3)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(rangeKeeping(range(10, 14, 100), 19)).toEqual([8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(rangeKeeping(range(10, 14, 100), 12)).toHaveLength(9);
    const far = 16 + MAX_KEPT_GAP + 1;
    expect(rangeKeeping(range(10, 14, far + 10), far)).toHaveLength(9);
    // A focused index past the end (the list shrank) is ignored.
    expect(rangeKeeping(range(0, 3, 5), 7)).toEqual([0, 1, 2, 3, 4]);
  });
});
