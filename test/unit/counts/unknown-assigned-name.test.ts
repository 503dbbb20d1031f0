// Process: test (node). An assigned unknown names the item it went to: the unknown list and the
// assign answer carry the item's SKU and description (from the journal's item facts); open and ignored ones name
// none.
import { describe, expect, it } from 'vitest';
import { enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();

describe('an assigned unknown names its item', () => {
  it('in the assign answer and in the list; open and ignored ones name none', async () => {
    const e = start();
    const s = await e.service.createSession({ storeId: STORE, description: 'Names', areas: ['Front'], blind: false });
    const unknownTag = (serial: number) => epcOf(1, serial).replace(/^30/, '31'); // another header: no trade item
    e.service.ingest(s.id, epcEvents([unknownTag(3), unknownTag(4)]));
    const [first, second] = e.service.unknowns(s.id).filter((u) => u.kind === 'tag');
    expect(first?.item ?? null).toBeNull();
    const assigned = e.service.assignUnknown(s.id, first!.code, ITEMS[2]!.id);
    expect(assigned).toMatchObject({ state: 'assigned', item: { sku: ITEMS[2]!.sku, description: 'Item SKU-3' } });
    e.service.ignoreUnknown(s.id, second!.code);
    const byCode = new Map(e.service.unknowns(s.id).map((u) => [u.code, u]));
    expect(byCode.get(first!.code)?.item).toEqual({ sku: ITEMS[2]!.sku, description: 'Item SKU-3' });
    expect(byCode.get(second!.code)).toMatchObject({ state: 'ignored', item: null });
  });
});
