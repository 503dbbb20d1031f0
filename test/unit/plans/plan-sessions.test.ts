// Process: test (node). A plan's counts on a real journal file (domain/plans/plan-sessions.ts): a finish heard
// from the counting service moves the plan once (Recount does not: the count goes on), a finish the journal holds
// while nothing listened is caught up once, and an older count finished after a newer one never moves the plan
// again. Plus the plan store's edit and delete.
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
  it('moves the plan once per finished count, heard or caught up; Recount does not move it', () => {
    const today = { day: '2026-11-24' };
    const { store, plan, sessions, session } = setUp(today);
    session('s1', 1);
    sessions.link(plan.id, 's1', plan.nextDue);
    expect(sessions.unfinished(plan.id)).toBe('s1');
    session('s1', 3);
    sessions.heard({ sessionId: 's1', from: 'Active', to: 'Recount' });
    expect(store.get(plan.id)!.nextDue).toBe('2026-11-23');
    session('s1', 2);
    sessions.heard({ sessionId: 's1', from: 'Recount', to: 'Finalized' });
    sessions.heard({ sessionId: 's1', from: 'Recount', to: 'Finalized' });
    expect(store.get(plan.id)).toMatchObject({ nextDue: '2026-11-30', lastDone: '2026-11-24', lastSessionId: 's1' });
    expect(sessions.catchUp()).toBe(0);
    expect(sessions.unfinished(plan.id)).toBeNull();

    // Finished while nothing listened (Processed by the back office): caught up once.
    today.day = '2026-12-01';
    session('s2', 1);
    sessions.link(plan.id, 's2', '2026-11-30');
    session('s2', 4);
    expect(sessions.catchUp()).toBe(1);
    expect(sessions.catchUp()).toBe(0);
    expect(store.get(plan.id)).toMatchObject({ nextDue: '2026-12-07', lastSessionId: 's2' });
    // An older count heard again after a newer one moved the plan: nothing moves.
    sessions.heard({ sessionId: 's1', from: 'Active', to: 'Finalized' });
    expect(store.get(plan.id)!.nextDue).toBe('2026-12-07');
    // A session no plan started is none of the plans' business.
    session('other', 2);
    sessions.heard({ sessionId: 'other', from: 'Active', to: 'Finalized' });
    expect(store.get(plan.id)!.nextDue).toBe('2026-12-07');
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
