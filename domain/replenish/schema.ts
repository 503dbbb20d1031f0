// Process: main (domain, Electron-free). Replenishment's tables, one journal migration (appended to
// domain/journal/migrations.ts): each store's area roles, presentation minimums, the picks and the tag moves they
// confirm, what could not be found, and floor availability per day. Kept in the journal because they are this
// store's own decisions and work (nothing of it exists at the service).
export const REPLENISH_MIGRATION = `
  -- An area's role in a store, as the user set it (an area without a row gets the role its name proposes:
  -- area-roles.ts proposeRole). role: 'floor' (sales floor), 'back' (back room, stockroom) or 'other'.
  CREATE TABLE replen_area_roles (
    store_id TEXT NOT NULL,
    area TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('floor', 'back', 'other')),
    PRIMARY KEY (store_id, area)
  ) WITHOUT ROWID;

  -- Presentation minimums: what the floor should hold. kind 'category' (key: the catalog's category id) or
  -- 'item' (key: the item id, an override of its category's and of the size-curve default).
  CREATE TABLE replen_minimums (
    store_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('category', 'item')),
    key TEXT NOT NULL,
    minimum INTEGER NOT NULL CHECK (minimum >= 0),
    PRIMARY KEY (store_id, kind, key)
  ) WITHOUT ROWID;

  -- One row per unit taken from the back room for the list (a pick scan). epc NULL: picked by barcode.
  -- placed_at: the unit was scanned in a floor area (its move is in tag_area_moves).
  CREATE TABLE replen_picks (
    id INTEGER PRIMARY KEY,
    store_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    epc TEXT,
    picked_at INTEGER NOT NULL,
    placed_at INTEGER
  );
  -- A tag is picked once until it is placed: a repeated read of it ticks nothing more.
  CREATE UNIQUE INDEX replen_picks_open_epc ON replen_picks (store_id, epc) WHERE epc IS NOT NULL AND placed_at IS NULL;
  CREATE INDEX replen_picks_open ON replen_picks (store_id, item_id) WHERE placed_at IS NULL;

  -- The tag history's moves made without a count: a unit seen (or put away) in another area at 'at'. epc NULL: a
  -- barcode unit. The pictures (pictures.ts) place a tag in the newest of its counts and moves.
  CREATE TABLE tag_area_moves (
    id INTEGER PRIMARY KEY,
    store_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    epc TEXT,
    from_area TEXT,
    to_area TEXT NOT NULL,
    at INTEGER NOT NULL
  );
  CREATE INDEX tag_area_moves_store ON tag_area_moves (store_id, at);

  -- A line that could not be picked, and why: 'not_found', 'damaged' or 'reserved'. One row per item and list
  -- round (round: the time of the newest picture the list was made from), so telling it twice is one miss and
  -- "not found twice in a row" means two rounds.
  CREATE TABLE replen_misses (
    store_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    round INTEGER NOT NULL,
    reason TEXT NOT NULL CHECK (reason IN ('not_found', 'damaged', 'reserved')),
    at INTEGER NOT NULL,
    PRIMARY KEY (store_id, item_id, round)
  ) WITHOUT ROWID;

  -- Floor availability per store, day (YYYY-MM-DD, UTC) and category: the first list of the day ('before') and
  -- the latest ('after'); held: items the store holds with a minimum, at_minimum: of those, on the floor at it.
  CREATE TABLE replen_availability (
    store_id TEXT NOT NULL,
    day TEXT NOT NULL,
    category TEXT NOT NULL,
    before_held INTEGER NOT NULL,
    before_at_minimum INTEGER NOT NULL,
    after_held INTEGER NOT NULL,
    after_at_minimum INTEGER NOT NULL,
    PRIMARY KEY (store_id, day, category)
  ) WITHOUT ROWID;
`;
