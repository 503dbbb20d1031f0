// Process: test (node). Stock that moves during a count, against the real local service: a sale changes an item's
// on-hand at the service after the snapshot; finalize then asks to confirm, naming the item (with its figures, or
// without them in a blind session), and finalizes when told to go ahead. An unchanged store finalizes at once, and
// so does one whose on-hand this user may not read (the check is advice, never a block).
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { nowMicros } from '../../../service/db/clock';
import { countEngine, epcEvents, type ServiceOnDisk, serviceOnDisk, type TestCountEngine } from './harness';

let svc: ServiceOnDisk;
let a: TestCountEngine;
beforeAll(async () => {
  svc = await serviceOnDisk();
  a = await countEngine(svc.current);
});
afterAll(async () => {
  a?.close();
  await svc?.close();
});

/** A till sells `units` of an item of the store: its on-hand at the service drops, as POS sales make it. */
function sell(itemId: string, units: number): { before: number } {
  const db = new Database(svc.dataPath);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const row = db
      .prepare('SELECT quantity FROM on_hand WHERE item_id = lower(?) AND store_id = lower(?)')
      .get(itemId, a.storeId) as { quantity: number };
    db.prepare(
      'UPDATE on_hand SET quantity = quantity - ?, row_updated = ? WHERE item_id = lower(?) AND store_id = lower(?)',
    ).run(units, nowMicros(), itemId, a.storeId);
    return { before: row.quantity };
  } finally {
    db.close();
  }
}

/** An item of the store that has an on-hand row at the service. */
function stockedItem(skip = 0) {
  const db = new Database(svc.dataPath, { readonly: true });
  try {
    const ids = (
      db.prepare('SELECT item_id FROM on_hand WHERE store_id = lower(?) ORDER BY item_id').all(a.storeId) as {
        item_id: string;
      }[]
    ).map((r) => r.item_id);
    return a.items.filter((i) => ids.includes(i.id.toLowerCase()))[skip]!;
  } finally {
    db.close();
  }
}

describe('stock that moves during a count', () => {
  it('finalizes at once when nothing moved', async () => {
    const s = await a.service.createSession({ storeId: a.storeId, description: 'Quiet', areas: [], blind: false });
    a.service.ingest(s.id, epcEvents([a.epc(0, 1)]));
    expect(await a.service.flush()).toBe(true);
    expect(await a.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
  });

  it('asks to confirm, naming the item and its figures, when a sale moved its stock; anyway finalizes', async () => {
    const s = await a.service.createSession({ storeId: a.storeId, description: 'Busy', areas: [], blind: false });
    a.service.ingest(s.id, epcEvents([a.epc(1, 1)]));
    expect(await a.service.flush()).toBe(true);
    const item = stockedItem();
    const { before } = sell(item.id, 2);
    const r = await a.service.finalize(s.id);
    expect(r).toEqual({
      ok: false,
      reason: 'stockMoved',
      anyway: true,
      moved: 1,
      items: [
        {
          itemId: expect.any(String),
          sku: item.sku,
          description: expect.any(String),
          expected: before,
          onHand: before - 2,
        },
      ],
    });
    expect(r.ok === false && r.reason === 'stockMoved' && r.items[0]!.itemId.toLowerCase()).toBe(item.id.toLowerCase());
    expect((await a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Active);
    expect(await a.service.finalize(s.id, true)).toEqual({ ok: true, status: 'Finalized' });
  });

  it('names the moved items of a blind session without any figure', async () => {
    const s = await a.service.createSession({ storeId: a.storeId, description: 'Blind', areas: [], blind: true });
    a.service.ingest(s.id, epcEvents([a.epc(2, 1)]));
    expect(await a.service.flush()).toBe(true);
    const item = stockedItem(1);
    sell(item.id, 1);
    const r = await a.service.finalize(s.id);
    if (r.ok || r.reason !== 'stockMoved') throw new Error(`expected a stockMoved refusal, got ${JSON.stringify(r)}`);
    expect(r.items).toEqual([{ itemId: expect.any(String), sku: item.sku, description: expect.any(String) }]);
  });

  it('finalizes when the check cannot be made (on-hand refused to this user), since it is only advice', async () => {
    let refuseOnHand = false;
    const refusing: typeof fetch = async (input, init) =>
      refuseOnHand && String(input).includes('/inventory')
        ? new Response(JSON.stringify({ message: 'Forbidden', errors: null }), { status: 403 })
        : fetch(input, init);
    const b = await countEngine(svc.current, { fetch: refusing });
    try {
      const s = await b.service.createSession({
        storeId: b.storeId,
        description: 'No rights',
        areas: [],
        blind: false,
      });
      b.service.ingest(s.id, epcEvents([b.epc(3, 1)]));
      expect(await b.service.flush()).toBe(true);
      sell(stockedItem(2).id, 1);
      refuseOnHand = true;
      expect(await b.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    } finally {
      await b.close();
    }
  });
});
