// Process: main (domain, Electron-free). What replenishment needs to know of a store's items, from the catalog
// cache: SKU, description, category (the item's level, as counts and the review name it), style (the item's
// matrix: its sizes and colours are one style's SKUs) and the store's on-hand. The items are those the store
// carries (item_stores) plus any the pictures saw that it does not. The carried ones are kept between builds
// while the catalog does not change (domain/sqlite/kept.ts): the Replenish screen builds the list after every
// step, a pick batch twice, and the catalog changes only when it syncs.
import type { CatalogDb } from '../catalog/db';
import { createKept } from '../sqlite/kept';
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

const COLUMNS = `i.id AS itemId, i.sku, i.description, i.level_id AS categoryId, i.matrix_id AS styleId,
  COALESCE(o.qty, 0) AS onHand`;
const ON_HAND = 'LEFT JOIN on_hand o ON o.item_id = i.id AND o.store_id = ?1';

type Row = [string, string, string, string | null, string | null, number];

/** Rows as one JSON text: for 50,000 items the driver's value-by-value conversion was most of the time. */
const rowsOf = (db: CatalogDb, sql: string, ...args: unknown[]) => jsonRows<Row>(db, 6, sql, ...args);

/**
 * Category id → its name as shown (the description, else the code). Named here, not joined per item: a few dozen
 * categories against tens of thousands of lookups, and the items of one category share one name string.
 */
function categoryNames(db: CatalogDb): Map<string, string> {
  const rows = db.prepare(`SELECT id, COALESCE(NULLIF(description, ''), code) FROM levels`).raw(true).all();
  return new Map(rows as [string, string][]);
}

function itemsOf(db: CatalogDb, rows: Row[], carried: boolean, into = new Map<string, StoreItem>()) {
  const names = categoryNames(db);
  for (const [itemId, sku, description, categoryId, styleId, onHand] of rows) {
    const category = (categoryId !== null ? names.get(categoryId) : undefined) ?? 'No category';
    into.set(itemId, { itemId, sku, description, categoryId, category, styleId, onHand, carried });
  }
  return into;
}

/** The items the store carries (item_stores), by item id. */
export function carriedItems(db: CatalogDb, storeId: string): Map<string, StoreItem> {
  const sql = `SELECT ${COLUMNS} FROM item_stores s JOIN items i ON i.id = s.item_id ${ON_HAND} WHERE s.store_id = ?1`;
  return itemsOf(db, rowsOf(db, sql, storeId), true);
}

/** The carried items of the last store asked for, per catalog connection, while the catalog is unchanged. */
const keptCarried = createKept<ReadonlyMap<string, StoreItem>>();

/**
 * The store's items, and of `alsoSeen` those it does not carry (by item id). Read only: the map and its items may
 * be the kept ones.
 */
export function storeItems(
  db: CatalogDb,
  storeId: string,
  alsoSeen: Iterable<string> = [],
): ReadonlyMap<string, StoreItem> {
  const carried = keptCarried(db, storeId, () => carriedItems(db, storeId));
  const missing = [...alsoSeen].filter((id) => !carried.has(id));
  if (missing.length === 0) return carried;
  const sql = `SELECT ${COLUMNS} FROM json_each(?2) j JOIN items i ON i.id = j.value ${ON_HAND}`;
  return itemsOf(db, rowsOf(db, sql, storeId, JSON.stringify(missing)), false, new Map(carried));
}
