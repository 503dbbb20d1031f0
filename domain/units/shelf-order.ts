// Process: main (domain, Electron-free). The order an area's items stand in on the shelf, per store and area, kept in
// the journal: saved when reordered, else learnt from the last count of that area (the order its items were first
// counted in). A hand count walks it: each item with what this count holds of it in the area, and the items not yet
// counted, in shelf order, so the counter goes on with what is left.
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';

export interface ShelfLine {
  itemId: string;
  /** This count's quantity of the item in the area; null while not counted here. */
  counted: number | null;
}

export function createShelfOrder(db: JournalDb) {
  const st = {
    saved: db.prepare('SELECT item_id FROM shelf_order WHERE store_id = ? AND area = ? ORDER BY position'),
    clear: db.prepare('DELETE FROM shelf_order WHERE store_id = ? AND area = ?'),
    put: db.prepare(
      `INSERT INTO shelf_order (store_id, area, item_id, position)
       SELECT ?1, ?2, j.value, j.key FROM json_each(?3) j`,
    ),
    // The store's last session with counted scans in the area (other than the one being counted, ?3), and its items
    // in the order first counted there.
    learnt: db.prepare(
      `WITH last AS (
         SELECT c.session_id FROM count_scans c JOIN count_sessions s ON s.id = c.session_id
         WHERE s.store_id = ?1 AND c.area = ?2 AND c.undone = 0 AND c.item_id IS NOT NULL AND c.session_id IS NOT ?3
         ORDER BY c.id DESC LIMIT 1)
       SELECT c.item_id FROM count_scans c, last WHERE c.session_id = last.session_id AND c.area = ?2
         AND c.undone = 0 AND c.item_id IS NOT NULL
       GROUP BY c.item_id ORDER BY MIN(c.id)`,
    ),
    counted: db.prepare(
      `SELECT item_id, qty FROM count_lines WHERE session_id = ? AND area = ? AND (qty > 0 OR zero_confirmed = 1)`,
    ),
  };
  const ids = (rows: unknown[]) => (rows as { item_id: string }[]).map((r) => r.item_id);
  const order = {
    /** The area's order: saved, else learnt from its last count (not `countingNow`, the count under way), else empty. */
    of(storeId: string, area: string, countingNow: string | null = null): string[] {
      const saved = ids(st.saved.all(storeId, area));
      return saved.length > 0 ? saved : ids(st.learnt.all(storeId, area, countingNow));
    },
    save(storeId: string, area: string, itemIds: readonly string[]): void {
      if (new Set(itemIds).size !== itemIds.length)
        throw new UserError('invalid_argument', 'An item stands once in a shelf order: remove the repeat.');
      db.transaction(() => {
        st.clear.run(storeId, area);
        st.put.run(storeId, area, JSON.stringify(itemIds));
      })();
    },
    /** Moves one item to `toIndex` (clamped) and saves the order; an item not in it yet joins there. The order moved
     * is the one the count under way (`countingNow`) shows. */
    move(storeId: string, area: string, itemId: string, toIndex: number, countingNow: string | null = null): string[] {
      const rest = order.of(storeId, area, countingNow).filter((id) => id !== itemId);
      const at = Math.max(0, Math.min(rest.length, Math.trunc(toIndex)));
      const next = [...rest.slice(0, at), itemId, ...rest.slice(at)];
      order.save(storeId, area, next);
      return next;
    },
    /** The area in shelf order with this count's quantities; items counted here but not on the shelf list last. */
    handCount(storeId: string, area: string, sessionId: string): { lines: ShelfLine[]; notCounted: string[] } {
      const counted = new Map(
        (st.counted.all(sessionId, area) as { item_id: string; qty: number }[]).map((r) => [r.item_id, r.qty]),
      );
      const shelf = order.of(storeId, area, sessionId);
      const onShelf = new Set(shelf);
      const lines = [...shelf, ...[...counted.keys()].filter((id) => !onShelf.has(id))].map((itemId) => ({
        itemId,
        counted: counted.get(itemId) ?? null,
      }));
      return { lines, notCounted: lines.filter((l) => l.counted === null).map((l) => l.itemId) };
    },
  };
  return order;
}
export type ShelfOrder = ReturnType<typeof createShelfOrder>;
