// Process: main (domain, Electron-free). The item list of an 'items' count scope (contract/counts.ts ItemsScope):
// a count of exactly these items, such as an ABC plan's weekly slice. The list is kept in the journal
// (count_scope_items), not in the scope's JSON, so a session view crossing IPC stays small however long the list.
// variance.ts inScopeSql reads it; nothing else needs to know an items scope from a categories one.
import { randomUUID } from 'node:crypto';
import type { JournalDb } from '../journal/journal';

/** Keeps the list (duplicates once) and returns its id, for a scope `{ kind: 'items', listId, ... }`. */
export function saveItemList(db: JournalDb, itemIds: readonly string[]): { listId: string; items: number } {
  const listId = randomUUID();
  const insert = db.prepare('INSERT OR IGNORE INTO count_scope_items (list_id, item_id) VALUES (?, ?)');
  let items = 0;
  db.transaction(() => {
    for (const id of itemIds) items += insert.run(listId, id).changes;
  })();
  return { listId, items };
}

/** The list's items (empty for a list this journal does not hold). */
export const itemListOf = (db: JournalDb, listId: string): string[] =>
  (db.prepare('SELECT item_id FROM count_scope_items WHERE list_id = ?').all(listId) as { item_id: string }[]).map(
    (r) => r.item_id,
  );
