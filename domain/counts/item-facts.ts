// Process: main (domain, Electron-free). What the count screens show of an item (SKU, UPC, description,
// category, the store's retailPrice1), read from the catalog cache and copied into the journal when the item
// enters a session, so lines page, filter and sort in one SQLite file and the journal stands alone offline.

import type { JournalDb } from '../journal/journal';
import type { SqliteDb } from '../sqlite/open';

export interface ItemFacts {
  itemId: string;
  sku: string;
  upc: string;
  description: string;
  categoryId: string | null;
  category: string;
  retail: number | null;
}

/** The engine's port to the catalog: facts of the given items at a store (missing ids are left out). */
export type ItemFactsSource = (itemIds: readonly string[], storeId: string) => ItemFacts[];

/** Reads facts from the catalog cache (domain/catalog's tables). */
export function catalogItemFacts(catalogDb: SqliteDb): ItemFactsSource {
  const stmt = catalogDb.prepare(`
    SELECT i.id, i.sku, i.description, i.level_id,
      COALESCE(l.description, l.code, '') AS category,
      (SELECT u.upc FROM item_upcs u WHERE u.item_id = i.id ORDER BY u.position LIMIT 1) AS upc,
      (SELECT s.retail_price1 FROM item_stores s WHERE s.item_id = i.id AND s.store_id = ?) AS retail
    FROM json_each(?) j JOIN items i ON i.id = j.value LEFT JOIN levels l ON l.id = i.level_id`);
  type Row = {
    id: string;
    sku: string;
    description: string;
    level_id: string | null;
    category: string;
    upc: string | null;
    retail: number | null;
  };
  return (ids, storeId) => {
    const out: ItemFacts[] = [];
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = stmt.all(storeId, JSON.stringify(ids.slice(i, i + 5000))) as Row[];
      for (const r of rows)
        out.push({
          itemId: r.id,
          sku: r.sku,
          upc: r.upc ?? '',
          description: r.description,
          categoryId: r.level_id,
          category: r.category || 'No category',
          retail: r.retail,
        });
    }
    return out;
  };
}

/** Copies facts of items the journal does not know yet; unknown to the catalog: a placeholder row. */
export function createFactsKeeper(db: JournalDb, source: ItemFactsSource) {
  const known = db.prepare('SELECT 1 FROM count_item_facts WHERE item_id = ?');
  const put = db.prepare(
    `INSERT INTO count_item_facts (item_id, sku, upc, description, category_id, category, retail)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(item_id) DO UPDATE SET sku = excluded.sku, upc = excluded.upc,
     description = excluded.description, category_id = excluded.category_id, category = excluded.category,
     retail = excluded.retail`,
  );
  const seen = new Set<string>();
  const write = (f: ItemFacts) => put.run(f.itemId, f.sku, f.upc, f.description, f.categoryId, f.category, f.retail);
  return {
    /** Call inside the caller's transaction. */
    ensure(itemIds: Iterable<string>, storeId: string): void {
      const missing: string[] = [];
      for (const id of itemIds) {
        if (seen.has(id)) continue;
        seen.add(id);
        if (!known.get(id)) missing.push(id);
      }
      if (missing.length === 0) return;
      const found = new Map(source(missing, storeId).map((f) => [f.itemId, f]));
      for (const id of missing)
        write(
          found.get(id) ?? {
            itemId: id,
            sku: '',
            upc: '',
            description: `Item ${id} (not in the catalog cache)`,
            categoryId: null,
            category: 'No category',
            retail: null,
          },
        );
    },
    /** Rewrites every fact from the catalog (after a sync). */
    refresh(itemIds: readonly string[], storeId: string): void {
      for (const f of source(itemIds, storeId)) write(f);
    },
  };
}
export type FactsKeeper = ReturnType<typeof createFactsKeeper>;
