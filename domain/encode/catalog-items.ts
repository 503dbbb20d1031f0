// Process: main (domain, Electron-free). What commissioning reads of the catalog cache: an item's label facts (the
// counting screens' own reader: SKU, UPC, the store's price; the description with its size and colour, label-text.ts)
// and the GTIN-14s its tags may carry (the one rule, domain/codes/tag-gtins.ts: its RFID GTINs, the current one
// first, then its barcodes' GTINs), and an item found by SKU.
import type { Item } from '../api/wire';
import { dimensionsOf } from '../catalog/item-view';
import { itemTagGtins } from '../codes/tag-gtins';
import { catalogItemFacts } from '../counts/item-facts';
import type { SqliteDb } from '../sqlite/open';
import { labelDescription } from './label-text';
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
  const upcs = catalogDb.prepare('SELECT upc FROM item_upcs WHERE item_id = ? ORDER BY position');
  const raw = catalogDb.prepare('SELECT raw FROM items WHERE id = ?');
  const dimensions = (id: string) => {
    const row = raw.get(id) as { raw: string } | undefined;
    return row ? dimensionsOf(JSON.parse(row.raw) as Item) : [];
  };
  return {
    itemIdBySku: (sku) => (bySku.get(sku) as { id: string } | undefined)?.id ?? null,
    items(ids, storeId) {
      const found = new Map(facts(ids, storeId).map((f) => [f.itemId, f]));
      return ids.flatMap((id) => {
        const f = found.get(id);
        if (!f) return [];
        const tagGtins = itemTagGtins(
          (gtins.all(id) as { gtin14: string }[]).map((r) => r.gtin14),
          (upcs.all(id) as { upc: string }[]).map((r) => r.upc),
        );
        return [
          {
            id,
            sku: f.sku,
            description: labelDescription(f.description, dimensions(id)),
            retail: f.retail,
            upc: f.upc || null,
            gtins: tagGtins.map((g) => g.gtin14),
            gtinSource: tagGtins[0]?.source ?? null,
          },
        ];
      });
    },
  };
}
