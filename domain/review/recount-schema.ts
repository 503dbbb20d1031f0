// Process: main (domain, Electron-free). The recount list's table, one migration of the journal (appended to
// domain/journal/migrations.ts; apart from recount-list.ts so the migrations list imports no journal code).
export const RECOUNT_MIGRATION = `
  -- The items a Recount session (MobileStatus 3) may count: listed here when this PC asked for the recount, or
  -- when it read the session back as Recount with the item sent as count null (recount-list.ts says why).
  -- areas: JSON array of the areas the item was counted in on this PC; earlier: the item's count (all PCs) when it
  -- was listed, kept beside the audit rows that hold each line's earlier count. remote_before: other PCs' lines of
  -- the item when it was listed ({sessionItemID: count}), so a line of theirs still holding the earlier count is
  -- not taken for a recount before that PC has read the list. marker_id: the session item (count null, never
  -- counted) this PC sent to carry the item on the list to other PCs; null for an item learnt from the service.
  CREATE TABLE count_recount (
    session_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    areas TEXT NOT NULL,
    earlier REAL NOT NULL,
    remote_before TEXT NOT NULL DEFAULT '{}',
    marker_id TEXT,
    listed_at INTEGER NOT NULL,
    listed_by TEXT,
    PRIMARY KEY (session_id, item_id)
  ) WITHOUT ROWID;
`;
