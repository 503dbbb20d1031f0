// Process: main (domain, Electron-free). Feeds the in-memory scan index (domain/resolve ItemIndex) from the
// cache in one query returning one JSON string (items.index_rec, kept by the writer), so 100k items load fast
// at app start,
// and from each freshly synced page so the index follows a sync without re-reading SQLite. Records are the
// narrow ResolvableItem, not the wire Item, so 100k of them stay small in memory.
import type { Item } from '../api/wire';
import type { ResolvableItem } from '../resolve/types';
import type { CatalogDb } from './db';

export interface CatalogIndexRecord extends ResolvableItem {
  upc: string[];
  epcGTIN: string[];
}

/** Anything with upsert: domain/resolve's ItemIndex satisfies it. */
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
  const row = db.prepare("SELECT '[' || group_concat(index_rec, ',') || ']' FROM items").raw(true).get() as
    | [string | null]
    | undefined;
  if (!row?.[0]) return [];
  const recs = JSON.parse(row[0]) as [string, string, number, string[], string[]][];
  return recs.map(([id, sku, active, upc, epcGTIN]) => ({ id, sku, active: active === 1, upc, epcGTIN }));
}

/** Loads every cached item into the sink; returns how many. */
export function feedIndexFromDb(db: CatalogDb, sink: CatalogIndexSink): number {
  const records = readIndexRecords(db);
  for (const r of records) sink.upsert(r);
  return records.length;
}
