// Process: main (domain, Electron-free). The count tolerances' table, one migration of the journal (appended to
// domain/journal/migrations.ts; apart from the store so the migrations list imports no journal code).
export const TOLERANCES_MIGRATION = `
  -- tolerances: domain/review/tolerance.ts Tolerances as JSON (default and per category), checked on the way in
  -- and out by contract/review.ts TolerancesSchema. A store with no row has zero tolerance (exact matches only).
  CREATE TABLE count_tolerances (
    store_id TEXT PRIMARY KEY,
    tolerances TEXT NOT NULL,
    set_at INTEGER NOT NULL,
    set_by TEXT
  ) WITHOUT ROWID;
`;
