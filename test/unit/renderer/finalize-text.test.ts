// Process: test (renderer logic under node). Finalize's answers in words, and the moved items as named on the
// review (no figures when blind). Which refusals "finalize anyway" may overrule is main's: test/unit/counts.
import { describe, expect, it } from 'vitest';
import type { FinalizeResult } from '../../../contract/counts';
import {
  finalizePreviewParts,
  finalizePreviewText,
  finalizeText,
  movedItemText,
} from '../../../renderer/src/features/review/finalize-text';

const moved = (n: number): FinalizeResult => ({
  ok: false,
  reason: 'stockMoved',
  moved: n,
  items: [],
  anyway: true,
});

describe('finalize in words', () => {
  it('says which items moved and what the user can do', () => {
    expect(finalizeText(moved(1))).toBe(
      'Not finalized yet: the on-hand of 1 item changed at the service since the count began (a sale or a delivery while counting). Recount it if the count may be off, or finalize anyway.',
    );
    expect(finalizeText(moved(1200))).toMatch(/of 1,200 items changed .* Recount them if/);
    const item = { itemId: 'i', sku: 'AP-1', description: 'Shirt' };
    expect(movedItemText({ ...item, expected: 1204, onHand: 1202 })).toBe(
      'AP-1 Shirt: 1,204 when the count began, 1,202 now',
    );
    expect(movedItemText(item)).toBe('AP-1 Shirt');
  });

  it('names the lines the service refused', () => {
    const refused = {
      ok: false as const,
      reason: 'refused' as const,
      anyway: false,
      lines: [
        {
          lineId: 'l',
          itemId: 'i',
          sku: 'SKU-1',
          description: 'Shirt',
          area: 'Front',
          counted: 2,
          message: 'Unknown item.',
        },
      ],
    };
    expect(finalizeText(refused)).toMatch(
      /refused 1 line \(SKU-1 Shirt, Front, 2\)\. Assign each to another item or remove it/,
    );
  });

  it('names the listed items no PC counted again when a recount refuses the finalize', () => {
    const r = {
      ok: false as const,
      reason: 'notRecounted' as const,
      notRecounted: 3,
      items: [
        { itemId: 'i1', sku: 'SKU-1', description: 'Shirt' },
        { itemId: 'i2', sku: null, description: null },
      ],
      anyway: false,
    };
    expect(finalizeText(r)).toBe(
      'Not finalized: the session is in recount and 3 items on the list were not counted again on any PC (SKU-1 Shirt; i2; …). Their earlier count was taken back: recount each, or confirm it as zero, then finalize.',
    );
  });

  it('warns before finalizing a recount with listed items not counted again, and says nothing once all are', () => {
    const preview = { scope: { kind: 'store' as const }, lines: 3, items: 3 };
    expect(finalizePreviewText({ ...preview, notRecounted: 2 }, null)).toBe(
      'Scope: whole store. 3 items counted, one line each. 2 items on the recount list were not counted again: recount each or confirm it as zero first (the earlier count was taken back on every PC, so finalizing waits for them).',
    );
    expect(finalizePreviewText({ ...preview, notRecounted: 1 }, null)).toMatch(
      /1 item on the recount list was not counted again: recount it or confirm it as zero first .* waits for it\)/,
    );
    expect(finalizePreviewText({ ...preview, notRecounted: 0 }, null)).toBe(
      'Scope: whole store. 3 items counted, one line each.',
    );
  });

  it('says what the listed items not counted again held before, in units and value: what is still to recount', () => {
    const preview = { scope: { kind: 'store' as const }, lines: 3, items: 3, notRecounted: 2 };
    expect(finalizePreviewText({ ...preview, notRecountedEarlier: { units: 1204, value: 5030.5 } }, 'EUR')).toBe(
      'Scope: whole store. 3 items counted, one line each. 2 items on the recount list were not counted again (still to recount: earlier 1,204 units, €5,030.50): recount each or confirm it as zero first (the earlier count was taken back on every PC, so finalizing waits for them).',
    );
    expect(
      finalizePreviewText({ ...preview, notRecounted: 1, notRecountedEarlier: { units: 1, value: 0 } }, null),
    ).toMatch(
      /^Scope: whole store\. 3 items counted, one line each\. 1 item on the recount list was not counted again \(still to recount: earlier 1 unit, 0\.00\): recount it/,
    );
  });

  it("names the variance value and the missing items' value as the review does, each a figure of its own", () => {
    const preview = {
      scope: { kind: 'store' as const },
      lines: 3,
      items: 2,
      variance: { expected: 7, counted: 5, variance: -2, varianceValue: -20 },
      missing: { items: 1, units: 4, value: 120 },
      notRecounted: 1,
      notRecountedEarlier: { units: 1, value: 20 },
    };
    expect(finalizePreviewText(preview, 'USD')).toBe(
      "Scope: whole store. 2 items counted in 3 lines (an item counted in several areas or on several PCs has a line in each). Variance value \u2212$20.00 (\u22122 units, over the counted lines: what finalizing posts). 1 item expected but not counted, left as they are (not set to zero): missing items' value (on hand, not counted) $120.00. 1 item on the recount list was not counted again (still to recount: earlier 1 unit, $20.00): recount it or confirm it as zero first (the earlier count was taken back on every PC, so finalizing waits for it).",
    );
    const figures = finalizePreviewParts(preview, 'USD').filter((p) => p.figure);
    expect(figures).toEqual([
      { text: '\u2212$20.00', figure: 'variance-value' },
      { text: '$120.00', figure: 'missing-value' },
      { text: 'earlier 1 unit, $20.00', figure: 'still-to-recount' },
    ]);
  });
});
