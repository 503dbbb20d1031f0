// Process: main (domain, Electron-free). Stock that moved during the count: items whose on-hand at the service is
// no longer what the session's snapshot says (a sale or a receipt while counting). Finalize asks the user to confirm
// when there are any, naming them, rather than finalizing without a word or blocking the count: whether a count
// taken before or after the move is right, only the person who counted can tell (recount the item, or go ahead).
// Asks POST /inventory only for the rows the service changed since the snapshot began (a few, usually one page).

import type { MovedItemView } from '../../contract/counts';
import type { ApiClient } from '../api/client';
import type { JournalDb } from '../journal/journal';

/** Rows changed shortly before the snapshot began are asked for too: the PC's clock and the service's may differ. */
const CLOCK_MARGIN_MS = 2 * 60_000;
/** Items named in a finalize answer; the rest are counted. */
export const MOVED_SHOWN = 20;

export interface StockMoves {
  total: number;
  items: MovedItemView[];
}

export function createStockMoves(db: JournalDb, api: Pick<ApiClient, 'iterateInventory'>) {
  const st = {
    session: db.prepare('SELECT store_id, blind, snapshot_at FROM count_sessions WHERE id = ?'),
    expected: db.prepare('SELECT on_hand FROM count_expected WHERE session_id = ? AND item_id = ?'),
    facts: db.prepare('SELECT sku, description FROM count_item_facts WHERE item_id = ?'),
  };
  return {
    /** The items whose on-hand moved since the snapshot; none when there is no snapshot to compare with. */
    async since(sessionId: string): Promise<StockMoves> {
      const s = st.session.get(sessionId) as { store_id: string; blind: number; snapshot_at: number | null };
      if (s.snapshot_at === null) return { total: 0, items: [] };
      const rowUpdated = new Date(s.snapshot_at - CLOCK_MARGIN_MS).toISOString();
      const moved: { itemId: string; expected: number; onHand: number }[] = [];
      for await (const page of api.iterateInventory({ stores: [s.store_id], rowUpdated, pageSize: 500 })) {
        for (const r of page) {
          if (r.storeID.toLowerCase() !== s.store_id.toLowerCase()) continue;
          const was = st.expected.get(sessionId, r.itemID) as { on_hand: number } | undefined;
          const expected = was?.on_hand ?? 0;
          if (r.onHand !== expected) moved.push({ itemId: r.itemID, expected, onHand: r.onHand });
        }
      }
      const items = moved.slice(0, MOVED_SHOWN).map((m): MovedItemView => {
        const f = st.facts.get(m.itemId) as { sku: string; description: string } | undefined;
        const named = { itemId: m.itemId, sku: f?.sku ?? '', description: f?.description ?? m.itemId };
        // A blind session shows no expected figure anywhere, this one included.
        return s.blind ? named : { ...named, expected: m.expected, onHand: m.onHand };
      });
      return { total: moved.length, items };
    },
  };
}
