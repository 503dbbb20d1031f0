// Process: test (node). A plan's counts on a real journal file (domain/plans/plan-sessions.ts): a link kept before
// its session exists is the count to create; a finish the journal holds moves the plan once (Recount does not: the
// count goes on), and an older count finished again after a newer one never moves the plan again; the move and the
// link's mark are one transaction. Plus the plan store's edit and delete.
import { describe, expect, it } from 'vitest';
import { createPlanSessions } from '../../../domain/plans/plan-sessions';
import { createPlanStore } from '../../../domain/plans/plan-store';
import { journalFiles } from './journal-files';

const STORE = '11111111-1111-4111-8111-111111111111';
const files = journalFiles('stocktake-plan-sessions-');
const newJournal = () => files.openAt(files.journalPath());

function setUp(today: { day: string }) {
  const db = newJournal();
  const store = createPlanStore(db);
  const plan = store.add({
    storeId: STORE,
    name: 'Weekly',
    what: { kind: 'scope', scope: { kind: 'store' } },
    every: { kind: 'interval', n: 7, unit: 'days' },
    firstDue: '2026-11-23',
  });
  const sessions = createPlanSessions(db, store, () => today.day);
  /** A count session row in the journal with a MobileStatus (1 Active, 2 Finalized, 3 Recount, 4 Processed). */
  const session = (id: string, status: number) =>
    db
      .prepare(
        `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at)
         VALUES (?, ?, 'c', 0, ?, 'created', 'Main', 0)
         ON CONFLICT (id) DO UPDATE SET status = excluded.status`,
      )
      .run(id, STORE, status);
  return { db, store, plan, sessions, session };
}

describe("a plan's counts", () => {
  it('moves the plan once per finished count, from the journal; Recount does not move it', () => {
    const today = { day: '2026-11-24' };
    const { store, plan, sessions, session } = setUp(today);
    // Linked before the session exists (a plan's start): the count to create under that id.
    sessions.link(plan.id, 's1', plan.nextDue);
    expect(sessions.unfinished(plan.id)).toEqual({ sessionId: 's1', created: false });
    expect(sessions.catchUp()).toBe(0);
    session('s1', 1);
    expect(sessions.unfinished(plan.id)).toEqual({ sessionId: 's1', created: true });
    session('s1', 3);
    expect(sessions.catchUp()).toBe(0);
    expect(store.get(plan.id)!.nextDue).toBe('2026-11-23');
    session('s1', 2);
    expect(sessions.catchUp()).toBe(1);
    expect(sessions.catchUp()).toBe(0);
    expect(store.get(plan.id)).toMatchObject({ nextDue: '2026-11-30', lastDone: '2026-11-24', lastSessionId: 's1' });
    expect(sessions.of('s1')).toMatchObject({ doneOn: '2026-11-24' });
    expect(sessions.unfinished(plan.id)).toBeNull();

    // Finished while nothing listened (Processed by the back office): caught up once.
    today.day = '2026-12-01';
    session('s2', 1);
    sessions.link(plan.id, 's2', '2026-11-30');
    session('s2', 4);
    expect(sessions.catchUp()).toBe(1);
    expect(sessions.catchUp()).toBe(0);
    expect(store.get(plan.id)).toMatchObject({ nextDue: '2026-12-07', lastSessionId: 's2' });
    // An older count finished again (Finalized -> Processed) after a newer one moved the plan: nothing moves.
    session('s1', 4);
    expect(sessions.catchUp()).toBe(0);
    expect(store.get(plan.id)!.nextDue).toBe('2026-12-07');
    // A session no plan started is none of the plans' business.
    session('other', 2);
    expect(sessions.catchUp()).toBe(0);
    expect(store.get(plan.id)!.nextDue).toBe('2026-12-07');
  });

  it('moves the plan and marks its link in one transaction: a failure leaves neither', () => {
    const { db, store, plan, sessions, session } = setUp({ day: '2026-11-24' });
    sessions.link(plan.id, 's1', plan.nextDue);
    session('s1', 2);
    // The plan's row cannot be written: the link must not be marked done without the plan having moved.
    db.exec(`CREATE TRIGGER no_move BEFORE UPDATE OF next_due ON count_plans BEGIN SELECT RAISE(ABORT, 'full'); END`);
    expect(() => sessions.catchUp()).toThrow(/full/);
    expect(sessions.of('s1')).toMatchObject({ doneOn: null });
    db.exec('DROP TRIGGER no_move');
    expect(sessions.catchUp()).toBe(1);
    expect(store.get(plan.id)).toMatchObject({ nextDue: '2026-11-30', lastSessionId: 's1' });
  });

  it('edits a plan (names stay unique) and deletes it', () => {
    const { store, plan } = setUp({ day: '2026-11-24' });
    store.add({
      storeId: STORE,
      name: 'Other',
      what: { kind: 'scope', scope: { kind: 'areas' } },
      every: { kind: 'interval', n: 1, unit: 'days' },
      firstDue: '2026-11-23',
    });
    const edit = {
      planId: plan.id,
      name: 'Shoes monthly',
      what: { kind: 'scope', scope: { kind: 'categories', categories: ['Shoes'] } },
      every: { kind: 'interval', n: 4, unit: 'weeks' },
      firstDue: '2026-12-01',
    };
    expect(store.edit(edit)).toMatchObject({ name: 'Shoes monthly', nextDue: '2026-12-01', every: { n: 4 } });
    expect(() => store.edit({ ...edit, name: 'Other' })).toThrow(/already has a plan "Other"/);
    expect(() => store.edit({ ...edit, planId: '33333333-3333-4333-8333-333333333333' })).toThrow(/No such plan/);
    expect(store.remove(plan.id)).toBe(true);
    expect(store.remove(plan.id)).toBe(false);
    expect(store.list(STORE).map((p) => p.name)).toEqual(['Other']);
  });
});
