// Process: test (node). Scanned lines against a purchase order: units fill the item's order lines up to what is
// outstanding (ordered less what earlier receipts took), the rest lands on its last line as an over-receipt,
// items not on the order are extra lines, and the receipt lines sent carry backLinkLineID to the order lines.
import { describe, expect, it } from 'vitest';
import { allocate, type PurchaseOrderSnapshot } from '../../../domain/receiving/po-matching';

const po: PurchaseOrderSnapshot = {
  id: 'po',
  docNumber: 'PO1',
  status: 'Open',
  fetchedAt: '2026-01-01T00:00:00.000Z',
  lines: [
    { id: 'p1', itemId: 'a', ordered: 10, alreadyReceived: 4 },
    { id: 'p2', itemId: 'b', ordered: 5, alreadyReceived: 0 },
    { id: 'p3', itemId: 'b', ordered: 5, alreadyReceived: 0 },
    { id: 'p4', itemId: 'c', ordered: 2, alreadyReceived: 0 },
  ],
};

describe('purchase order matching', () => {
  it('fills order lines, splits an item over its lines and flags over-receipts', () => {
    const a = allocate(
      [
        { id: 'la', itemId: 'a', quantity: 8 },
        { id: 'lb', itemId: 'b', quantity: 7 },
        { id: 'lx', itemId: 'x', quantity: 1 },
      ],
      po,
    );
    expect(a.poLines.map((p) => [p.poLineId, p.receivedNow, p.outstanding, p.over, p.draftLineId])).toEqual([
      ['p1', 8, 0, true, 'la'],
      ['p2', 5, 0, false, 'lb'],
      ['p3', 2, 3, false, 'lb'],
      ['p4', 0, 2, false, null],
    ]);
    expect([...a.overLineIds]).toEqual(['la']);
    expect([...a.extraLineIds]).toEqual(['lx']);
    expect(a.receiptLines).toEqual([
      { draftLineId: 'la', itemId: 'a', quantity: 8, backLinkLineID: 'p1' },
      { draftLineId: 'lb', itemId: 'b', quantity: 5, backLinkLineID: 'p2' },
      { draftLineId: 'lb', itemId: 'b', quantity: 2, backLinkLineID: 'p3' },
      { draftLineId: 'lx', itemId: 'x', quantity: 1, backLinkLineID: null },
    ]);
  });

  it('puts the surplus of a split item on its last order line', () => {
    const a = allocate([{ id: 'lb', itemId: 'b', quantity: 12 }], po);
    expect(a.receiptLines.map((r) => [r.backLinkLineID, r.quantity])).toEqual([
      ['p2', 5],
      ['p3', 7],
    ]);
    expect(a.poLines.find((p) => p.poLineId === 'p3')).toMatchObject({ receivedNow: 7, over: true, outstanding: 0 });
    expect(a.overLineIds.has('lb')).toBe(true);
  });

  it('is not an over-receipt at exactly the outstanding quantity', () => {
    const a = allocate([{ id: 'la', itemId: 'a', quantity: 6 }], po);
    expect(a.poLines[0]).toMatchObject({ receivedNow: 6, outstanding: 0, over: false });
    expect(a.overLineIds.size).toBe(0);
  });

  it('keeps a zero quantity whole on the first order line (validation refuses it)', () => {
    const a = allocate([{ id: 'lb', itemId: 'b', quantity: 0 }], po);
    expect(a.receiptLines).toEqual([{ draftLineId: 'lb', itemId: 'b', quantity: 0, backLinkLineID: 'p2' }]);
  });

  it('without an order every line is sent unlinked and none is extra', () => {
    const a = allocate([{ id: 'la', itemId: 'a', quantity: 3 }], null);
    expect(a.poLines).toEqual([]);
    expect(a.extraLineIds.size).toBe(0);
    expect(a.receiptLines).toEqual([{ draftLineId: 'la', itemId: 'a', quantity: 3, backLinkLineID: null }]);
  });
});
