// Process: main (domain, Electron-free). The categories a count's scope can name: the store's items in the catalog
// cache by level, named as the count's figures name them (item-facts.ts: the level's description, else its code,
// else 'No category'), so a chosen category matches the review's groups exactly.
import type { ScopeCategoryView } from '../../contract/counts';
import type { SqliteDb } from '../sqlite/open';

export function scopeCategories(catalogDb: SqliteDb, storeId: string): ScopeCategoryView[] {
  return catalogDb
    .prepare(
      `SELECT COALESCE(NULLIF(COALESCE(l.description, l.code, ''), ''), 'No category') AS category,
         COUNT(*) AS items
       FROM item_stores s JOIN items i ON i.id = s.item_id LEFT JOIN levels l ON l.id = i.level_id
       WHERE s.store_id = ? COLLATE NOCASE
       GROUP BY 1 ORDER BY 1 COLLATE NOCASE`,
    )
    .all(storeId) as ScopeCategoryView[];
}
