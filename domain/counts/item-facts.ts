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

/** Copies facts of items the journal does not know yet; unknown to the catalog: a placeholder row. Each step is one
 * statement over a JSON array (a reader batch's first pass brings hundreds of new items at a time). */
export function createFactsKeeper(db: JournalDb, source: ItemFactsSource) {
  const unknownOf = db.prepare(
    `SELECT j.value FROM json_each(?1) j
     WHERE NOT EXISTS (SELECT 1 FROM count_item_facts f WHERE f.item_id = j.value)`,
  );
  // WHERE true: an upsert's SELECT needs it (SQLite's parsing ambiguity of ON CONFLICT after a join).
  const put = db.prepare(
    `INSERT INTO count_item_facts (item_id, sku, upc, description, category_id, category, retail)
     SELECT j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6
     FROM json_each(?1) j WHERE true
     ON CONFLICT(item_id) DO UPDATE SET sku = excluded.sku, upc = excluded.upc,
     description = excluded.description, category_id = excluded.category_id, category = excluded.category,
     retail = excluded.retail`,
  );
  const seen = new Set<string>();
  const write = (facts: readonly ItemFacts[]) => {
    if (facts.length > 0)
      put.run(
        JSON.stringify(facts.map((f) => [f.itemId, f.sku, f.upc, f.description, f.categoryId, f.category, f.retail])),
      );
  };
  return {
    /** Call inside the caller's transaction. */
    ensure(itemIds: Iterable<string>, storeId: string): void {
      const unseen: string[] = [];
      for (const id of itemIds) {
        if (seen.has(id)) continue;
        seen.add(id);
        unseen.push(id);
      }
      if (unseen.length === 0) return;
      const missing = (unknownOf.raw(true).all(JSON.stringify(unseen)) as [string][]).map((r) => r[0]);
      if (missing.length === 0) return;
      const found = new Map(source(missing, storeId).map((f) => [f.itemId, f]));
      write(
        missing.map(
          (id) =>
            found.get(id) ?? {
              itemId: id,
              sku: '',
              upc: '',
              description: `Item ${id} (not in the catalog cache)`,
              categoryId: null,
              category: 'No category',
              retail: null,
            },
        ),
      );
    },
    /** Rewrites every fact from the catalog (after a sync). */
    refresh(itemIds: readonly string[], storeId: string): void {
      write(source(itemIds, storeId));
    },
  };
}
export type FactsKeeper = ReturnType<typeof createFactsKeeper>;
