// Process: main (domain, Electron-free). What the in-memory scan index needs from the cache, read in three
// set-based queries (not per item) so 100k items load in well under a second at app start, and the same
// record built from a freshly synced page so the index follows every page without re-reading SQLite.
import type { Item } from '../api/wire';
import type { CatalogDb } from './db';
import { toGtin14 } from './gtin';

export interface CatalogIndexRecord {
  id: string;
  sku: string;
  active: boolean;
  /** UPCs exactly as the service lists them (store-internal codes match only these or the SKU). */
  upcs: string[];
  /** epcGTIN values, current first. */
  epcGtins: string[];
  /** UPC/EAN codes of the item normalised to GTIN-14 (valid check digit only). */
  upcGtins: string[];
}

/** Anything with upsert: main/resolve's index, or an adapter over it. */
export interface CatalogIndexSink {
  upsert(record: CatalogIndexRecord): void;
}

export function recordFromItem(item: Item): CatalogIndexRecord {
  const upcs = [...new Set(item.upc)];
  const upcGtins = [...new Set(upcs.map(toGtin14).filter((g): g is string => g !== null))];
  return {
    id: item.id,
    sku: item.sku,
    active: item.active,
    upcs,
    epcGtins: item.epcGTIN ? [...new Set(item.epcGTIN)] : [],
    upcGtins,
  };
}

export function readIndexRecords(db: CatalogDb): CatalogIndexRecord[] {
  const byId = new Map<string, CatalogIndexRecord>();
  const items = db.prepare('SELECT id, sku, active FROM items').raw().all() as [string, string, number][];
  for (const [id, sku, active] of items) {
    byId.set(id, { id, sku, active: active === 1, upcs: [], epcGtins: [], upcGtins: [] });
  }
  const gtins = db.prepare('SELECT item_id, gtin14 FROM item_gtins ORDER BY item_id, is_current DESC').raw().all();
  for (const [itemId, gtin14] of gtins as [string, string][]) byId.get(itemId)?.epcGtins.push(gtin14);
  const upcs = db.prepare('SELECT item_id, upc, gtin14 FROM item_upcs ORDER BY item_id, position').raw().all();
  for (const [itemId, upc, gtin14] of upcs as [string, string, string | null][]) {
    const rec = byId.get(itemId);
    if (!rec) continue;
    rec.upcs.push(upc);
    if (gtin14 && !rec.upcGtins.includes(gtin14)) rec.upcGtins.push(gtin14);
  }
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
