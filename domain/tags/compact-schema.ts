// Process: main (domain, Electron-free). The compact tag history, one journal migration (appended to
// domain/journal/migrations.ts): a finished count's tags with integer count, item and area numbers and the EPC as
// bytes (about 40 bytes a tag with its EPC index, against count_tags' 200), so a 100,000-tag count leaves under
// 10 MB. Counts recorded before it are copied (and pruned from count_tags where nothing can need them) here.
import { copyStatements, pruneStatements, type Sessions } from './compact-sql';

const recorded: Sessions = (col) => `${col} IN (SELECT session_id FROM tag_counts)`;

export const TAGS_COMPACT_MIGRATION = `
  -- A recorded count's number (tag_history's key), an item id's and an area name's: each text kept once.
  CREATE TABLE tag_count_nos (count_no INTEGER PRIMARY KEY, session_id TEXT NOT NULL UNIQUE);
  CREATE TABLE tag_items (item_no INTEGER PRIMARY KEY, item_id TEXT NOT NULL UNIQUE);
  CREATE TABLE tag_areas (area_no INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);

  -- One row per tag of a recorded count. epc: the EPC's bytes, or its text when it is not upper-case hex of even
  -- length (compact-sql.ts epcIn). item_no NULL: no item. Times Unix ms as count_tags had them.
  CREATE TABLE tag_history (
    count_no INTEGER NOT NULL,
    epc BLOB NOT NULL,
    item_no INTEGER,
    area_no INTEGER NOT NULL,
    first_at INTEGER,
    last_at INTEGER,
    reads INTEGER NOT NULL,
    PRIMARY KEY (count_no, epc)
  ) WITHOUT ROWID;
  -- Encode's "serial already seen" check (domain/encode/serials.ts) reads EPCs across counts here.
  CREATE INDEX tag_history_epc ON tag_history (epc);

  -- Set when the count's count_tags rows were dropped: its tags are in tag_history only.
  ALTER TABLE tag_counts ADD COLUMN pruned_at INTEGER;

  ${[...copyStatements(recorded), ...pruneStatements(recorded, "CAST(unixepoch('subsec') * 1000 AS INTEGER)")].join(';\n')};
`;

/**
 * A later migration: the history by count, item and area (with the EPC, the key's rest, in each entry), so a
 * count's units per item and area are grouped in the index's order and an item's tags are looked up, not the
 * count scanned (domain/replenish/picture-tags.ts: the replenishment list's biggest picture). About 20 bytes a tag.
 */
export const TAG_HISTORY_ITEM_INDEX_MIGRATION = `
  CREATE INDEX tag_history_item ON tag_history (count_no, item_no, area_no);
`;
