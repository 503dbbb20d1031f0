// Process: service. Scheduled retail prices (POST /items/{id}/retails) take effect when due: before items are read,
// every due price is written to the item's store record (its stores fragment re-renders by trigger) and the
// item's lastUpdated moves, so incremental sync sees the new price.
import { nowMicros } from '../db/clock';
import type { Db } from '../db/open';

export function applyDueRetails(db: Db): number {
  const due = db
    .prepare(
      'SELECT id, item_id, store_id, retail_price FROM item_retails WHERE effective <= ? ORDER BY effective, created',
    )
    .all(Date.now() * 1000) as { id: string; item_id: string; store_id: string; retail_price: number }[];
  if (!due.length) return 0;
  db.transaction(() => {
    for (const r of due) {
      db.prepare(
        `INSERT INTO item_stores (item_id, store_id, retail_price1) VALUES (?, ?, ?)
         ON CONFLICT(item_id, store_id) DO UPDATE SET retail_price1 = excluded.retail_price1`,
      ).run(r.item_id, r.store_id, r.retail_price);
      db.prepare('UPDATE items SET last_updated = ? WHERE id = ?').run(nowMicros(), r.item_id);
      db.prepare('DELETE FROM item_retails WHERE id = ?').run(r.id);
    }
  }).immediate();
  return due.length;
}
