// Process: main (domain, Electron-free). The accuracy history's tables, one journal migration (appended to
// domain/journal/migrations.ts): a row per finalized count, and a row per counted item in scope (within or beyond),
// from which the per-category figures and the items most often wrong are read (history.ts).
export const ACCURACY_MIGRATION = `
  -- One row per finalized count. finalized_at: unix ms, as near as known. source: 'journal' (this PC's on-hand
  -- snapshot and lines) or 'service' (only the service's items: within, exact, accuracy and value are NULL).
  -- tolerances: domain/review/tolerance.ts Tolerances as JSON, the store's when the count was stored.
  CREATE TABLE accuracy_counts (
    session_id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL,
    description TEXT NOT NULL,
    scope TEXT NOT NULL,
    finalized_at INTEGER NOT NULL,
    source TEXT NOT NULL,
    items INTEGER NOT NULL,
    units REAL NOT NULL,
    within INTEGER,
    exact INTEGER,
    variance_value REAL,
    tolerances TEXT,
    recorded_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX accuracy_counts_store ON accuracy_counts (store_id, finalized_at);

  -- Each counted item in scope of a 'journal' count: its figures and verdict (within 1/0, exact 1/0).
  CREATE TABLE accuracy_items (
    session_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    category TEXT NOT NULL,
    expected REAL NOT NULL,
    counted REAL NOT NULL,
    variance_value REAL NOT NULL,
    within INTEGER NOT NULL,
    exact INTEGER NOT NULL,
    PRIMARY KEY (session_id, item_id)
  ) WITHOUT ROWID;
  CREATE INDEX accuracy_items_item ON accuracy_items (item_id);
`;
