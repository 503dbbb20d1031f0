// Process: service. What the back office does when it processes a finalized count (our contract, service/README.md
// "Processing a count"): each item the session holds a count of gets, at the session's store, the on-hand the count
// says: the sum of its counted lines (every area and PC), a counted zero included. An item on no line, or only on
// lines not counted (null: a recount's list marker), keeps its on-hand, whatever the count covered: the service
// knows no scope, and a whole-store count zeroes only what was confirmed as zero.
import type { Db } from '../db/open';

/** Sets the on-hand of the session's counted items at its store, in the caller's transaction; returns how many. */
export function postCountToOnHand(db: Db, sessionId: string, storeId: string, at: number): number {
  return db
    .prepare(
      `INSERT INTO on_hand (item_id, store_id, quantity, row_updated)
       SELECT item_id, ?, SUM(count), ? FROM session_items WHERE session_id = ? AND count IS NOT NULL GROUP BY item_id
       ON CONFLICT(item_id, store_id) DO UPDATE SET quantity = excluded.quantity, row_updated = excluded.row_updated`,
    )
    .run(storeId, at, sessionId).changes;
}
