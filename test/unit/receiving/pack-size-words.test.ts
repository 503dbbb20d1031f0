// Process: test (node). What the receiving engine says about a case waiting for its pack size: the
// question and each waiting scan name the item (SKU and description), never "scan it again" (main receives the
// waiting scans itself once the size is set); once set, one outcome says how many units were received for that
// case and names the item.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ITEMS, receivingHarness, VENDOR } from './harness';

let h: ReturnType<typeof receivingHarness>;
beforeEach(() => {
  h = receivingHarness();
});
afterEach(() => h.close());

const CASE = ITEMS[0]!.caseGtin;

describe('a case waiting for its pack size, in words', () => {
  it('names the item while it waits and says what the case added once the size is set', async () => {
    const draft = await h.service.createDraft({ vendorId: VENDOR, docNumber: 'R-1' });
    const waiting = h.service.scan({ draftId: draft.id, texts: [CASE, CASE, CASE] });
    for (const o of waiting.outcomes) {
      expect(o).toMatchObject({ kind: 'needsPackSize', sku: 'SKU-1', description: 'Item 1' });
      expect(o.message).toContain('SKU-1 Item 1');
      expect(o.message).not.toMatch(/scan it again/i);
    }
    expect(waiting.packSizeNeeded).toMatchObject({ sku: 'SKU-1', description: 'Item 1', scans: 3 });

    const set = h.service.setPackSize({ gtin14: CASE, units: 12, draftId: draft.id });
    expect(set.received?.outcomes).toHaveLength(1);
    const [row] = set.received!.outcomes;
    expect(row).toMatchObject({ kind: 'added', quantity: 36, gtin14: CASE, sku: 'SKU-1', description: 'Item 1' });
    expect(row!.message).toBe('+36 SKU-1 Item 1: 3 cases of 12 received');
    expect(row!.cases).toEqual({ count: 3, units: 12 });
    expect(set.received?.draft.totals.units).toBe(36);

    const one = await h.service.createDraft({ vendorId: VENDOR, docNumber: 'R-2' });
    h.service.scan({ draftId: one.id, texts: [ITEMS[1]!.caseGtin] });
    const single = h.service.setPackSize({ gtin14: ITEMS[1]!.caseGtin, units: 6, draftId: one.id });
    expect(single.received?.outcomes.map((o) => o.message)).toEqual(['+6 SKU-2 Item 2: case of 6 received']);
  });
});
