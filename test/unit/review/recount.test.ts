// Process: test (node). The recount rules on a real journal with a fake API: the review judged by tolerances (a
// category's replacing the default), a request refused before anything changes (not on the service yet, the
// service unreachable), a listed line sent as null until counted again (a confirmed zero as 0), only listed items
// changed (a scan of another refused but logged, a change by hand of it refused), and a read-back
// listing items another PC sent as null once (a later read-back does not undo the recount); a Recount
// with no list (the back office's) counts any item, and Processed elsewhere is read-only.
import { describe, expect, it } from 'vitest';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { NOT_LISTED } from '../../../domain/review/recount-list';
import { type engine, enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE } from '../counts/harness';

const start = enginesClosedAfterEach();
const [ONE, TWO, THREE] = ITEMS.map((i) => i.id) as [string, string, string];

/** On hand 5, 2, 4 (the fake's inventory): counted 5, 1 and 1, sent. */
async function counted(e: ReturnType<typeof engine>) {
  const s = await e.service.createSession({ storeId: STORE, description: 'Recount', areas: ['Front'], blind: false });
  e.service.ingest(s.id, epcEvents([1, 2, 3, 4, 5].map((n) => epcOf(1, n))));
  e.service.ingest(s.id, epcEvents([epcOf(2, 1), epcOf(3, 1)]));
  expect(await e.service.flush()).toBe(true);
  return s.id;
}
const sentItems = (e: ReturnType<typeof engine>) => e.fake.sent.flatMap((x) => x.items ?? []);

describe('the review judged by tolerances', () => {
  it('marks each counted line within or beyond; a category tolerance replaces the default', async () => {
    const e = start();
    const id = await counted(e);
    const zero = e.service.reviewLines(id, { default: {} });
    expect(zero.lines.map((l) => [l.sku, l.verdict])).toEqual([
      ['SKU-1', 'within'],
      ['SKU-2', 'beyond'],
      ['SKU-3', 'beyond'],
    ]);
    const loose = e.service.reviewLines(id, { default: { units: 1 }, byCategory: { Shoes: { units: 2 } } });
    expect(loose).toMatchObject({ within: 2, beyond: 1, notCounted: 0 });
    expect(loose.lines.find((l) => l.sku === 'SKU-3')).toMatchObject({ variance: -3, varianceValue: -90 });
    expect(e.service.reviewLines(id, { default: { units: 1 } }, true).lines.map((l) => l.sku)).toEqual(['SKU-3']);
  });

  it('counts an item not counted with nothing on hand as not counted, but not as missing', async () => {
    const e = start();
    // Item 2 has nothing on hand, item 3 has 4: neither is counted, only item 3 is missing.
    e.fake.api.iterateInventory = async function* () {
      yield [
        { itemID: ONE, storeID: STORE, onHand: 5, rowUpdated: '' },
        { itemID: TWO, storeID: STORE, onHand: 0, rowUpdated: '' },
        { itemID: THREE, storeID: STORE, onHand: 4, rowUpdated: '' },
      ];
    };
    const s = await e.service.createSession({ storeId: STORE, description: 'Part', areas: ['Front'], blind: false });
    e.service.ingest(s.id, epcEvents([epcOf(1, 1)]));
    const review = e.service.reviewLines(s.id, { default: {} });
    expect(review).toMatchObject({ within: 0, beyond: 1, notCounted: 2, missing: 1 });
    const missing = e.service.missing({ sessionId: s.id, offset: 0, limit: 10 });
    expect(missing.blind ? null : missing.total).toBe(review.missing);
  });
});

describe('a recount request', () => {
  it('is refused before anything changes when the session is not on the service or the service is unreachable', async () => {
    const e = start();
    const s = await e.service.createSession({ storeId: STORE, description: 'Offline', areas: ['Front'], blind: false });
    await expect(e.service.requestRecount(s.id, [ONE])).rejects.toMatchObject({ code: 'offline' });
    const id = await counted(e);
    e.fake.fail.offline = true;
    await expect(e.service.requestRecount(id, [TWO])).rejects.toThrow('offline');
    expect(e.service.session(id).status).toBe('Active');
    expect(e.service.recountList(id).items).toEqual([]);
    expect(
      e.service.lines({ sessionId: id, offset: 0, limit: 10, sort: 'description', dir: 'asc' }).lines[1],
    ).toMatchObject({ counted: 1 });
  });

  it('sends listed lines as null until counted again, and only listed items change', async () => {
    const e = start();
    const id = await counted(e);
    const before = sentItems(e).length;
    const list = await e.service.requestRecount(id, [TWO, THREE]);
    expect(list).toMatchObject({ status: 'Recount' });
    expect(e.fake.sessions.get(id)?.status).toBe(MobileStatus.Recount);
    expect(await e.service.flush()).toBe(true);
    // The request: the markers (2) and every line of the two items the service holds (this PC's two), as null;
    // then the outbox sends this PC's two lines, reset in the journal, as null again: all null.
    expect(
      sentItems(e)
        .slice(before)
        .map((i) => [i.itemID, i.count]),
    ).toEqual(
      expect.arrayContaining([
        [TWO, null],
        [THREE, null],
      ]),
    );
    expect(sentItems(e).slice(before)).toHaveLength(6);
    expect(
      sentItems(e)
        .slice(before)
        .every((i) => i.count === null),
    ).toBe(true);

    // Item 1 is not listed: a scan is refused but logged, a change by hand is refused.
    const refused = e.service.ingest(id, epcEvents([epcOf(1, 9)]));
    expect(refused.events.map((x) => x.outcome)).toEqual(['refused']);
    expect(() => e.service.addItem(id, ONE, 1)).toThrow(NOT_LISTED);
    const lineOne = e.service
      .lines({ sessionId: id, offset: 0, limit: 10, sort: 'description', dir: 'asc' })
      .lines.find((l) => l.itemId === ONE)!;
    expect(() => e.service.setQuantity(lineOne.lineId, 7)).toThrow(NOT_LISTED);
    expect(() => e.service.adjust(lineOne.lineId, 1)).toThrow(NOT_LISTED);
    // An undo never reaches behind the recount: the listed items' earlier scans are closed, item 1's is not listed.
    expect(() => e.service.undo(id, 1)).toThrow(NOT_LISTED);
    // Before any recount the finalize confirmation says both listed items would be left as they are, with what
    // they held before (1 unit each, at 20 and 30), and their lines say they wait (not a counted zero).
    expect(await e.service.finalizePreview(id)).toMatchObject({
      notRecounted: 2,
      notRecountedEarlier: { units: 2, value: 50 },
    });
    const waiting = () =>
      e.service
        .lines({ sessionId: id, offset: 0, limit: 10, sort: 'description', dir: 'asc' })
        .lines.map((l) => [l.sku, l.counted, l.recountEarlier]);
    expect(waiting()).toEqual([
      ['SKU-1', 5, undefined],
      ['SKU-2', 0, 1],
      ['SKU-3', 0, 1],
    ]);
    // Item 3 recounted by its old tag; item 2 confirmed as zero: sent as 1 and 0 now.
    e.service.ingest(id, epcEvents([epcOf(3, 1)]));
    expect(await e.service.finalizePreview(id)).toMatchObject({
      notRecounted: 1,
      notRecountedEarlier: { units: 1, value: 20 },
    });
    expect(waiting()).toEqual([
      ['SKU-1', 5, undefined],
      ['SKU-2', 0, 1],
      ['SKU-3', 1, undefined],
    ]);
    await e.service.confirmZero(id, [TWO]);
    expect(waiting().map(([, , earlier]) => earlier)).toEqual([undefined, undefined, undefined]);
    const mark = sentItems(e).length;
    expect(await e.service.flush()).toBe(true);
    expect(
      sentItems(e)
        .slice(mark)
        .map((i) => [i.itemID, i.count]),
    ).toEqual(
      expect.arrayContaining([
        [TWO, 0],
        [THREE, 1],
      ]),
    );
    expect(e.service.recountList(id).items.map((i) => [i.sku, i.earlier, i.recounted])).toEqual([
      ['SKU-2', 1, 0],
      ['SKU-3', 1, 1],
    ]);
    const done = await e.service.finalizePreview(id);
    expect(done.notRecounted).toBe(0);
    expect(done.notRecountedEarlier).toBeUndefined();
  });

  it('is learnt from a read-back: items another PC sent as null are listed once, and this PC recounts them', async () => {
    const e = start();
    const id = await counted(e);
    // Another PC asked for a recount of item 3: the session is Recount, with its null marker.
    e.fake.sessions.set(id, { status: MobileStatus.Recount, description: 'Recount' });
    const marker = '99999999-9999-4999-8999-999999999999';
    e.fake.onService.set(marker, { sessionItemID: marker, itemID: THREE, count: null, flagID: null });
    await e.service.refreshSession(id);
    expect(e.service.session(id).status).toBe('Recount');
    expect(e.service.recountList(id).items.map((i) => [i.sku, i.areas, i.earlier, i.recounted])).toEqual([
      ['SKU-3', ['Front'], 1, null],
    ]);
    const audit = e.journal
      .prepare("SELECT before, after FROM count_audit WHERE source = 'recount' AND item_id = ?")
      .all(THREE);
    expect(audit).toEqual([{ before: 1, after: 0 }]);
    e.service.ingest(id, epcEvents([epcOf(3, 1), epcOf(3, 2)]));
    await e.service.refreshSession(id);
    expect(e.service.recountList(id).items[0]).toMatchObject({ recounted: 2 });
    expect(e.service.ingest(id, epcEvents([epcOf(2, 5)])).events[0]).toMatchObject({
      outcome: 'refused',
      message: NOT_LISTED,
    });
  });

  it('counts any item in a session set to Recount with no list (the back office named no items)', async () => {
    const e = start();
    const id = await counted(e);
    e.fake.sessions.set(id, { status: MobileStatus.Recount, description: 'Recount' });
    await e.service.refreshSession(id);
    expect(e.service.session(id)).toMatchObject({ status: 'Recount', readOnly: false });
    expect(e.service.recountList(id).items).toEqual([]);
    expect(e.service.ingest(id, epcEvents([epcOf(2, 7)])).events[0]).toMatchObject({ outcome: 'plusOne' });
    // Processed elsewhere: read-only like Finalized.
    e.fake.sessions.set(id, { status: MobileStatus.Processed, description: 'Recount' });
    expect(await e.service.flush()).toBe(true);
    await e.service.refreshSession(id);
    expect(e.service.session(id)).toMatchObject({ status: 'Processed', readOnly: true });
    expect(() => e.service.ingest(id, epcEvents([epcOf(2, 8)]))).toThrow('processed');
  });
});
