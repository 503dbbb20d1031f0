// Process: main (domain, Electron-free). What replenishment needs to know of a store's items, from the catalog
// cache: SKU, description, category (the item's level, as counts and the review name it), style (the item's
// matrix: its sizes and colours are one style's SKUs) and the store's on-hand. The items are those the store
// carries (item_stores) plus any the pictures saw that it does not.
import type { CatalogDb } from '../catalog/db';
import { jsonRows } from '../sqlite/open';

export interface StoreItem {
  itemId: string;
  sku: string;
  description: string;
  /** The catalog's category id (its level), null without one. */
  categoryId: string | null;
  /** The category's name as shown ("No category" without one). */
  category: string;
  /** The style (matrix id) its sizes and colours share; null for an item that is no style's. */
  styleId: string | null;
  /** The service's on-hand at this store (0 when it has no figure). */
  onHand: number;
  /** The store carries the item (it has a row for the store in the catalog). */
  carried: boolean;
}

const COLUMNS = `i.id AS itemId, i.sku, i.description, i.level_id AS categoryId,
  COALESCE(NULLIF(l.description, ''), l.code, 'No category') AS category, i.matrix_id AS styleId,
  COALESCE(o.qty, 0) AS onHand`;
const JOINS = `LEFT JOIN levels l ON l.id = i.level_id LEFT JOIN on_hand o ON o.item_id = i.id AND o.store_id = ?1`;

type Row = [string, string, string, string | null, string, string | null, number];

/** The store's items, and of `alsoSeen` those it does not carry (by item id). */
export function storeItems(db: CatalogDb, storeId: string, alsoSeen: Iterable<string> = []): Map<string, StoreItem> {
  const out = new Map<string, StoreItem>();
  const add = (rows: Row[], carried: boolean) => {
    for (const [itemId, sku, description, categoryId, category, styleId, onHand] of rows)
      out.set(itemId, { itemId, sku, description, categoryId, category, styleId, onHand, carried });
  };
  // Rows as one JSON text: for 50,000 items the driver's value-by-value conversion was most of the time.
  const all = (sql: string, ...args: unknown[]) => jsonRows<Row>(db, 7, sql, ...args);
  add(
    all(
      `SELECT ${COLUMNS} FROM item_stores s JOIN items i ON i.id = s.item_id ${JOINS} WHERE s.store_id = ?1`,
      storeId,
    ),
    true,
  );
  const missing = [...alsoSeen].filter((id) => !out.has(id));
  if (missing.length > 0)
    add(
      all(
        `SELECT ${COLUMNS} FROM json_each(?2) j JOIN items i ON i.id = j.value ${JOINS}`,
        storeId,
        JSON.stringify(missing),
      ),
      false,
    );
  return out;
}
