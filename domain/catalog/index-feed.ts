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
  /** Set (true) on a synced item that came without epcGTIN: the cache keeps its stored GTINs (item-writer), and
   * so must the index (keptGtins). Absent on records read from the cache. */
  gtinsKept?: true;
}

/** Anything with upsert: domain/resolve's ItemIndex satisfies it. */
export interface CatalogIndexSink {
  upsert(record: CatalogIndexRecord): void;
}

export function recordFromItem(item: Item): CatalogIndexRecord {
  const record: CatalogIndexRecord = {
    id: item.id,
    sku: item.sku,
    active: item.active,
    upc: [...new Set(item.upc)],
    epcGTIN: item.epcGTIN ? [...new Set(item.epcGTIN)] : [],
  };
  if (!item.epcGTIN) record.gtinsKept = true;
  return record;
}

/**
 * A synced record as the cache stores it: one without epcGTIN keeps the GTINs the index has for the item (the
 * cache keeps its stored ones), so the index stays what a rebuild from the cache would give (its snapshot needs it).
 */
export function keptGtins(record: CatalogIndexRecord, current: CatalogIndexRecord | undefined): CatalogIndexRecord {
  if (!record.gtinsKept) return record;
  return { id: record.id, sku: record.sku, active: record.active, upc: record.upc, epcGTIN: current?.epcGTIN ?? [] };
}

/**
 * Rows per query at open. One string for the whole catalog held it (48 MB at 500,000 items), its parsed arrays
 * and every record at once; a chunk's string and arrays are garbage before the next is read, so the open's peak
 * memory stays low.
 */
const OPEN_CHUNK = 25_000;

type IndexRow = [string, string, number, string[], string[]];

const toRecord = ([id, sku, active, upc, epcGTIN]: IndexRow): CatalogIndexRecord => ({
  id,
  sku,
  active: active === 1,
  upc,
  epcGTIN,
});

/** The cached items' records in rowid order (the order the index was always fed in), a chunk at a time. */
function* indexRecordChunks(db: CatalogDb, rows = OPEN_CHUNK): Generator<CatalogIndexRecord[]> {
  const chunk = db
    .prepare(
      `SELECT '[' || group_concat(index_rec, ',') || ']', max(r) FROM
         (SELECT rowid AS r, index_rec FROM items WHERE rowid > ? ORDER BY rowid LIMIT ?)`,
    )
    .raw(true);
  for (let after = 0; ; ) {
    const [json, last] = chunk.get(after, rows) as [string | null, number | null];
    if (json === null || last === null) return;
    yield (JSON.parse(json) as IndexRow[]).map(toRecord);
    after = last;
  }
}

export function readIndexRecords(db: CatalogDb, rows = OPEN_CHUNK): CatalogIndexRecord[] {
  return [...indexRecordChunks(db, rows)].flat();
}

/** Loads every cached item into the sink, `rows` per query; returns how many. */
export function feedIndexFromDb(db: CatalogDb, sink: CatalogIndexSink, rows = OPEN_CHUNK): number {
  let n = 0;
  for (const records of indexRecordChunks(db, rows)) {
    for (const r of records) sink.upsert(r);
    n += records.length;
  }
  return n;
}
