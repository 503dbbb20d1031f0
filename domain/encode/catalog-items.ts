// Process: main (domain, Electron-free). What commissioning reads of the catalog cache: an item's label facts (the
// counting screens' own reader: SKU, UPC, description, the store's price) and its GTIN-14s (epcGTIN, the current
// one first), and an item found by SKU.
import { catalogItemFacts } from '../counts/item-facts';
import type { SqliteDb } from '../sqlite/open';
import type { EncodeItem } from './sgtin-target';

export interface EncodeCatalog {
  itemIdBySku(sku: string): string | null;
  /** The items at a store, in the order asked; ids the cache does not know are left out. */
  items(ids: readonly string[], storeId: string): EncodeItem[];
}

export function encodeCatalog(catalogDb: SqliteDb): EncodeCatalog {
  const facts = catalogItemFacts(catalogDb);
  const bySku = catalogDb.prepare('SELECT id FROM items WHERE sku = ? COLLATE NOCASE LIMIT 1');
  const gtins = catalogDb.prepare('SELECT gtin14 FROM item_gtins WHERE item_id = ? ORDER BY is_current DESC, gtin14');
  return {
    itemIdBySku: (sku) => (bySku.get(sku) as { id: string } | undefined)?.id ?? null,
    items(ids, storeId) {
      const found = new Map(facts(ids, storeId).map((f) => [f.itemId, f]));
      return ids.flatMap((id) => {
        const f = found.get(id);
        if (!f) return [];
        return [
          {
            id,
            sku: f.sku,
            description: f.description,
            retail: f.retail,
            upc: f.upc || null,
            gtins: (gtins.all(id) as { gtin14: string }[]).map((r) => r.gtin14),
          },
        ];
      });
    },
  };
}
