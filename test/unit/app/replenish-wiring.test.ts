// Process: test (node). Replenishment as the app wires it (hosts/app/replenish) on a real journal and catalog file:
// the engine refuses in its words while stopped; typed pick scans resolved on the scan index tick a line (a tag read
// again is 'already', an item the list does not ask for 'notOnList', a code no item has 'unknown'); in pick mode a
// reader batch through the one scan target picks and is pushed once as 'replenish.changed'; a put-away refuses an
// area that is no sales floor and then puts the picks on the floor, the list empty; a miss refuses an item off the
// list; Settings' stale-days limit reaches the list. With a floor scan chosen, the list the screen holds follows
// the scan's committed batches (live-list.ts): the first pushed at once as 'replenish.linesChanged', the next
// gathered, and nothing listened to once the screen is closed.
import { describe, expect, it } from 'vitest';
import type { EventName, EventPayload } from '../../../contract';
import { ItemIndex } from '../../../domain/resolve/item-index';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { createAppReplenish } from '../../../hosts/app/replenish/app-replenish';
import { replenishHandlers } from '../../../hosts/app/replenish/handlers';
import { createScanTarget } from '../../../hosts/app/scan-target/scan-target';
import { createEventHub } from '../../../hosts/ipc/events';
import { waitFor } from '../../helpers/waits';
import { replenishStore, STORE } from '../replenish/fixture';
import { addCount, gtin, sgtin } from '../tags/journal-fixture';

const FLOOR = 'Sales floor';
const BACK = 'Stockroom';
const JEANS_GTIN = gtin('0061414112345');
const HAT_GTIN = gtin('0061414199999');
const E = (n: number) => sgtin(JEANS_GTIN, n);
const ITEM_ID = '22222222-2222-4222-8222-222222222222';

type SessionListener = (sessionId: string, kind: 'batch' | 'edit' | 'status', firstReadAt?: number) => void;

function wired(staleDays?: () => number) {
  const listeners = new Set<SessionListener>();
  const s = replenishStore();
  // jeans is the one line: 0 on the floor, 3 in the stockroom, minimum 1 → bring 1.
  s.addItems([
    { id: 'jeans', onHand: 3 },
    { id: 'hat', onHand: 0 },
  ]);
  addCount(s.journal, 'nov', {
    areas: [FLOOR, BACK],
    tags: [
      { epc: E(1), item: 'jeans', area: BACK },
      { epc: E(2), item: 'jeans', area: BACK },
      { epc: E(3), item: 'jeans', area: BACK },
    ],
  });
  recordFinalizedTags(s.journal, 'nov', { now: () => 1_000_000 });
  const index = new ItemIndex<ResolvableItem>();
  index.upsert({ id: 'jeans', sku: 'JEANS', upc: [], epcGTIN: [JEANS_GTIN], active: true });
  index.upsert({ id: 'hat', sku: 'HAT', upc: [], epcGTIN: [HAT_GTIN], active: true });
  const events = createEventHub();
  const pushed: EventPayload<'replenish.changed'>[] = [];
  const changes: EventPayload<'replenish.linesChanged'>[] = [];
  events.subscribe((event: EventName, payload: unknown) => {
    if (event === 'replenish.changed') pushed.push(payload as EventPayload<'replenish.changed'>);
    if (event === 'replenish.linesChanged') changes.push(payload as EventPayload<'replenish.linesChanged'>);
  });
  const target = createScanTarget();
  const replenish = createAppReplenish({
    events,
    target,
    catalogDb: () => s.catalog,
    workingStoreId: () => STORE,
    unavailable: () => 'Sign in first: replenishment works on the signed-in service.',
    ...(staleDays ? { staleDays } : {}),
    sessionChanges: () => (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  const handlers = replenishHandlers(replenish);
  /** What the count engine tells after committing a batch of `sessionId`. */
  const committed = (sessionId: string) => {
    for (const l of listeners) l(sessionId, 'batch', 1_234);
  };
  return { ...s, index, replenish, handlers, target, pushed, changes, listeners, committed };
}

const kinds = (r: { outcomes: { kind: string }[] }) => r.outcomes.map((o) => o.kind);

describe('replenishment wired in the app', () => {
  it('refuses while stopped, in its words', async () => {
    const { handlers } = wired();
    await expect(async () => handlers['replenish.list']({})).rejects.toMatchObject({
      code: 'replenish_unavailable',
      message: 'Sign in first: replenishment works on the signed-in service.',
    });
  });

  it("flags a back-room picture stale by Settings' limit, the default without one", async () => {
    const stale = async (limit?: () => number) => {
      const { journal, index, replenish, handlers } = wired(limit);
      replenish.start(journal, index, 'tester');
      const list = await handlers['replenish.list']({});
      return list.pictures.filter((p) => p.area === BACK).map((p) => p.stale);
    };
    // The count was recorded in 1970: older than the default 7 days, not older than a limit of a million days.
    expect(await stale()).toEqual([true]);
    expect(await stale(() => 1_000_000)).toEqual([false]);
  });

  it('picks typed codes and reader batches, puts away on the floor only, and the list empties', async () => {
    const { journal, index, replenish, handlers, target, pushed } = wired();
    replenish.start(journal, index, 'tester');
    const list = await handlers['replenish.list']({});
    expect(list.totals).toEqual({ lines: 1, units: 1 });
    expect(list.areas.map((a) => [a.area, a.role])).toEqual([
      [FLOOR, 'floor'],
      [BACK, 'back'],
    ]);
    expect(list.floorScans.map((f) => f.sessionId)).toEqual(['nov']);

    const typed = await handlers['replenish.pick.scan']({ area: BACK, texts: [E(1), E(1), sgtin(HAT_GTIN, 1), '12'] });
    expect(kinds(typed)).toEqual(['picked', 'already', 'notOnList', 'unknown']);
    expect(typed.outcomes[0]).toMatchObject({ sku: 'JEANS', epc: E(1) });
    expect(typed.view.lines.map((l) => [l.sku, l.bring, l.picked])).toEqual([['JEANS', 1, 1]]);

    // Pick mode: the reader's batch goes to picking; the line asks for no more, so a second tag is not on the list.
    await handlers['replenish.pick.activate']({ area: BACK });
    expect(target.active('replenish')).toBe(STORE);
    target.route([{ type: 'epc', hex: E(2), at: 2_000_000 }]);
    expect(pushed.map(kinds)).toEqual([['notOnList']]);
    await handlers['replenish.pick.deactivate']({});
    expect(target.active('replenish')).toBeNull();

    await expect(async () => handlers['replenish.pick.putAway']({ area: BACK })).rejects.toMatchObject({
      code: 'not_floor_area',
    });
    const away = await handlers['replenish.pick.putAway']({ area: FLOOR });
    expect(away.outcomes.map((o) => [o.kind, o.epc, o.fromArea])).toEqual([['placed', E(1), BACK]]);
    expect(away.view.lines).toEqual([]);
    expect(away.view.totals).toEqual({ lines: 0, units: 0 });

    await expect(async () =>
      handlers['replenish.pick.miss']({ itemId: ITEM_ID, reason: 'not_found' }),
    ).rejects.toMatchObject({ code: 'not_on_list' });
    replenish.stop();
    expect(() => replenish.on()).toThrow(/Sign in first/);
  });

  it("follows the chosen floor scan's batches while the screen is open, and stops listening when closed", async () => {
    const { journal, index, replenish, handlers, changes, listeners, committed } = wired();
    addCount(journal, 'scan', { areas: [FLOOR], scope: { kind: 'areas' }, status: 1, openedAt: 2_000_000, tags: [] });
    replenish.start(journal, index, 'tester');
    expect(listeners.size).toBe(0);
    const list = await handlers['replenish.list']({ floorSessionId: 'scan' });
    expect(list.totals).toEqual({ lines: 1, units: 1 });
    expect(listeners.size).toBe(1);
    // A batch of another session is not this list's; the floor scan's own reads are.
    committed('nov');
    const read = (epc: string, at: number) => {
      journal
        .prepare("INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES ('scan', ?, 'jeans', ?, 1)")
        .run(epc, FLOOR);
      journal
        .prepare(
          `INSERT INTO count_scans (session_id, at, source, raw, epc, item_id, area, delta) VALUES ('scan', ?, 'rfid', ?, ?, 'jeans', ?, 1)`,
        )
        .run(at, epc, epc, FLOOR);
      committed('scan');
    };
    read(E(1), 2_000_100);
    await waitFor(() => changes.length === 1, 5_000, 'the first change');
    // Jeans' stockroom tag is on the floor now: the one line leaves.
    expect(changes[0]).toMatchObject({ storeId: STORE, floorSessionId: 'scan', lines: [], removed: ['jeans'] });
    expect(changes[0]).toMatchObject({ totals: { lines: 0, units: 0 }, firstReadAt: 1_234 });
    // Two batches at once: gathered into one change.
    read(E(2), 2_000_200);
    read(E(3), 2_000_300);
    await waitFor(() => changes.length === 2, 5_000, 'the gathered change');
    expect(changes[1]!.pictures?.find((p) => p.area === FLOOR)?.takenAt).toBe(2_000_300);
    await handlers['replenish.close']({});
    expect(listeners.size).toBe(0);
    replenish.stop();
  });
});
