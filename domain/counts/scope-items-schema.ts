// Process: main (domain, Electron-free). The table of the item lists of 'items' count scopes (scope-items.ts), one
// appended journal migration (domain/journal/migrations.ts); apart from scope-items.ts so the migrations list
// imports no module that imports the journal.
/** One appended journal migration (domain/journal/migrations.ts). */
export const SCOPE_ITEMS_MIGRATION = `
  -- The items of an 'items' count scope; list_id is the scope's listId (count_sessions.scope JSON).
  CREATE TABLE count_scope_items (
    list_id TEXT NOT NULL,
    item_id TEXT NOT NULL,
    PRIMARY KEY (list_id, item_id)
  ) WITHOUT ROWID;
`;
