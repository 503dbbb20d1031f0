// Process: test (node). The demo's back office against the real local service: a count counted (one item in two
// areas), finalized and processed sets the store's on-hand of the counted items to what was counted, and the next
// count of the same items expects exactly those figures, while an item not counted keeps its on-hand. Processing
// twice changes nothing and says so; a count that is not finalized is refused; the app's action refuses a real
// service and syncs the catalog only after a processing that changed something (hosts/app/counts/demo-back-office.ts).
import { describe, expect, it } from 'vitest';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { demoBackOffice } from '../../../hosts/app/counts/demo-back-office';
import { type Engines, epcEvents, startEngines } from './harness';

const e = {} as Engines;
startEngines({}, (started) => {
  Object.assign(e, started);
});

/** The service's on-hand of `itemId` at the engine's store (0 when it has no row). */
async function onHand(itemId: string): Promise<number> {
  for await (const page of e.a.api.iterateInventory({ items: [itemId], stores: [e.a.storeId], pageSize: 500 }))
    for (const r of page) if (r.itemID.toLowerCase() === itemId.toLowerCase()) return r.onHand;
  return 0;
}

/** What a new session expects of each item: one line added per item, its `expected` read back. */
async function expectedInNextCount(itemIds: string[]): Promise<number[]> {
  const s = await e.a.service.createSession({ storeId: e.a.storeId, description: 'Next', areas: [], blind: false });
  for (const id of itemIds) e.a.service.addItem(s.id, id, 1);
  const page = e.a.service.lines({ sessionId: s.id, offset: 0, limit: 100, sort: 'description', dir: 'asc' });
  return itemIds.map((id) => page.lines.find((l) => l.itemId === id)!.expected!);
}

describe('count, finalize, process, count again (the demo back office)', () => {
  let first = '';

  it('processing a finalized count sets on-hand to the counted figures; the next count expects them', async () => {
    const [a, b, c, kept] = [0, 1, 2, 3].map((i) => e.a.items[i]!.id);
    const keptBefore = await onHand(kept!);
    const s = await e.a.service.createSession({
      storeId: e.a.storeId,
      description: 'First',
      areas: ['Front', 'Back room'],
      blind: false,
    });
    first = s.id;
    // 4, 3 and 3 counted; the first item in two areas (2 + 2).
    e.a.service.ingest(s.id, epcEvents([1, 2].map((n) => e.a.epc(0, n))));
    e.a.service.ingest(s.id, epcEvents([1, 2, 3].map((n) => e.a.epc(1, n))));
    e.a.service.switchArea(s.id, 'Back room');
    e.a.service.ingest(s.id, epcEvents([3, 4].map((n) => e.a.epc(0, n))));
    e.a.service.ingest(s.id, epcEvents([1, 2, 3].map((n) => e.a.epc(2, n))));
    expect(await e.a.service.flush()).toBe(true);
    expect(await e.a.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    // Finalizing alone moves no on-hand: the next count would still expect the old figures.
    const old = await Promise.all([a, b, c].map((id) => onHand(id!)));
    expect(await expectedInNextCount([a!, b!, c!])).toEqual(old);

    expect(await e.a.service.processSession(s.id)).toEqual({ status: 'Processed', alreadyProcessed: false, items: 3 });
    expect(e.a.service.session(s.id)).toMatchObject({ status: 'Processed', readOnly: true });
    expect((await e.a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Processed);
    expect(await Promise.all([a, b, c].map((id) => onHand(id!)))).toEqual([4, 3, 3]);
    expect(await expectedInNextCount([a!, b!, c!, kept!])).toEqual([4, 3, 3, keptBefore]);
  });

  it('processing again changes nothing and says so', async () => {
    const before = await onHand(e.a.items[0]!.id);
    expect(await e.a.service.processSession(first)).toEqual({ status: 'Processed', alreadyProcessed: true, items: 3 });
    expect(await onHand(e.a.items[0]!.id)).toBe(before);
  });

  it('refuses a count that is not finalized, reading the service first', async () => {
    const s = await e.a.service.createSession({ storeId: e.a.storeId, description: 'Open', areas: [], blind: false });
    e.a.service.ingest(s.id, epcEvents([e.a.epc(4, 1)]));
    expect(await e.a.service.flush()).toBe(true);
    await expect(e.a.service.processSession(s.id)).rejects.toMatchObject({
      code: 'bad_input',
      message: "This count's status is Active: only a finalized count can be processed. Finalize it first.",
    });
    expect((await e.a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Active);
  });

  it("the app's action: refused against a real service; the catalog synced only when processing changed something", async () => {
    let syncs = 0;
    const processOn = (onDemo: boolean) =>
      demoBackOffice({
        counts: { engine: () => e.a.service },
        onDemo: () => onDemo,
        refreshOnHand: () => void syncs++,
      });
    await expect(processOn(false)(first)).rejects.toMatchObject({ code: 'demo_only' });
    expect(await processOn(true)(first)).toMatchObject({ alreadyProcessed: true });
    expect(syncs).toBe(0);
    const s = await e.a.service.createSession({ storeId: e.a.storeId, description: 'Third', areas: [], blind: false });
    e.a.service.ingest(s.id, epcEvents([e.a.epc(5, 1)]));
    expect(await e.a.service.flush()).toBe(true);
    expect(await e.a.service.finalize(s.id)).toEqual({ ok: true, status: 'Finalized' });
    expect(await processOn(true)(s.id)).toEqual({ status: 'Processed', alreadyProcessed: false, items: 1 });
    expect(syncs).toBe(1);
  });
});
