// Process: main (domain, Electron-free). Which count session each plan started, and moving a plan's next due date
// when one of them is finished. The link is kept before its session exists (plan-service.ts start), so a kill
// between the two leaves a link to create the session under, never a second session. A plan moves from the journal
// alone (`catchUp`): as a listener of counting's reconciler of finished counts (`planDueDates`), it runs on every
// status change, finalize and refresh and at the engine's start, so a finish taken while nothing listened (a kill,
// a restart, another process) moves its plan once.
import type { FinishedCountListener } from '../counts/finished-counts';
import { finishedSql, unfinishedSql } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { todayLocal } from './days';
import { createPlanStore, type PlanStore } from './plan-store';

export interface PlanSessionLink {
  sessionId: string;
  planId: string;
  dueOn: string;
  doneOn: string | null;
}

/** The plan's count under way: its session, or the id to create it under (`created` false: linked, then killed). */
export interface UnfinishedCount {
  sessionId: string;
  created: boolean;
}

export function createPlanSessions(db: JournalDb, plans: PlanStore, today: () => string) {
  const insert = db.prepare(
    'INSERT INTO count_plan_sessions (session_id, plan_id, due_on, started_at) VALUES (?, ?, ?, ?)',
  );
  const bySession = db.prepare(
    'SELECT session_id AS sessionId, plan_id AS planId, due_on AS dueOn, done_on AS doneOn FROM count_plan_sessions WHERE session_id = ?',
  );
  const setDone = db.prepare('UPDATE count_plan_sessions SET done_on = ? WHERE session_id = ? AND done_on IS NULL');
  const unfinished = db.prepare(
    `SELECT l.session_id AS sessionId, s.id IS NOT NULL AS created
     FROM count_plan_sessions l LEFT JOIN count_sessions s ON s.id = l.session_id
     WHERE l.plan_id = ? AND l.done_on IS NULL
       AND (s.id IS NULL OR (${unfinishedSql('s.status')} AND s.locked_reason IS NULL))
     ORDER BY l.started_at DESC LIMIT 1`,
  );
  const finishedNotDone = db.prepare(
    `SELECT l.session_id AS sessionId FROM count_plan_sessions l JOIN count_sessions s ON s.id = l.session_id
     WHERE l.done_on IS NULL AND ${finishedSql('s.status')} ORDER BY l.started_at`,
  );

  // The plan moves and the link is marked in one transaction: a kill leaves both or neither, and a link marked
  // done never moves its plan again (also an older count heard after a newer one moved the plan).
  const done = (sessionId: string): void => {
    const link = bySession.get(sessionId) as PlanSessionLink | undefined;
    if (!link || link.doneOn !== null) return;
    const day = today();
    plans.markDone(link.planId, sessionId, day, () => setDone.run(day, sessionId));
    crashPoint('plans.due.moved');
  };

  return {
    /** Keeps the plan of a session about to be started for it (before the session exists: plan-service.ts). */
    link(planId: string, sessionId: string, dueOn: string): void {
      insert.run(sessionId, planId, dueOn, Date.now());
    },
    /** The plan's count started and not finished (nor locked): starting the plan again returns it. */
    unfinished(planId: string): UnfinishedCount | null {
      const row = unfinished.get(planId) as { sessionId: string; created: number } | undefined;
      return row ? { sessionId: row.sessionId, created: row.created === 1 } : null;
    },
    of: (sessionId: string): PlanSessionLink | null =>
      (bySession.get(sessionId) as PlanSessionLink | undefined) ?? null,
    /** Every plan count the journal holds as finished that has not moved its plan yet; how many moved. */
    catchUp(): number {
      const rows = finishedNotDone.all() as { sessionId: string }[];
      for (const r of rows) done(r.sessionId);
      return rows.length;
    },
  };
}
export type PlanSessions = ReturnType<typeof createPlanSessions>;

/** Plans as a listener of counting's reconciler (CountService.onFinishedCounts): a finished count moves its plan. */
export function planDueDates(db: JournalDb, opts: { today?: () => string } = {}): FinishedCountListener {
  const sessions = createPlanSessions(db, createPlanStore(db), opts.today ?? (() => todayLocal()));
  return {
    name: 'plan due dates',
    reconcile: () => sessions.catchUp(),
  };
}
