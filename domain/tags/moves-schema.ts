// Process: main (domain, Electron-free). Tags moved between stores by transfers, one journal migration (appended to
// domain/journal/migrations.ts): beside the history of counts (tag_history), a row per tag a transfer took out of
// this PC's store (sent) or brought in (received), so a tag is known at the store it went to and gone from the one
// it left for a reason (domain/tags/moves.ts).
export const TAG_MOVES_MIGRATION = `
  CREATE TABLE tag_moves (
    transfer_id TEXT NOT NULL,
    direction TEXT NOT NULL CHECK (direction IN ('out', 'in')),
    identity TEXT NOT NULL,
    epc TEXT NOT NULL,
    item_id TEXT NOT NULL,
    store_id TEXT NOT NULL,
    other_store_id TEXT NOT NULL,
    at INTEGER NOT NULL,
    PRIMARY KEY (transfer_id, direction, identity)
  ) WITHOUT ROWID;
  CREATE INDEX tag_moves_store ON tag_moves (store_id, identity);
`;
