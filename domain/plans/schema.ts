// Process: main (domain, Electron-free). The count plans' table, one migration of the journal (appended to
// domain/journal/migrations.ts). Plans are the store's own settings of this PC and exist nowhere else (the
// service has no plans), so they live in the journal beside the counts they schedule.
export const PLANS_MIGRATION = `
  -- what and every: domain/plans/plan.ts PlanWhat and PlanEvery as JSON. next_due and last_done: 'YYYY-MM-DD'.
  -- last_session_id: the count whose finalizing last moved next_due (the same count never moves it twice).
  CREATE TABLE count_plans (
    id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL,
    name TEXT NOT NULL,
    what TEXT NOT NULL,
    every TEXT NOT NULL,
    next_due TEXT NOT NULL,
    last_done TEXT,
    last_session_id TEXT,
    created_at INTEGER NOT NULL,
    created_by TEXT,
    UNIQUE (store_id, name)
  );
`;

/**
 * Which count session each plan started (appended migration): kept so that a finalize heard after a restart, or
 * read back from another PC, still moves the plan's next due date. due_on: the due day the count was started for;
 * done_on: set once its finalize moved the plan (never twice, also for an older count heard after a newer one).
 */
export const PLAN_SESSIONS_MIGRATION = `
  CREATE TABLE count_plan_sessions (
    session_id TEXT PRIMARY KEY,
    plan_id TEXT NOT NULL,
    due_on TEXT NOT NULL,
    started_at INTEGER NOT NULL,
    done_on TEXT
  );
  CREATE INDEX count_plan_sessions_plan ON count_plan_sessions (plan_id);
`;
