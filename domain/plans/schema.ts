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
