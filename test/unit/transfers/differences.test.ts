// Process: test (node). What was sent against what arrived, by hand: three boxes sent, the second lost, a foreign
// tag and a barcode unit over arrived. Per line expected, received, difference; per tag sent and received, sent and
// missing (with its box), received and not sent; per box whole, partial or missing. Then the same through the
// engine of the receiving store: opened, scanned (a second encoding of a sent tag is that tag), finished once, the
// received tags recorded as moved in.
import { afterEach, describe, expect, it } from 'vitest';
import type { Transfer } from '../../../domain/api/wire';
import { encodeSgtin96 } from '../../../domain/codes';
import { transferDifferences } from '../../../domain/transfers/differences';
import { epcOf, ITEMS, STORE } from '../receiving/harness';
import { fakeTransfersService, OTHER_STORE, transferHarness } from './harness';

const [a, b, c] = [ITEMS[0]!, ITEMS[1]!, ITEMS[2]!];
const transfer: Transfer = {
  id: '44444444-4444-4444-8444-444444444444',
  docNumber: 'TR-9',
  fromStore: { id: OTHER_STORE },
  toStore: { id: STORE },
  needBy: '2026-12-01T00:00:00Z',
  status: 'Open',
  lastUpdated: '2026-11-28T00:00:00Z',
  lines: [
    { id: a.id, quantity: 3 },
    { id: b.id, quantity: 2 },
    { id: c.id, quantity: 1 },
  ],
  boxes: [
    { number: 1, epcs: [epcOf(0, 1), epcOf(0, 2)] },
    { number: 2, epcs: [epcOf(0, 3), epcOf(1, 1)] },
    { number: 3, epcs: [epcOf(1, 2)] },
  ],
};
const names = (id: string) => {
  const item = ITEMS.find((i) => i.id === id);
  return { sku: item?.sku ?? null, description: item?.description ?? null };
};
const sentItems = new Map([
  [epcOf(0, 3), a.id],
  [epcOf(1, 1), b.id],
]);
const itemOfEpc = (epc: string) => sentItems.get(epc) ?? null;

describe('transfer differences (pure)', () => {
  it('says per line, per tag and per box what arrived against what was sent', () => {
    const foreign = epcOf(2, 77);
    const report = transferDifferences(
      transfer,
      {
        lines: [
          { itemId: a.id, quantity: 2 },
          { itemId: b.id, quantity: 1 },
          { itemId: c.id, quantity: 2 },
        ],
        tags: [
          { epc: epcOf(0, 1), identity: `(01)${a.unitGtin}(21)1`, itemId: a.id },
          { epc: epcOf(0, 2), identity: `(01)${a.unitGtin}(21)2`, itemId: a.id },
          { epc: epcOf(1, 2), identity: `(01)${b.unitGtin}(21)2`, itemId: b.id },
          { epc: foreign, identity: `(01)${c.unitGtin}(21)77`, itemId: c.id },
        ],
      },
      { namesOf: names, itemOfEpc },
    );
    expect(report.lines.map((l) => [l.sku, l.expected, l.received, l.difference])).toEqual([
      [a.sku, 3, 2, -1],
      [b.sku, 2, 1, -1],
      [c.sku, 1, 2, 1],
    ]);
    expect(report.tags.map((t) => [t.epc, t.box, t.status])).toEqual([
      [epcOf(0, 1), 1, 'sentReceived'],
      [epcOf(0, 2), 1, 'sentReceived'],
      [epcOf(0, 3), 2, 'sentMissing'],
      [epcOf(1, 1), 2, 'sentMissing'],
      [epcOf(1, 2), 3, 'sentReceived'],
      [foreign, null, 'receivedNotSent'],
    ]);
    expect(report.boxes.map((x) => [x.number, x.tags, x.received, x.state])).toEqual([
      [1, 2, 2, 'whole'],
      [2, 2, 0, 'missing'],
      [3, 1, 1, 'whole'],
    ]);
    expect(report.totals).toEqual({ expected: 6, received: 5, sentReceived: 3, sentMissing: 2, receivedNotSent: 1 });
    expect(report.tagsKnown).toBe(true);
  });

  it('without the EPCs (a service that keeps no boxes) compares lines only, and a box in part is partial', () => {
    const linesOnly = transferDifferences(
      { ...transfer, boxes: undefined },
      { lines: [], tags: [] },
      {
        namesOf: names,
        itemOfEpc,
      },
    );
    expect(linesOnly.tagsKnown).toBe(false);
    expect(linesOnly.tags).toEqual([]);
    expect(linesOnly.totals.expected).toBe(6);
    const part = transferDifferences(
      transfer,
      { lines: [], tags: [{ epc: epcOf(0, 3), identity: `(01)${a.unitGtin}(21)3`, itemId: a.id }] },
      { namesOf: names, itemOfEpc },
    );
    expect(part.boxes[1]).toMatchObject({ number: 2, received: 1, state: 'partial' });
  });
});

describe('receiving a transfer (engine)', () => {
  let close: (() => void) | null = null;
  afterEach(() => {
    close?.();
    close = null;
  });

  it('opens it, takes each tag once by identity, finishes once and records the tags moved in', async () => {
    const svc = fakeTransfersService();
    svc.held.set(transfer.id, transfer);
    const h = transferHarness(svc.api, STORE);
    close = h.close;
    const engine = h.service;
    const opened = await engine.openIncoming({ transferId: transfer.id });
    expect(opened).toMatchObject({ state: 'open', totals: { expected: 6, received: 0, sentMissing: 5 } });
    const otherEncoding = encodeSgtin96({ gtin14: a.unitGtin, serial: 1, filter: 3 });
    const scanned = engine.receiveScan({
      transferId: transfer.id,
      texts: [epcOf(0, 1), otherEncoding, epcOf(0, 2), epcOf(1, 2), epcOf(2, 77), c.unitGtin.slice(2)],
    });
    expect(scanned.outcomes.map((o) => o.kind)).toEqual(['added', 'repeatTag', 'added', 'added', 'added', 'added']);
    const report = engine.finish({ transferId: transfer.id });
    expect(report).toMatchObject({ state: 'finished', totals: { received: 5, sentReceived: 3, receivedNotSent: 1 } });
    expect(report.lines.map((l) => l.difference)).toEqual([-1, -1, 1]);
    expect(engine.finish({ transferId: transfer.id })).toEqual(report);
    expect(() => engine.receiveScan({ transferId: transfer.id, texts: [epcOf(0, 3)] })).toThrow(/received already/);
    const moves = h.moves(STORE);
    expect(moves.map((m) => [m.direction, m.epc])).toEqual(
      [epcOf(0, 1), epcOf(0, 2), epcOf(1, 2), epcOf(2, 77)].sort().map((e) => ['in', e]),
    );
    const rows = await engine.list({ incoming: true });
    expect(rows).toMatchObject([{ id: transfer.id, here: 'received', units: 6, boxes: 3 }]);
  });

  it('refuses a transfer that goes to another store', async () => {
    const svc = fakeTransfersService();
    svc.held.set(transfer.id, transfer);
    const h = transferHarness(svc.api, OTHER_STORE);
    close = h.close;
    await expect(h.service.openIncoming({ transferId: transfer.id })).rejects.toMatchObject({
      code: 'transfer_wrong_store',
    });
  });
});
