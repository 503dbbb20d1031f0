// Process: test (node). A recount another PC has not read yet, as a team count on two
// data folders against the local service: A counts 3 tags of item X in Front, B counts 2 other tags of X in Back,
// then A sends X back to be counted again. The recount replaces the earlier count on every PC: A's request resets
// B's line of X at the service too, and B, whatever it does next (finalize, count, a plain read), reads the
// session first and learns that its line was reset (its journal says so: the audit, the recount list), never
// sending its stale 2 over the reset.
import { describe, expect, it } from 'vitest';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { countsOnService, epcEvents, startEngines, type TestCountEngine } from '../counts/harness';

let a: TestCountEngine;
let b: TestCountEngine;
startEngines({ second: true }, (e) => {
  ({ a, b } = e);
});

const X = 0;
const Y = 1;
const itemX = () => a.items[X]!.id;

/** A: 3 tags of X in Front and 1 of Y; B: 2 other tags of X in Back; everything sent; then A lists X. */
async function recountOfX(description: string) {
  const s = await a.service.createSession({ storeId: a.storeId, description, areas: ['Front', 'Back'], blind: false });
  a.service.ingest(s.id, epcEvents([a.epc(X, 1), a.epc(X, 2), a.epc(X, 3), a.epc(Y, 1)]));
  expect(await a.service.flush()).toBe(true);
  await b.service.openSession(s.id);
  b.service.switchArea(s.id, 'Back');
  b.service.ingest(s.id, epcEvents([b.epc(X, 4), b.epc(X, 5)]));
  expect(await b.service.flush()).toBe(true);
  // B does not read the session again from here on, unless a test says so.
  await a.service.requestRecount(s.id, [itemX()]);
  expect(await a.service.flush()).toBe(true);
  return s.id;
}

const bLineOfX = (sessionId: string) => {
  const r = b.journal
    .prepare('SELECT qty, version > sent_version AS due FROM count_lines WHERE session_id = ? AND item_id = ?')
    .get(sessionId, itemX()) as { qty: number; due: number };
  return { qty: r.qty, due: r.due };
};
const bResets = (sessionId: string) =>
  b.journal
    .prepare("SELECT before, after FROM count_audit WHERE session_id = ? AND item_id = ? AND source = 'recount'")
    .all(sessionId, itemX());

describe('a recount the other PC has not read', () => {
  it('resets every PC’s line of a listed item at the service, not only the requester’s', async () => {
    const id = await recountOfX('Reset on every PC');
    const held = await a.api.getSession(id);
    expect(held.mobileStatus).toBe(MobileStatus.Recount);
    const ofX = held.sessionItems.filter((i) => i.itemID.toLowerCase() === itemX().toLowerCase());
    expect(ofX.length).toBeGreaterThanOrEqual(3);
    expect(ofX.map((i) => i.count)).toEqual(ofX.map(() => null));
    expect((await countsOnService(a.api, id)).byItem.get(a.items[Y]!.id)).toBe(1);
  });

  // Break 2: `finalize` on B succeeded with no warning, X = 2, A's 3 gone and the recount never done.
  it('finalize on B reads the session first: it names X as not recounted and refuses', async () => {
    const id = await recountOfX('Break 2');
    const r = await b.service.finalize(id, false);
    expect(r).toMatchObject({ ok: false, reason: 'notRecounted', notRecounted: 1, anyway: false });
    if (r.ok || r.reason !== 'notRecounted') throw new Error('expected notRecounted');
    expect(r.items.map((i) => i.itemId)).toEqual([itemX()]);
    // "anyway" does not get past it either.
    expect(await b.service.finalize(id, true)).toMatchObject({ ok: false, reason: 'notRecounted' });
    expect((await a.api.getSession(id)).mobileStatus).toBe(MobileStatus.Recount);
    // B's journal learnt it: X listed, its line of X reset (the audit keeps the 2), nothing of it waits to be sent.
    expect(b.service.session(id).status).toBe('Recount');
    expect(b.service.recountList(id).items.map((i) => [i.itemId, i.recounted])).toEqual([[itemX(), null]]);
    expect(bResets(id)).toEqual([{ before: 2, after: 0 }]);
    expect(bLineOfX(id)).toEqual({ qty: 0, due: 0 });
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(0);
    // The preview (what the confirmation says) names it too.
    expect((await b.service.finalizePreview(id)).notRecounted).toBe(1);

    // Recounted on B (its 2 tags, counted again), finalize goes through: X is the recount's 2.
    b.service.ingest(id, epcEvents([b.epc(X, 4), b.epc(X, 5)]));
    expect(await b.service.finalize(id, false)).toMatchObject({ ok: true, status: 'Finalized' });
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(2);
  });

  // Break 3: A recounted all 5 tags and finalized while B was away: the service summed A's 5 and B's stale 2.
  it('A recounts and finalizes while B is away: X is counted once; B coming back learns its line was reset', async () => {
    const id = await recountOfX('Break 3');
    a.service.ingest(id, epcEvents([1, 2, 3, 4, 5].map((n) => a.epc(X, n))));
    expect(await a.service.finalize(id, false)).toMatchObject({ ok: true, status: 'Finalized' });
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(5);

    // B comes back: its read says so; its stale 2 is never sent again, and its figures agree with the service.
    await b.service.refreshSession(id);
    expect(b.service.session(id)).toMatchObject({ status: 'Finalized', readOnly: true, locked: null });
    expect(bResets(id)).toEqual([{ before: 2, after: 0 }]);
    expect(bLineOfX(id)).toEqual({ qty: 0, due: 0 });
    expect(await b.service.flush()).toBe(true);
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(5);
    const v = b.service.variance(id);
    if (v.blind) throw new Error('not blind');
    expect(v.session.counted).toBe(6);
  });

  it('a second request of X after B learnt and recounted it: B reads that its recount was reset too', async () => {
    const id = await recountOfX('Asked twice');
    await b.service.refreshSession(id);
    b.service.ingest(id, epcEvents([b.epc(X, 4), b.epc(X, 5)]));
    expect(await b.service.flush()).toBe(true);
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(2);
    // A sends X back again: B's recount of 2 is reset at the service, and B learns it at its next read.
    await a.service.requestRecount(id, [itemX()]);
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(0);
    await b.service.refreshSession(id);
    expect(bResets(id)).toEqual([
      { before: 2, after: 0 },
      { before: 2, after: 0 },
    ]);
    expect(await b.service.flush()).toBe(true);
    expect(bLineOfX(id)).toEqual({ qty: 0, due: 0 });
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(0);
    expect(b.service.recountList(id).items.map((i) => [i.itemId, i.recounted])).toEqual([[itemX(), null]]);
  });

  it('B counting X before it has read the recount: the count is reset, never sent over the reset', async () => {
    const id = await recountOfX('Stale change');
    // B, still unaware, reads one more tag of X: its line of X is 3 and due.
    b.service.ingest(id, epcEvents([b.epc(X, 6)]));
    expect(bLineOfX(id)).toEqual({ qty: 3, due: 1 });
    // Its outbox reads the session before it sends: it learns the recount and sends X as not counted instead.
    expect(await b.service.flush()).toBe(true);
    expect((await countsOnService(a.api, id)).byItem.get(itemX())).toBe(0);
    expect(bLineOfX(id).qty).toBe(0);
    expect(b.service.recountList(id).items.map((i) => i.itemId)).toEqual([itemX()]);
  });
});
