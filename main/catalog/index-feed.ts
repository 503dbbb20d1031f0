// Process: main (domain, Electron-free). Feeds the in-memory scan index (main/resolve ItemIndex) from the
// cache in three set-based queries (not per item), so 100k items load in well under a second at app start,
// and from each freshly synced page so the index follows a sync without re-reading SQLite. Records are the
// narrow ResolvableItem, not the wire Item, so 100k of them stay small in memory.
import type { Item } from '../api/wire';
import type { ResolvableItem } from '../resolve/types';
import type { CatalogDb } from './db';

export interface CatalogIndexRecord extends ResolvableItem {
  upc: string[];
  epcGTIN: string[];
}

/** Anything with upsert: main/resolve's ItemIndex satisfies it. */
export interface CatalogIndexSink {
  upsert(record: CatalogIndexRecord): void;
}

export function recordFromItem(item: Item): CatalogIndexRecord {
  return {
    id: item.id,
    sku: item.sku,
    active: item.active,
    upc: [...new Set(item.upc)],
    epcGTIN: item.epcGTIN ? [...new Set(item.epcGTIN)] : [],
  };
}

export function readIndexRecords(db: CatalogDb): CatalogIndexRecord[] {
  const byId = new Map<string, CatalogIndexRecord>();
  const items = db.prepare('SELECT id, sku, active FROM items').raw(true).all() as [string, string, number][];
  for (const [id, sku, active] of items) byId.set(id, { id, sku, active: active === 1, upc: [], epcGTIN: [] });
  const gtins = db.prepare('SELECT item_id, gtin14 FROM item_gtins ORDER BY item_id, is_current DESC');
  for (const [itemId, gtin14] of gtins.raw(true).all() as [string, string][]) byId.get(itemId)?.epcGTIN.push(gtin14);
  const upcs = db.prepare('SELECT item_id, upc FROM item_upcs ORDER BY item_id, position');
  for (const [itemId, upc] of upcs.raw(true).all() as [string, string][]) byId.get(itemId)?.upc.push(upc);
  return [...byId.values()];
}

/** Loads every cached item into the sink; returns how many. */
export function feedIndexFromDb(db: CatalogDb, sink: CatalogIndexSink): number {
  const records = readIndexRecords(db);
  for (const r of records) sink.upsert(r);
  return records.length;
}

export function feedIndexFromItems(items: readonly Item[], sink: CatalogIndexSink): void {
  for (const item of items) sink.upsert(recordFromItem(item));
}
