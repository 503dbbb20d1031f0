// Process: test (node). A store for replenishment tests: a real journal file (tags/journal-fixture.ts's counts)
// beside a real catalog cache file holding the store's items (category, style, on-hand), removed after the test.
import { join } from 'node:path';
import { type CatalogDb, openCatalogDb } from '../../../domain/catalog/db';
import type { JournalDb } from '../../../domain/journal/journal';
import { STORE } from '../tags/journal-fixture';
import { afterThisTest, testJournal } from '../tags/test-journal';

export { STORE };

export interface TestItem {
  id: string;
  category?: string;
  style?: string | null;
  onHand?: number;
  /** The store carries it (default true). */
  carried?: boolean;
}

export function replenishStore(): { journal: JournalDb; catalog: CatalogDb; addItems(items: TestItem[]): void } {
  const { db: journal, path } = testJournal();
  const catalog = openCatalogDb(join(path, '..', 'catalog.db'));
  afterThisTest(() => catalog.close());
  const level = catalog.prepare('INSERT OR IGNORE INTO levels (id, code, description) VALUES (?, ?, ?)');
  const item = catalog.prepare(
    `INSERT INTO items (id, sku, description, pos_description1, pos_description2, active, matrix_id, level_id,
       last_updated, raw) VALUES (?, ?, ?, '', '', 1, ?, ?, '', '{}')`,
  );
  const carried = catalog.prepare('INSERT INTO item_stores (item_id, store_id, retail_price1) VALUES (?, ?, 10)');
  const onHand = catalog.prepare("INSERT INTO on_hand (item_id, store_id, qty, row_updated) VALUES (?, ?, ?, '')");
  return {
    journal,
    catalog,
    addItems(items) {
      for (const it of items) {
        const category = it.category ?? 'Tops';
        level.run(`cat-${category}`, category.toUpperCase(), category);
        item.run(it.id, it.id.toUpperCase(), `Item ${it.id}`, it.style ?? null, `cat-${category}`);
        if (it.carried !== false) carried.run(it.id, STORE);
        if (it.onHand !== undefined) onHand.run(it.id, STORE, it.onHand);
      }
    },
  };
}
