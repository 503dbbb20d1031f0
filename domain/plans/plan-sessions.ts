// Process: main (domain, Electron-free). Which count session each plan started, and moving a plan's next due date
// when one of them is finished. Two ways in, so no finalize is lost: `heard` from the counting service's
// onStatusChange (finalized here, or read back Finalized/Processed from another PC), and `catchUp` over the
// journal (a status taken while nothing listened: before a restart, or while the plans were not built yet).
import type { StatusChange } from '../counts/status-changes';
import type { JournalDb } from '../journal/journal';
import { createLogger } from '../shared/logger';
import type { PlanStore } from './plan-store';

const log = createLogger('plans.sessions');

/** Finalized (2) and Processed (4): a count that is over. Recount (3) is not: the count goes on. */
const DONE_STATUSES = [2, 4];

export interface PlanSessionLink {
  sessionId: string;
  planId: string;
  dueOn: string;
  doneOn: string | null;
}

export function createPlanSessions(db: JournalDb, plans: PlanStore, today: () => string) {
  const insert = db.prepare(
    'INSERT INTO count_plan_sessions (session_id, plan_id, due_on, started_at) VALUES (?, ?, ?, ?)',
  );
  const bySession = db.prepare(
    'SELECT session_id AS sessionId, plan_id AS planId, due_on AS dueOn, done_on AS doneOn FROM count_plan_sessions WHERE session_id = ?',
  );
  const setDone = db.prepare('UPDATE count_plan_sessions SET done_on = ? WHERE session_id = ?');
  const unfinished = db.prepare(
    `SELECT l.session_id AS sessionId FROM count_plan_sessions l JOIN count_sessions s ON s.id = l.session_id
     WHERE l.plan_id = ? AND l.done_on IS NULL AND s.status NOT IN (${DONE_STATUSES.join(', ')})
       AND s.locked_reason IS NULL ORDER BY l.started_at DESC LIMIT 1`,
  );
  const finishedNotDone = db.prepare(
    `SELECT l.session_id AS sessionId FROM count_plan_sessions l JOIN count_sessions s ON s.id = l.session_id
     WHERE l.done_on IS NULL AND s.status IN (${DONE_STATUSES.join(', ')}) ORDER BY l.started_at`,
  );

  // The plan moves first, then the link is marked: a crash between the two leaves a link that catchUp takes
  // again, and markDone does not move a plan twice for the same session.
  const done = (sessionId: string): void => {
    const link = bySession.get(sessionId) as PlanSessionLink | undefined;
    if (!link || link.doneOn !== null) return;
    const day = today();
    plans.markDone(link.planId, sessionId, day);
    setDone.run(day, sessionId);
  };

  return {
    /** Keeps the plan of a session just started for it. */
    link(planId: string, sessionId: string, dueOn: string): void {
      insert.run(sessionId, planId, dueOn, Date.now());
    },
    /** The plan's count started and not finished (nor locked): starting the plan again returns it. */
    unfinished: (planId: string): string | null =>
      (unfinished.get(planId) as { sessionId: string } | undefined)?.sessionId ?? null,
    of: (sessionId: string): PlanSessionLink | null =>
      (bySession.get(sessionId) as PlanSessionLink | undefined) ?? null,
    /** For countService.onStatusChange: a plan's count finished moves the plan. */
    heard(change: StatusChange): void {
      if (change.to === 'Finalized' || change.to === 'Processed') done(change.sessionId);
    },
    /** Every plan count the journal holds as finished that has not moved its plan yet; how many moved. */
    catchUp(): number {
      const rows = finishedNotDone.all() as { sessionId: string }[];
      for (const r of rows) done(r.sessionId);
      if (rows.length) log.info('plan counts caught up', { sessions: rows.length });
      return rows.length;
    },
  };
}
export type PlanSessions = ReturnType<typeof createPlanSessions>;
