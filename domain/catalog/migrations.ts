// Process: main (domain, Electron-free). The catalog schema as an ordered list of migrations; the database's
// user_version says how many have run, so an older cache file is upgraded in place instead of re-synced.

/** SQL computing an item's index record from its tables: [id, sku, active, [upc...], [epcGTIN..., current first]]. */
export const INDEX_REC_SQL = (idExpr: string) => `json_array(id, sku, active,
    json((SELECT json_group_array(upc) FROM (SELECT upc FROM item_upcs u WHERE u.item_id = ${idExpr} ORDER BY position))),
    json((SELECT json_group_array(gtin14) FROM
      (SELECT gtin14 FROM item_gtins g WHERE g.item_id = ${idExpr} ORDER BY is_current DESC, gtin14))))`;

/** Append only: never edit a migration that has shipped, add the next one. */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE items (
    id TEXT PRIMARY KEY,
    sku TEXT NOT NULL,
    description TEXT NOT NULL,
    pos_description1 TEXT NOT NULL,
    pos_description2 TEXT NOT NULL,
    active INTEGER NOT NULL,
    matrix_id TEXT,
    level_id TEXT,
    level1_id TEXT,
    level2_id TEXT,
    last_updated TEXT NOT NULL,
    raw TEXT NOT NULL
  );
  CREATE INDEX items_sku ON items(sku COLLATE NOCASE);
  CREATE INDEX items_matrix ON items(matrix_id) WHERE matrix_id IS NOT NULL;

  CREATE TABLE item_stores (
    item_id TEXT NOT NULL,
    store_id TEXT NOT NULL,
    retail_price1 REAL NOT NULL,
    -- start of the last full sync of this store that listed the item: rows left unmarked when a full sync
    -- completes belong to items the store no longer carries, and are dropped (the item itself stays, flagged)
    seen_full_sync TEXT,
    PRIMARY KEY (item_id, store_id)
  ) WITHOUT ROWID;

  -- epcGTIN: each GTIN-14 belongs to exactly one item (spec 2.2); position 0 is the current one.
  CREATE TABLE item_gtins (
    gtin14 TEXT PRIMARY KEY,
    item_id TEXT NOT NULL,
    is_current INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX item_gtins_item ON item_gtins(item_id);

  -- UPCs as the service spells them, plus the GTIN-14 form when the code is a valid GTIN.
  CREATE TABLE item_upcs (
    item_id TEXT NOT NULL,
    upc TEXT NOT NULL,
    position INTEGER NOT NULL,
    gtin14 TEXT,
    PRIMARY KEY (item_id, upc)
  ) WITHOUT ROWID;
  CREATE INDEX item_upcs_upc ON item_upcs(upc);
  CREATE INDEX item_upcs_gtin ON item_upcs(gtin14) WHERE gtin14 IS NOT NULL;

  CREATE TABLE stores (id TEXT PRIMARY KEY, code TEXT NOT NULL, description TEXT NOT NULL);
  CREATE TABLE vendors (id TEXT PRIMARY KEY, code TEXT NOT NULL, name TEXT NOT NULL, raw TEXT NOT NULL);
  CREATE TABLE dimensions (
    id TEXT PRIMARY KEY,
    dimension_number INTEGER NOT NULL,
    code TEXT NOT NULL,
    description TEXT NOT NULL
  );
  CREATE TABLE levels (id TEXT PRIMARY KEY, code TEXT NOT NULL, description TEXT NOT NULL);

  CREATE TABLE on_hand (
    item_id TEXT NOT NULL,
    store_id TEXT NOT NULL,
    qty REAL NOT NULL,
    row_updated TEXT NOT NULL,
    PRIMARY KEY (item_id, store_id)
  ) WITHOUT ROWID;

  -- One row per (store, phase). last_* describe the last completed run; run_* the one in progress, written
  -- in the same transaction as each page so a crash resumes at the next page.
  CREATE TABLE sync_state (
    store_id TEXT NOT NULL,
    phase TEXT NOT NULL CHECK (phase IN ('items', 'onhand')),
    last_started_at TEXT,
    last_completed_at TEXT,
    last_full_started_at TEXT,
    run_started_at TEXT,
    run_mode TEXT CHECK (run_mode IN ('full', 'incremental')),
    run_since TEXT,
    run_next_page INTEGER,
    run_next_link TEXT,
    run_items INTEGER NOT NULL DEFAULT 0,
    run_pages INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, phase)
  ) WITHOUT ROWID;

  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

  -- Description search for the "find the right item" flow; kept in step with items by triggers.
  CREATE VIRTUAL TABLE items_fts USING fts5(
    description, pos_description1, sku, content='items', content_rowid='rowid', tokenize='unicode61'
  );
  CREATE TRIGGER items_fts_ai AFTER INSERT ON items BEGIN
    INSERT INTO items_fts(rowid, description, pos_description1, sku)
    VALUES (new.rowid, new.description, new.pos_description1, new.sku);
  END;
  CREATE TRIGGER items_fts_ad AFTER DELETE ON items BEGIN
    INSERT INTO items_fts(items_fts, rowid, description, pos_description1, sku)
    VALUES ('delete', old.rowid, old.description, old.pos_description1, old.sku);
  END;
  CREATE TRIGGER items_fts_au AFTER UPDATE OF description, pos_description1, sku ON items BEGIN
    INSERT INTO items_fts(items_fts, rowid, description, pos_description1, sku)
    VALUES ('delete', old.rowid, old.description, old.pos_description1, old.sku);
    INSERT INTO items_fts(rowid, description, pos_description1, sku)
    VALUES (new.rowid, new.description, new.pos_description1, new.sku);
  END;
  `,
  // 2: the scan-index record of each item as one JSON value, kept by the writer, so opening the catalog reads
  // 100k items as one string instead of 300k rows through the native binding (several times slower).
  `
  ALTER TABLE items ADD COLUMN index_rec TEXT;
  UPDATE items SET index_rec = ${INDEX_REC_SQL('items.id')};
  `,
  // 3: a run may store pages out of order while it bounds its size (page-plan.ts): the pages stored above
  // run_next_page, the first page known past the end, the empty requests spent, and the size it started from.
  `
  ALTER TABLE sync_state ADD COLUMN run_done_pages TEXT;
  ALTER TABLE sync_state ADD COLUMN run_end_page INTEGER;
  ALTER TABLE sync_state ADD COLUMN run_wasted INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE sync_state ADD COLUMN run_previous_total INTEGER;
  `,
  // 4: the description index is rewritten only when the text it holds changes. The upsert's SET names these
  // columns for every row, so "UPDATE OF" alone fired for every item of a re-sync or an incremental page
  // (a delete and an insert into FTS5 per item) although most come back unchanged.
  `
  DROP TRIGGER items_fts_au;
  CREATE TRIGGER items_fts_au AFTER UPDATE OF description, pos_description1, sku ON items
  WHEN old.description IS NOT new.description OR old.pos_description1 IS NOT new.pos_description1
    OR old.sku IS NOT new.sku
  BEGIN
    INSERT INTO items_fts(items_fts, rowid, description, pos_description1, sku)
    VALUES ('delete', old.rowid, old.description, old.pos_description1, old.sku);
    INSERT INTO items_fts(rowid, description, pos_description1, sku)
    VALUES (new.rowid, new.description, new.pos_description1, new.sku);
  END;
  `,
  // 5: prefix indexes for 1-3 character prefixes. People type the start of words ("Classic T-S"): without them
  // FTS5 merges the doclist of every term a short prefix matches, which at 500,000 items took 60 ms p99; with
  // them the prefix's own doclist is read (16 ms p99). The triggers name the table, so they carry over; the
  // rebuild reads the text back from items (about 2 s once, at 500,000 items).
  `
  DROP TABLE items_fts;
  CREATE VIRTUAL TABLE items_fts USING fts5(
    description, pos_description1, sku, content='items', content_rowid='rowid', tokenize='unicode61',
    prefix='1 2 3'
  );
  INSERT INTO items_fts(items_fts) VALUES ('rebuild');
  `,
];
