// Process: service. Item list queries: the whitelisted filter and orderBy fields, the page query and the count.
// The JSON of the items themselves is built by repo/items-json.ts.
import type { Db } from '../db/open';
import type { SqlFragment } from '../http/filter';
import { seekCache, shapeOf, writeGeneration } from './page-seek';

export interface ItemReadOptions {
  stores: boolean;
  dimensions: boolean;
  gtin: boolean;
  /** Limit the stores array to this store (GET /stores/{id}/items). */
  onlyStoreId?: string;
}

export const ITEM_FILTER_FIELDS = {
  lastUpdated: { column: 'i.last_updated', type: 'timestamp' },
  sku: { column: 'i.sku', type: 'string' },
  description: { column: 'i.description', type: 'string' },
  active: { column: 'i.active', type: 'boolean' },
  id: { column: 'i.id', type: 'guid' },
} as const;
export const ITEM_ORDER_FIELDS = {
  sku: { column: 'i.sku', type: 'string' },
  description: { column: 'i.description', type: 'string' },
  lastUpdated: { column: 'i.last_updated', type: 'timestamp' },
  id: { column: 'i.id', type: 'guid' },
} as const;

export interface ItemQuery {
  filter: SqlFragment;
  orderBy: string;
  limit: number;
  offset: number;
  storeId?: string;
  /** A list read page by page: deep pages seek (repo/page-seek.ts). Not for single-item reads. */
  paged?: boolean;
}

/** The WHERE clause of an item query: its filter, and the store's items only when a store is given. */
export function whereOf(q: ItemQuery): { sql: string; params: unknown[] } {
  const where = [...q.filter.where];
  const params = [...q.filter.params];
  if (q.storeId) {
    where.push('EXISTS (SELECT 1 FROM item_stores s WHERE s.item_id = i.id AND s.store_id = ?)');
    params.push(q.storeId);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The total of a query; remembered until the next write, since one store's count costs as much as a deep page. */
export function countItems(db: Db, q: ItemQuery): number {
  const w = whereOf(q);
  return seekCache(db).total(
    shapeOf(w.sql, w.params, ''),
    writeGeneration(db),
    () => (db.prepare(`SELECT COUNT(*) AS n FROM items i ${w.sql}`).get(...w.params) as { n: number }).n,
  );
}
