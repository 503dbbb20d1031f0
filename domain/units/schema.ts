// Process: main (domain, Electron-free). The journal tables of food-and-beverage counting (domain/journal/migrations.ts
// appends this): each item's unit and each unit's precision, bottle weights in whole milligrams, shelf orders per
// store and area, and the weighings taken into counts (one row per weighing id: a weighing fed again after a kill is
// not added twice; domain/counts/weighing.ts).
export const UNITS_MIGRATION = `
  CREATE TABLE item_units (
    item_id TEXT PRIMARY KEY,
    unit TEXT NOT NULL,
    set_at INTEGER NOT NULL,
    set_by TEXT
  );
  CREATE TABLE unit_precisions (
    unit TEXT PRIMARY KEY,
    step_milli INTEGER NOT NULL,
    set_at INTEGER NOT NULL
  );
  CREATE TABLE item_weights (
    item_id TEXT PRIMARY KEY,
    full_mg INTEGER,
    tare_mg INTEGER,
    set_at INTEGER NOT NULL,
    set_by TEXT
  );
  CREATE TABLE shelf_order (
    store_id TEXT NOT NULL,
    area TEXT NOT NULL,
    item_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (store_id, area, item_id)
  ) WITHOUT ROWID;
  CREATE TABLE count_weighings (
    session_id TEXT NOT NULL,
    weighing_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    grams REAL NOT NULL,
    fraction REAL NOT NULL,
    scan_id INTEGER,
    PRIMARY KEY (session_id, weighing_id)
  ) WITHOUT ROWID;
`;
