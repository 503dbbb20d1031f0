// Process: test (node). Building a draft's lines from scans through the real scan pipeline and journal: each RFID
// tag counts once per receipt (in a batch, across batches and after a restart; one unit per identity, whatever its
// encoding), barcodes add one unit and case
// GTIN-14s their pack size (nothing until it is set), unknown and invalid codes add nothing, and lines can be
// edited and removed (a removed line's tags count again). All of it with the service unreachable.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeSgtin96, encodeSgtin198 } from '../../../domain/codes';
import { epcOf, ITEMS, receivingHarness, VENDOR } from './harness';

let h: ReturnType<typeof receivingHarness>;
beforeEach(() => {
  h = receivingHarness();
});
afterEach(() => h.close());

const newDraft = () => h.service.createDraft({ vendorId: VENDOR, docNumber: 'R-1' });

describe('receiving line building', () => {
  it('counts each tag once per receipt, within a batch, across batches and after a restart', async () => {
    const draft = await newDraft();
    const first = h.service.scan({ draftId: draft.id, texts: [epcOf(0, 1), epcOf(0, 2), epcOf(0, 1), epcOf(1, 1)] });
    expect(first.outcomes.map((o) => o.kind)).toEqual(['added', 'added', 'repeatTag', 'added']);
    expect(first.outcomes[2]!.message).toMatch(/already counted/);
    expect(first.draft.lines.map((l) => [l.sku, l.quantity, l.tags])).toEqual([
      ['SKU-1', 2, 2],
      ['SKU-2', 1, 1],
    ]);

    const second = h.service.scan({ draftId: draft.id, texts: [epcOf(0, 2), epcOf(0, 3)] });
    expect(second.outcomes.map((o) => o.kind)).toEqual(['repeatTag', 'added']);

    h.reopen();
    const again = h.service.scan({ draftId: draft.id, texts: [epcOf(0, 1), epcOf(0, 4)] });
    expect(again.outcomes.map((o) => o.kind)).toEqual(['repeatTag', 'added']);
    expect(again.draft.lines[0]).toMatchObject({ sku: 'SKU-1', quantity: 4, tags: 4 });
    expect(again.draft.totals).toMatchObject({ lines: 2, units: 5, tags: 5 });
  });

  it('counts one unit per tag identity: another encoding of a GTIN and serial already received adds nothing', async () => {
    const draft = await newDraft();
    const gtin14 = ITEMS[0]!.unitGtin;
    const [filter3, sgtin198] = [
      encodeSgtin96({ gtin14, serial: 1, filter: 3 }),
      encodeSgtin198({ gtin14, serial: 1 }),
    ];
    expect(filter3).not.toBe(epcOf(0, 1));
    const first = h.service.scan({ draftId: draft.id, texts: [epcOf(0, 1), filter3, epcOf(0, 2)] });
    expect(first.outcomes.map((o) => o.kind)).toEqual(['added', 'repeatTag', 'added']);
    h.reopen();
    const again = h.service.scan({ draftId: draft.id, texts: [sgtin198] });
    expect(again.outcomes.map((o) => o.kind)).toEqual(['repeatTag']);
    expect(again.draft.lines[0]).toMatchObject({ sku: 'SKU-1', quantity: 2, tags: 2 });
  });

  it('adds one unit per unit barcode and the pack size per case GTIN-14, once the size is set', async () => {
    const draft = await newDraft();
    const [unit, caseCode] = [ITEMS[2]!.unitGtin.slice(2), ITEMS[2]!.caseGtin];
    const before = h.service.scan({ draftId: draft.id, texts: [unit, unit, caseCode] });
    expect(before.outcomes.map((o) => [o.kind, o.quantity])).toEqual([
      ['added', 1],
      ['added', 1],
      ['needsPackSize', 0],
    ]);
    expect(before.outcomes[2]).toMatchObject({ gtin14: caseCode, itemId: ITEMS[2]!.id });
    expect(before.draft.lines[0]!.quantity).toBe(2);

    h.service.setPackSize({ gtin14: caseCode, units: 12 });
    const after = h.service.scan({ draftId: draft.id, texts: [caseCode, 'SKU-3'] });
    expect(after.outcomes.map((o) => [o.kind, o.quantity])).toEqual([
      ['added', 12],
      ['added', 1],
    ]);
    expect(after.outcomes[0]!.message).toMatch(/case of 12/);
    expect(after.draft.lines).toHaveLength(1);
    expect(after.draft.lines[0]).toMatchObject({ quantity: 15, tags: 0 });

    h.reopen();
    // The pack size is remembered in the journal, shared with counting.
    expect(h.packSizes.get(caseCode)).toBe(12);
  });

  it('adds nothing for unknown and invalid codes, and says why', async () => {
    const draft = await newDraft();
    const res = h.service.scan({ draftId: draft.id, texts: ['NO-SUCH-SKU', '0614141000010', '  '] });
    expect(res.outcomes.map((o) => o.kind)).toEqual(['unknown', 'error']);
    expect(res.draft.lines).toHaveLength(0);
  });

  it('edits quantities, removes lines, and a removed line’s tags count again', async () => {
    const draft = await newDraft();
    const { draft: d1 } = h.service.scan({ draftId: draft.id, texts: [epcOf(0, 1), epcOf(1, 1)] });
    const [a, b] = d1.lines;
    expect(h.service.setQuantity({ draftId: draft.id, lineId: a!.id, quantity: 7 }).lines[0]!.quantity).toBe(7);
    const d2 = h.service.removeLine({ draftId: draft.id, lineId: b!.id });
    expect(d2.lines.map((l) => l.sku)).toEqual(['SKU-1']);
    const again = h.service.scan({ draftId: draft.id, texts: [epcOf(1, 1)] });
    expect(again.outcomes[0]!.kind).toBe('added');
    expect(h.service.addItem({ draftId: draft.id, itemId: ITEMS[2]!.id, quantity: 3 }).lines.at(-1)).toMatchObject({
      sku: 'SKU-3',
      quantity: 3,
    });
  });

  it('keeps drafts across a restart, lists them, and discards them', async () => {
    const draft = await h.service.createDraft({ vendorId: VENDOR, docNumber: 'R-9', reference: 'Truck 4', notes: 'n' });
    h.service.scan({ draftId: draft.id, texts: [epcOf(0, 1)] });
    h.reopen();
    const listed = h.service.listDrafts();
    expect(listed).toMatchObject([{ id: draft.id, docNumber: 'R-9', lines: 1, units: 1, state: 'open' }]);
    expect(h.service.getDraft({ draftId: draft.id })).toMatchObject({ reference: 'Truck 4', notes: 'n' });
    expect(h.service.discard({ draftId: draft.id })).toEqual({ discarded: true });
    expect(h.service.listDrafts()).toEqual([]);
    expect(() => h.service.getDraft({ draftId: draft.id })).toThrow(/no longer exists/);
  });

  it('suggests a dated document number when the service cannot be reached', async () => {
    const draft = await h.service.createDraft({ vendorId: VENDOR });
    expect(draft.docNumber).toMatch(/^REC-\d{8}-1$/);
    const next = await h.service.suggestDocNumber();
    expect(next.docNumber).toMatch(/^REC-\d{8}-2$/);
  });
});
