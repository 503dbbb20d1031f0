// Process: main (domain, Electron-free). The tag history's schema, one journal migration (appended to
// domain/journal/migrations.ts). count_tags already keeps, per session and EPC, the item, the area and the read
// count, and it is never pruned; a finalized count's tags are frozen there. So the history is count_tags itself
// plus what it lacked: first and last read times (two integers a tag, filled at finalize by history.ts), and one
// row per finalized count saying its history was recorded (which counts a report can compare).
export const TAGS_MIGRATION = `
  -- Unix ms. first_at: the tag's counted scan (or its first read as an unknown, when it was assigned later).
  -- last_at: its last read when known (NULL: read more than once and the last time was not recorded).
  ALTER TABLE count_tags ADD COLUMN first_at INTEGER;
  ALTER TABLE count_tags ADD COLUMN last_at INTEGER;

  -- One row per finalized count whose tag history was recorded (domain/tags/history.ts recordFinalizedTags).
  CREATE TABLE tag_counts (
    session_id TEXT PRIMARY KEY,
    store_id TEXT NOT NULL,
    recorded_at INTEGER NOT NULL,
    tags INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX tag_counts_store ON tag_counts (store_id, recorded_at);
`;
