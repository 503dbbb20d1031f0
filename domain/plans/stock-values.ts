// Process: main (domain, Electron-free). The plans' read port to the catalog cache: every item a store carries or
// holds, with its category, the store's retail price and its on-hand there, for the ABC classification. One
// query over domain/catalog's tables (item_stores: retail_price1 per store; on_hand: qty per store), read-only.
import type { SqliteDb } from '../sqlite/open';
import type { StockValue } from './abc';

/** The port: the store's items with price and on-hand (any source; tests and the benchmark pass arrays). */
export type StockValueSource = (storeId: string) => StockValue[];

/**
 * An item is the store's when it has the store's price row (the store lists it) or an on-hand row there (stock
 * of an item the store stopped listing is still on the shelf, worth 0 without a price). The category is named as
 * the count scope and the review name it (domain/counts/item-facts.ts: the level's description, else its code).
 */
export function catalogStockValues(catalogDb: SqliteDb): StockValueSource {
  const stmt = catalogDb.prepare(`
    SELECT i.id, COALESCE(l.description, l.code, '') AS category, s.retail_price1 AS price, o.qty AS on_hand
    FROM items i
    LEFT JOIN item_stores s ON s.item_id = i.id AND s.store_id = ?1
    LEFT JOIN on_hand o ON o.item_id = i.id AND o.store_id = ?1
    LEFT JOIN levels l ON l.id = i.level_id
    WHERE s.item_id IS NOT NULL OR o.item_id IS NOT NULL`);
  type Row = { id: string; category: string; price: number | null; on_hand: number | null };
  return (storeId) =>
    (stmt.all(storeId) as Row[]).map((r) => ({
      itemId: r.id,
      category: r.category || 'No category',
      price: r.price,
      onHand: r.on_hand ?? 0,
    }));
}
