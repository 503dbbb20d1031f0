// Process: main (domain, Electron-free). Adapter from the catalog's index records (main/catalog
// index-feed.ts: `{id, sku, active, upcs, epcGtins}`) to the ItemIndex, typed structurally so the two
// modules do not import each other. GTINs of UPCs are derived here by the scan decoder's own rules
// (store-internal codes excluded), so a record's precomputed upcGtins are not needed.
import type { ItemIndex } from './item-index';
import type { ResolvableItem } from './types';

export interface CatalogIndexRecordLike {
  id: string;
  sku: string;
  active: boolean;
  upcs: readonly string[];
  epcGtins: readonly string[];
}

export interface IndexSink {
  upsert(record: CatalogIndexRecordLike): void;
  remove(id: string): void;
}

export function toResolvable(record: CatalogIndexRecordLike): ResolvableItem {
  return { id: record.id, sku: record.sku, active: record.active, upc: record.upcs, epcGTIN: record.epcGtins };
}

export function catalogSink(index: ItemIndex<ResolvableItem>): IndexSink {
  return {
    upsert: (record) => index.upsert(toResolvable(record)),
    remove: (id) => {
      index.remove(id);
    },
  };
}
