// Process: main (domain, Electron-free). The store's count plans in the journal (count_plans): list, add, the
// plans due on a day, and markDone when a count of a plan is finalized. The rules are plan.ts's; this is the table.
import { randomUUID } from 'node:crypto';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import { isDue, nextDueAfter, type Plan, PlanEdit, PlanEvery, PlanInput, PlanWhat } from './plan';

const log = createLogger('plans.store');

interface PlanRow {
  id: string;
  store_id: string;
  name: string;
  what: string;
  every: string;
  next_due: string;
  last_done: string | null;
  last_session_id: string | null;
}

function planOf(r: PlanRow): Plan {
  return {
    id: r.id,
    storeId: r.store_id,
    name: r.name,
    // Parsed, not cast: a row this app cannot read is an error to see, not a plan to guess at.
    what: PlanWhat.parse(JSON.parse(r.what)),
    every: PlanEvery.parse(JSON.parse(r.every)),
    nextDue: r.next_due,
    lastDone: r.last_done,
    lastSessionId: r.last_session_id,
  };
}

export function createPlanStore(db: JournalDb, user: string | null = null) {
  const byStore = db.prepare('SELECT * FROM count_plans WHERE store_id = ? ORDER BY next_due, name');
  const byId = db.prepare('SELECT * FROM count_plans WHERE id = ?');
  const byName = db.prepare('SELECT 1 FROM count_plans WHERE store_id = ? AND name = ?');
  const insert = db.prepare(
    `INSERT INTO count_plans (id, store_id, name, what, every, next_due, created_at, created_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const moved = db.prepare('UPDATE count_plans SET next_due = ?, last_done = ?, last_session_id = ? WHERE id = ?');
  const otherByName = db.prepare('SELECT 1 FROM count_plans WHERE store_id = ? AND name = ? AND id <> ?');
  const update = db.prepare('UPDATE count_plans SET name = ?, what = ?, every = ?, next_due = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM count_plans WHERE id = ?');

  const get = (id: string): Plan | null => {
    const r = byId.get(id) as PlanRow | undefined;
    return r ? planOf(r) : null;
  };

  return {
    /** The store's plans, soonest due first. */
    list: (storeId: string): Plan[] => (byStore.all(storeId) as PlanRow[]).map(planOf),
    get,
    /** Throws UserError bad_input for an invalid plan or a name the store already uses. */
    add(input: unknown): Plan {
      const parsed = PlanInput.safeParse(input);
      if (!parsed.success) throw new UserError('bad_input', parsed.error.issues[0]?.message ?? 'Invalid plan');
      const p = parsed.data;
      if (byName.get(p.storeId, p.name)) throw new UserError('bad_input', `The store already has a plan "${p.name}"`);
      const id = randomUUID();
      insert.run(id, p.storeId, p.name, JSON.stringify(p.what), JSON.stringify(p.every), p.firstDue, Date.now(), user);
      log.info('plan added', { id, storeId: p.storeId, what: p.what.kind });
      return get(id)!;
    },
    /** Name, what, how often and the next due day replaced; the last count done is kept. UserError as add. */
    edit(input: unknown): Plan {
      const parsed = PlanEdit.safeParse(input);
      if (!parsed.success) throw new UserError('bad_input', parsed.error.issues[0]?.message ?? 'Invalid plan');
      const p = parsed.data;
      const plan = get(p.planId);
      if (!plan) throw new UserError('not_found', 'No such plan: it may have been deleted.');
      if (otherByName.get(plan.storeId, p.name, p.planId))
        throw new UserError('bad_input', `The store already has a plan "${p.name}"`);
      update.run(p.name, JSON.stringify(p.what), JSON.stringify(p.every), p.firstDue, p.planId);
      log.info('plan edited', { id: p.planId });
      return get(p.planId)!;
    },
    /** Deletes the plan; its counts stay as they are. False when there was no such plan. */
    remove: (id: string): boolean => remove.run(id).changes > 0,
    /** The store's plans due on `today` (overdue ones included), soonest first. */
    due: (storeId: string, today: string): Plan[] =>
      (byStore.all(storeId) as PlanRow[]).map(planOf).filter((p) => isDue(p, today)),
    /**
     * A count of the plan was finalized on `doneOn`: the next due date moves (plan.ts nextDueAfter). The same
     * session reported again (a refresh that sees Finalized twice) changes nothing. Null for an unknown plan.
     * `alsoDone` runs in the same transaction (plan-sessions.ts marks the link done), so a kill moves both or none.
     */
    markDone(planId: string, sessionId: string, doneOn: string, alsoDone?: () => void): Plan | null {
      return db.transaction(() => {
        alsoDone?.();
        const plan = get(planId);
        if (!plan || plan.lastSessionId === sessionId) return plan;
        const next = nextDueAfter(plan, doneOn);
        moved.run(next, doneOn, sessionId, planId);
        log.info('plan done', { planId, sessionId, doneOn, nextDue: next });
        return { ...plan, nextDue: next, lastDone: doneOn, lastSessionId: sessionId };
      })();
    },
  };
}
export type PlanStore = ReturnType<typeof createPlanStore>;
