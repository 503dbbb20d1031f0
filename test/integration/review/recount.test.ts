// Process: test (node). The recount loop against the real local service, as a team count on two data folders:
// A counts items 0, 1 and 3, B counts items 0 and 4; the review on A (the store's tolerances from the journal)
// finds them beyond a zero tolerance; A sends items 0, 1 and 5 (never counted) back. Checked: MobileStatus 3 at
// the service, the listed items held there as count null, only listed items counted (others refused, the scan
// kept in the journal), the recount replacing the earlier count (absolute, the same tags counting again), the
// audit keeping both counts, B seeing Recount and the list (its line of item 0 reset at the service by the request,
// and in its journal once read), finalize refused while a listed item is not counted again, then done.
import { describe, expect, it } from 'vitest';
import { MobileStatus } from '../../../domain/api/wire/sessions';
import { NOT_LISTED } from '../../../domain/review/recount-list';
import { createToleranceStore } from '../../../domain/review/tolerance-store';
import { countsOnService, epcEvents, startEngines, type TestCountEngine } from '../counts/harness';

let a: TestCountEngine;
let b: TestCountEngine;
startEngines({ second: true }, (e) => {
  ({ a, b } = e);
});

const audit = (e: TestCountEngine, sessionId: string, itemId: string) =>
  e.journal
    .prepare('SELECT source, area, before, after FROM count_audit WHERE session_id = ? AND item_id = ? ORDER BY id')
    .all(sessionId, itemId) as { source: string; area: string; before: number; after: number }[];

describe('recount against the local service', () => {
  it('sends beyond-tolerance items back, counts only them, replaces their counts and finalizes', async () => {
    const item = (i: number) => a.items[i]!.id;
    const s = await a.service.createSession({
      storeId: a.storeId,
      description: 'Recount test',
      areas: ['Front', 'Back'],
      blind: false,
    });
    a.service.ingest(s.id, epcEvents([a.epc(0, 1), a.epc(0, 2), a.epc(3, 1)]));
    a.service.switchArea(s.id, 'Back');
    a.service.ingest(s.id, epcEvents([a.epc(1, 1), a.epc(1, 2), a.epc(1, 3)]));
    expect(await a.service.flush()).toBe(true);
    await b.service.openSession(s.id);
    b.service.ingest(s.id, epcEvents([b.epc(0, 10), b.epc(4, 1)]));
    expect(await b.service.flush()).toBe(true);
    await a.service.refreshSession(s.id);

    // The review on A with the store's tolerances (zero: none set) marks what differs from the on-hand.
    const tolerances = createToleranceStore(a.journal).get(a.storeId);
    const review = a.service.reviewLines(s.id, tolerances, true);
    expect(review.lines.length).toBeGreaterThan(0);
    expect(review.lines.every((l) => l.verdict === 'beyond' && l.counted !== l.expected)).toBe(true);
    const line0 = review.lines.find((l) => l.itemId === item(0));
    expect(line0?.counted).toBe(3);

    const list = await a.service.requestRecount(s.id, [item(0), item(1), item(5)]);
    expect((await a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Recount);
    expect(a.service.session(s.id).status).toBe('Recount');
    expect(list.items.map((i) => [i.itemId, i.areas, i.earlier, i.recounted]).sort()).toEqual(
      [
        [item(0), ['Front'], 3, null],
        [item(1), ['Back'], 3, null],
        [item(5), [], 0, null],
      ].sort(),
    );
    expect(await a.service.flush()).toBe(true);
    // The list travels as count null: one marker per item, A's lines of 0 and 1 until recounted, and B's line of
    // 0 (the request resets every PC's line of a listed item); item 3 keeps its count.
    const held = await a.api.getSession(s.id);
    const idsOf = (e: TestCountEngine) =>
      new Set(
        (e.journal.prepare('SELECT id FROM count_lines WHERE session_id = ?').all(s.id) as { id: string }[]).map(
          (r) => r.id,
        ),
      );
    const mineIds = idsOf(a);
    const bIds = idsOf(b);
    const nulls = held.sessionItems.filter((i) => i.count === null);
    const markers = nulls.filter((i) => !mineIds.has(i.sessionItemID) && !bIds.has(i.sessionItemID));
    expect(markers.map((i) => i.itemID).sort()).toEqual([item(0), item(1), item(5)].sort());
    expect(nulls.filter((i) => bIds.has(i.sessionItemID)).map((i) => i.itemID)).toEqual([item(0)]);
    expect(
      nulls
        .filter((i) => mineIds.has(i.sessionItemID))
        .map((i) => i.itemID)
        .sort(),
    ).toEqual([item(0), item(1)].sort());
    expect((await countsOnService(a.api, s.id)).byItem.get(item(3))).toBe(1);

    // Only listed items count: a scan of item 3 is refused and kept as a scan row; a change by hand is refused.
    const refused = a.service.ingest(s.id, epcEvents([a.epc(3, 2)]));
    expect(refused.events.map((e) => [e.outcome, e.message])).toEqual([['refused', NOT_LISTED]]);
    expect(
      a.journal
        .prepare('SELECT item_id, delta FROM count_scans WHERE session_id = ? AND decoded = ?')
        .all(s.id, NOT_LISTED),
    ).toEqual([{ item_id: item(3), delta: 0 }]);
    expect(() => a.service.addItem(s.id, item(3), 1)).toThrow(NOT_LISTED);

    // A recounts item 1 in Back: the same tags count again and replace the earlier 3 with 2.
    a.service.ingest(s.id, epcEvents([a.epc(1, 1), a.epc(1, 2)]));
    expect(audit(a, s.id, item(1))).toEqual([
      { source: 'rfid', area: 'Back', before: 0, after: 3 },
      { source: 'recount', area: 'Back', before: 3, after: 0 },
      { source: 'rfid', area: 'Back', before: 0, after: 2 },
    ]);
    expect(await a.service.flush()).toBe(true);

    // B reads the session back: Recount, the same list, its own count of item 0 back to 0 (its audit keeps the 1).
    await b.service.refreshSession(s.id);
    expect(b.service.session(s.id).status).toBe('Recount');
    expect(
      b.service
        .recountList(s.id)
        .items.map((i) => i.itemId)
        .sort(),
    ).toEqual([item(0), item(1), item(5)].sort());
    expect(audit(b, s.id, item(0)).map((r) => [r.source, r.before, r.after])).toEqual([
      ['rfid', 0, 1],
      ['recount', 1, 0],
    ]);
    const bRefused = b.service.ingest(s.id, epcEvents([b.epc(4, 2)]));
    expect(bRefused.events[0]?.outcome).toBe('refused');
    b.service.ingest(s.id, epcEvents([b.epc(0, 10), b.epc(0, 11)]));
    expect(await b.service.flush()).toBe(true);

    const after = await countsOnService(a.api, s.id);
    expect(after.byItem.get(item(0))).toBe(2);
    expect(after.byItem.get(item(1))).toBe(2);
    expect(after.byItem.get(item(3))).toBe(1);
    expect(after.byItem.get(item(4))).toBe(1);
    await a.service.refreshSession(s.id);
    const recounted = new Map(a.service.recountList(s.id).items.map((i) => [i.itemId, i.recounted]));
    expect(recounted).toEqual(
      new Map([
        [item(0), 2],
        [item(1), 2],
        [item(5), null],
      ]),
    );

    // Item 5 was never counted again: finalize names it and refuses, "anyway" too, until it is confirmed as zero.
    for (const anyway of [false, true])
      expect(await a.service.finalize(s.id, anyway)).toMatchObject({
        ok: false,
        reason: 'notRecounted',
        notRecounted: 1,
        items: [{ itemId: item(5) }],
      });
    expect(await a.service.confirmZero(s.id, [item(5)])).toEqual({ confirmed: 1 });
    const done = await a.service.finalize(s.id, false);
    expect(done).toMatchObject({ ok: true, status: 'Finalized' });
    expect((await a.api.getSession(s.id)).mobileStatus).toBe(MobileStatus.Finalized);
    await b.service.refreshSession(s.id);
    expect(b.service.session(s.id)).toMatchObject({ status: 'Finalized', readOnly: true });
  }, 120_000);
});
