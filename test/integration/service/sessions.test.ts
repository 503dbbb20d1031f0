// Process: node (integration tests). Count sessions over real HTTP: MobileStatus integers, sessionItems, the
// absolute count PUT and the Finalized lock (spec 3.2, 4.6; notes A, B); processing a finalized count sets the
// store's on-hand of its counted items, once (our contract: service/README.md "Processing a count").
import { describe, expect, it } from 'vitest';
import {
  FINALIZED_SESSION_MESSAGE,
  type InventoryRow,
  MobileStatus,
  PAGINATION_HEADER,
  Session,
} from '../../../domain/api/wire';
import { DEMO_SESSIONS, DEMO_STORES, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';

const { call } = signedInServicePerFile();
const items = [...demoCatalog()].slice(100, 110);
const newSession = (over: Record<string, unknown> = {}) => ({
  sessionID: crypto.randomUUID(),
  storeID: DEMO_STORES[0]!.id,
  description: 'Shelf A',
  userID: crypto.randomUUID(),
  device: 'test',
  mobileStatus: MobileStatus.Active,
  sessionItems: [{ sessionItemID: crypto.randomUUID(), itemID: items[0]!.id, count: 2, flagID: null, levelID: null }],
  ...over,
});

describe('sessions', () => {
  it('lists the seeded Active and Finalized sessions and filters by mobileStatus', async () => {
    const all = await call<unknown[]>('GET', '/sessions');
    expect(all.status).toBe(200);
    expect(all.headers.get(PAGINATION_HEADER)).toBeTruthy();
    const parsed = Session.array().parse(all.body);
    expect(parsed.find((s) => s.sessionID === DEMO_SESSIONS.active)?.mobileStatus).toBe(1);
    expect(parsed.find((s) => s.sessionID === DEMO_SESSIONS.finalized)?.mobileStatus).toBe(2);
    const finalized = Session.array().parse((await call('GET', '/sessions?Filter=mobileStatus=2')).body);
    expect(finalized.map((s) => s.sessionID)).toEqual([DEMO_SESSIONS.finalized]);
  });

  it('creates a session with items (property names case-insensitive) and reads it back', async () => {
    const body = newSession();
    const shouted = {
      SessionID: body.sessionID,
      STOREID: body.storeID,
      Description: body.description,
      SessionItems: body.sessionItems,
    };
    const res = await call('POST', '/sessions', shouted);
    expect(res.status).toBe(201);
    const got = Session.parse((await call('GET', `/sessions/${body.sessionID}`)).body);
    expect(got.sessionItems).toHaveLength(1);
    expect(got.mobileStatus).toBe(MobileStatus.Active);
    expect((await call('POST', '/sessions', body)).status).toBe(409);
  });

  it('refuses unknown stores and items with 422 naming the field', async () => {
    const res = await call<{ errors: { field: string }[] }>(
      'POST',
      '/sessions',
      newSession({ storeID: crypto.randomUUID() }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.field)).toContain('storeID');
    const bad = newSession();
    bad.sessionItems[0]!.itemID = crypto.randomUUID();
    const res2 = await call<{ errors: { field: string }[] }>('POST', '/sessions', bad);
    expect(res2.status).toBe(422);
    expect(res2.body.errors[0]!.field).toBe('sessionItems[0].itemID');
    expect((await call('GET', `/sessions/${bad.sessionID}`)).status).toBe(404);
  });

  it('adds items (array or single object), sets absolute counts idempotently', async () => {
    const s = newSession();
    await call('POST', `/sessions`, s);
    const single = { sessionItemID: crypto.randomUUID(), itemID: items[1]!.id, count: null };
    const arr = [{ sessionItemID: crypto.randomUUID(), itemID: items[2]!.id, count: 1 }];
    expect((await call('POST', `/sessions/${s.sessionID}/sessionItems`, single)).status).toBe(200);
    const after = Session.parse((await call('POST', `/sessions/${s.sessionID}/sessionItems`, arr)).body);
    expect(after.sessionItems.map((i) => i.sessionItemID)).toEqual([
      s.sessionItems[0]!.sessionItemID,
      single.sessionItemID,
      arr[0]!.sessionItemID,
    ]);
    for (let k = 0; k < 2; k++) {
      const put = await call<{ count: number }>(
        'PUT',
        `/sessions/${s.sessionID}/sessionItems/${single.sessionItemID}/count`,
        { count: 7 },
      );
      expect(put.status).toBe(200);
      expect(put.body.count).toBe(7);
    }
    const read = Session.parse((await call('GET', `/sessions/${s.sessionID}`)).body);
    expect(read.sessionItems.find((i) => i.sessionItemID === single.sessionItemID)?.count).toBe(7);
    expect(
      (await call('PUT', `/sessions/${s.sessionID}/sessionItems/${crypto.randomUUID()}/count`, { count: 1 })).status,
    ).toBe(404);
    expect(
      (await call('PUT', `/sessions/${s.sessionID}/sessionItems/${single.sessionItemID}/count`, { count: 'x' })).status,
    ).toBe(422);
    expect(
      (await call('PUT', `/sessions/${s.sessionID}/sessionItems/${single.sessionItemID}/count`, { count: -1 })).status,
    ).toBe(422);
  });

  it('locks a Finalized session: adding items gives 400 with the exact message and changes nothing', async () => {
    const s = newSession();
    await call('POST', '/sessions', s);
    const fin = await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Finalized });
    expect(Session.parse(fin.body).mobileStatus).toBe(2);
    const add = await call('POST', `/sessions/${s.sessionID}/sessionItems`, [
      { sessionItemID: crypto.randomUUID(), itemID: items[3]!.id, count: 1 },
    ]);
    expect(add.status).toBe(400);
    expect(add.body).toEqual({ message: FINALIZED_SESSION_MESSAGE, errors: null });
    const seeded = await call('POST', `/sessions/${DEMO_SESSIONS.finalized}/sessionItems`, {
      sessionItemID: crypto.randomUUID(),
      itemID: items[3]!.id,
      count: 1,
    });
    expect(seeded.status).toBe(400);
    const reopen = await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Active });
    expect(reopen.status).toBe(400);
    const count = await call('PUT', `/sessions/${s.sessionID}/sessionItems/${s.sessionItems[0]!.sessionItemID}/count`, {
      count: 9,
    });
    expect(count.status).toBe(400);
    const read = Session.parse((await call('GET', `/sessions/${s.sessionID}`)).body);
    expect(read.sessionItems).toHaveLength(1);
    expect(read.sessionItems[0]!.count).toBe(2);
    expect(read.mobileStatus).toBe(MobileStatus.Finalized);
    const processed = await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Processed });
    expect(Session.parse(processed.body).mobileStatus).toBe(MobileStatus.Processed);
  });

  it('updates description, refuses bad statuses, deletes an active session', async () => {
    const s = newSession();
    await call('POST', '/sessions', s);
    const upd = Session.parse(
      (await call('PUT', '/sessions', { sessionID: s.sessionID, description: 'Shelf B' })).body,
    );
    expect(upd.description).toBe('Shelf B');
    expect((await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: 9 })).status).toBe(422);
    expect((await call('PUT', '/sessions', { description: 'no id' })).status).toBe(422);
    expect((await call('PUT', '/sessions', { sessionID: crypto.randomUUID(), description: 'x' })).status).toBe(404);
    expect((await call('DELETE', `/sessions/${s.sessionID}`)).status).toBe(204);
    expect((await call('GET', `/sessions/${s.sessionID}`)).status).toBe(404);
  });

  it('takes the whole session as GET returns it on PUT and changes only description and mobileStatus', async () => {
    const s = newSession();
    await call('POST', '/sessions', s);
    const got = Session.parse((await call('GET', `/sessions/${s.sessionID}`)).body);
    const whole = {
      ...got,
      description: 'Shelf C',
      storeID: DEMO_STORES[1]!.id,
      device: 'other',
      sessionItems: [],
      created: '2001-01-01T00:00:00.0000000+00:00',
      somethingNew: { from: 'a newer client' },
    };
    const put = await call('PUT', '/sessions', whole);
    expect(put.status).toBe(200);
    const after = Session.parse((await call('GET', `/sessions/${s.sessionID}`)).body);
    expect(after).toEqual({ ...got, description: 'Shelf C', lastUpdated: after.lastUpdated });
    expect(after.lastUpdated > got.lastUpdated).toBe(true);
    // The other fields are still typed: a wrong type is 422, not silently ignored.
    const wrong = await call<{ errors: { field: string }[] }>('PUT', '/sessions', { ...whole, storeID: 42 });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.map((e) => e.field)).toEqual(['storeID']);
    // A Finalized session stays locked: the whole session sent back unchanged is fine, a new description is not,
    // moving on to Processed is.
    const fin = Session.parse(
      (await call('PUT', '/sessions', { ...after, mobileStatus: MobileStatus.Finalized })).body,
    );
    expect((await call('PUT', '/sessions', fin)).status).toBe(200);
    expect((await call('PUT', '/sessions', { ...fin, description: 'changed' })).status).toBe(400);
    expect((await call('PUT', '/sessions', { ...fin, mobileStatus: MobileStatus.Active })).status).toBe(400);
    const done = await call('PUT', '/sessions', { ...fin, mobileStatus: MobileStatus.Processed });
    expect(Session.parse(done.body).mobileStatus).toBe(MobileStatus.Processed);
    expect(Session.parse((await call('GET', `/sessions/${s.sessionID}`)).body).description).toBe('Shelf C');
  });

  it('concurrent additions to one session all land, each exactly once', async () => {
    const s = newSession({ sessionItems: [] });
    await call('POST', '/sessions', s);
    const adds = Array.from({ length: 20 }, (_, k) =>
      call('POST', `/sessions/${s.sessionID}/sessionItems`, {
        sessionItemID: crypto.randomUUID(),
        itemID: items[k % items.length]!.id,
        count: k,
      }),
    );
    const results = await Promise.all(adds);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const read = Session.parse((await call('GET', `/sessions/${s.sessionID}`)).body);
    expect(read.sessionItems).toHaveLength(20);
    expect(read.sessionItems.map((i) => i.count).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, k) => k),
    );
  });
});

describe('processing a count (the back office step)', () => {
  const [store, other] = [DEMO_STORES[0]!.id, DEMO_STORES[1]!.id];
  const line = (itemID: string, count: number | null) => ({
    sessionItemID: crypto.randomUUID(),
    itemID,
    count,
    flagID: null,
    levelID: null,
  });
  /** On-hand of each item at each store, keyed `item@store` (absent: no row). */
  async function onHand(ids: string[]): Promise<Map<string, InventoryRow>> {
    const res = await call<InventoryRow[]>('POST', '/inventory', { items: ids, stores: [store, other], pageSize: 500 });
    expect(res.status).toBe(200);
    return new Map(res.body.map((r) => [`${r.itemID}@${r.storeID}`, r]));
  }
  const [summed, zeroed, notCounted, onNoLine] = items.slice(5, 9).map((i) => i.id.toLowerCase());
  const ids = [summed!, zeroed!, notCounted!, onNoLine!];

  it('sets the on-hand of the counted items at its store only: lines summed, a counted zero is 0, the rest kept', async () => {
    const before = await onHand(ids);
    const s = newSession({
      sessionItems: [line(summed!, 4), line(summed!, 3), line(zeroed!, 0), line(notCounted!, null)],
    });
    expect((await call('POST', '/sessions', s)).status).toBe(201);
    await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Finalized });
    // Finalizing changes nothing.
    expect(await onHand(ids)).toEqual(before);
    const put = await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Processed });
    expect(put.status).toBe(200);
    expect(Session.parse(put.body).mobileStatus).toBe(MobileStatus.Processed);
    const after = await onHand(ids);
    expect(after.get(`${summed}@${store}`)?.onHand).toBe(7);
    expect(after.get(`${zeroed}@${store}`)?.onHand).toBe(0);
    for (const kept of [`${notCounted}@${store}`, `${onNoLine}@${store}`, `${summed}@${other}`, `${zeroed}@${other}`])
      expect(after.get(kept), kept).toEqual(before.get(kept));
    // rowUpdated moved, so a client polling POST /inventory with rowUpdated finds the change.
    const since = before.get(`${summed}@${store}`)?.rowUpdated ?? '2000-01-01T00:00:00+00:00';
    expect(after.get(`${summed}@${store}`)!.rowUpdated > since).toBe(true);

    // Once: the same PUT again is accepted and changes nothing (not even rowUpdated).
    const again = await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Processed });
    expect(again.status).toBe(200);
    expect(await onHand(ids)).toEqual(after);
    // Processed stays locked.
    const add = await call('POST', `/sessions/${s.sessionID}/sessionItems`, [line(onNoLine!, 5)]);
    expect(add.status).toBe(400);
    expect(
      (await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Finalized })).status,
    ).toBe(400);
    expect(await onHand(ids)).toEqual(after);
  });

  it('processes only a Finalized session: Active, Recount and a session created Processed are refused, on-hand kept', async () => {
    const before = await onHand(ids);
    const refusal = { message: 'Only a finalized session can be processed: finalize it first.', errors: null };
    for (const status of [MobileStatus.Active, MobileStatus.Recount]) {
      const s = newSession({ mobileStatus: status, sessionItems: [line(onNoLine!, 11)] });
      expect((await call('POST', '/sessions', s)).status).toBe(201);
      const put = await call('PUT', '/sessions', { sessionID: s.sessionID, mobileStatus: MobileStatus.Processed });
      expect(put.status).toBe(400);
      expect(put.body).toEqual(refusal);
      expect(Session.parse((await call('GET', `/sessions/${s.sessionID}`)).body).mobileStatus).toBe(status);
    }
    const born = newSession({ mobileStatus: MobileStatus.Processed, sessionItems: [line(onNoLine!, 11)] });
    const created = await call('POST', '/sessions', born);
    expect(created.status).toBe(400);
    expect(created.body).toEqual(refusal);
    expect((await call('GET', `/sessions/${born.sessionID}`)).status).toBe(404);
    expect(await onHand(ids)).toEqual(before);
  });
});
