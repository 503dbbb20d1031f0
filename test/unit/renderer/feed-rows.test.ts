// Process: test (renderer logic under node). Both scanning screens' feeds go through one list: each screen's
// entries become the same rows (outcome words and colour, the item or the code, a problem's message, and on the
// counting screen where and when).
import { describe, expect, it } from 'vitest';
import type { ScanOutcome } from '../../../contract/receiving';
import { countFeedRow } from '../../../renderer/src/features/counts/feed';
import { receivingFeedRow } from '../../../renderer/src/features/receiving/outcome-look';
import { formatTime } from '../../../renderer/src/lib/format';
import { feedEntry } from './count-fixtures';

const countEntry = feedEntry;

const outcome = (over: Partial<ScanOutcome>): ScanOutcome & { key: number } => ({
  key: 7,
  text: '3074257BF7194E4000001A85',
  kind: 'added',
  itemId: 'i1',
  sku: 'SKU-1',
  description: 'Blue shirt M',
  quantity: 1,
  gtin14: null,
  onOrder: true,
  over: false,
  message: 'Added 1',
  ...over,
});

describe('scan feed rows', () => {
  it('shows an open bottle weighed with its weight and the fraction it added', () => {
    const e = countEntry({ source: 'weight', raw: 'scale:1', added: 0.45, weighed: { grams: 412, fraction: 0.45 } });
    expect(countFeedRow(e)).toMatchObject({
      label: 'Weighed',
      tone: 'good',
      what: 'SKU-1 · Blue shirt M',
      meta: `412.0 g → 0.45 bottle · Front · ${formatTime(e.at)}`,
    });
  });

  it('shows a counted item with its outcome, the area and the time', () => {
    const e = countEntry({});
    expect(countFeedRow(e)).toEqual({
      key: 1,
      outcome: 'newItem',
      label: 'New item',
      tone: 'good',
      what: 'SKU-1 · Blue shirt M',
      meta: `Front · ${formatTime(e.at)}`,
    });
  });

  it("marks an item counted outside the count's scope, still as a counted item", () => {
    const row = countFeedRow(countEntry({ outsideScope: true }));
    expect(row).toMatchObject({ outcome: 'newItem', label: 'New item', tone: 'good', message: 'outside the scope' });
    expect(countFeedRow(countEntry({})).message).toBeUndefined();
  });

  it('shows an unknown count scan as the code scanned, with its message', () => {
    const row = countFeedRow(
      countEntry({ outcome: 'unknown', sku: null, description: null, message: 'No item has this GTIN' }),
    );
    expect(row).toMatchObject({ tone: 'warn', what: '0614141123452', message: 'No item has this GTIN' });
  });

  it('leaves out the message of an added receiving line (its label says it) but keeps a problem’s', () => {
    expect(receivingFeedRow(outcome({}))).toEqual({
      key: 7,
      outcome: 'added',
      label: '+1',
      tone: 'good',
      what: 'SKU-1 · Blue shirt M',
    });
    const unknown = outcome({ kind: 'unknown', sku: null, description: null, message: 'Not in the catalog' });
    expect(receivingFeedRow(unknown)).toMatchObject({
      outcome: 'unknown',
      tone: 'warn',
      what: '3074257BF7194E4000001A85',
      message: 'Not in the catalog',
    });
    expect(receivingFeedRow(outcome({ over: true, quantity: 2 }))).toMatchObject({
      label: '+2 over order',
      tone: 'warn',
    });
  });
});
