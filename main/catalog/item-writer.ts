// Process: main (domain, Electron-free). Writes synced item pages into the catalog. Callers wrap a page and
// its sync checkpoint in one transaction; this module only knows how one item maps onto its tables.
import type { Item } from '../api/wire';
import type { CatalogDb } from './db';
import { itemToRows } from './item-rows';

export interface ItemWriter {
  /**
   * Upserts items read from the store `from.storeId`. Only that store's price row is replaced: a store-scoped
   * read may list only its own store in `stores`, so other stores' rows are updated, never removed. With
   * `fullSyncStartedAt`, the items are marked as listed by that full sync (see dropUnlisted).
   */
  write(items: readonly Item[], from?: { storeId: string; fullSyncStartedAt?: string }): void;
  /** After a completed full sync: drops the store's rows for items it no longer listed. Returns how many. */
  dropUnlisted(storeId: string, fullSyncStartedAt: string): number;
}

export function createItemWriter(db: CatalogDb): ItemWriter {
  const upsertItem = db.prepare(`
    INSERT INTO items (id, sku, description, pos_description1, pos_description2, active, matrix_id,
      level_id, level1_id, level2_id, last_updated, raw)
    VALUES (@id, @sku, @description, @posDescription1, @posDescription2, @active, @matrixId,
      @levelId, @level1Id, @level2Id, @lastUpdated, @raw)
    ON CONFLICT(id) DO UPDATE SET sku = excluded.sku, description = excluded.description,
      pos_description1 = excluded.pos_description1, pos_description2 = excluded.pos_description2,
      active = excluded.active, matrix_id = excluded.matrix_id, level_id = excluded.level_id,
      level1_id = excluded.level1_id, level2_id = excluded.level2_id, last_updated = excluded.last_updated,
      raw = excluded.raw`);
  const deleteStores = db.prepare('DELETE FROM item_stores WHERE item_id = ?');
  const deleteStore = db.prepare('DELETE FROM item_stores WHERE item_id = ? AND store_id = ?');
  const upsertStore = db.prepare(
    'INSERT INTO item_stores (item_id, store_id, retail_price1) VALUES (?, ?, ?) ' +
      'ON CONFLICT(item_id, store_id) DO UPDATE SET retail_price1 = excluded.retail_price1',
  );
  const markListed = db.prepare('UPDATE item_stores SET seen_full_sync = ? WHERE item_id = ? AND store_id = ?');
  const deleteGtins = db.prepare('DELETE FROM item_gtins WHERE item_id = ?');
  // A GTIN belongs to one item: if the service moved it, the newer item record wins.
  const insertGtin = db.prepare('INSERT OR REPLACE INTO item_gtins (gtin14, item_id, is_current) VALUES (?, ?, ?)');
  const deleteUpcs = db.prepare('DELETE FROM item_upcs WHERE item_id = ?');
  const insertUpc = db.prepare('INSERT INTO item_upcs (item_id, upc, position, gtin14) VALUES (?, ?, ?, ?)');
  const upsertLevel = db.prepare(
    'INSERT INTO levels (id, code, description) VALUES (?, ?, ?) ' +
      'ON CONFLICT(id) DO UPDATE SET code = excluded.code, description = excluded.description',
  );
  const dropUnlisted = db.prepare(
    'DELETE FROM item_stores WHERE store_id = ? AND (seen_full_sync IS NULL OR seen_full_sync <> ?)',
  );

  return {
    write(items, from) {
      for (const wire of items) {
        const rows = itemToRows(wire);
        const id = rows.item.id;
        upsertItem.run(rows.item);
        if (rows.stores) {
          // Read without a store scope, the array is the whole truth; store-scoped, it speaks for that store.
          if (from) deleteStore.run(id, from.storeId);
          else deleteStores.run(id);
          for (const s of rows.stores) upsertStore.run(id, s.storeId, s.retailPrice1);
        }
        if (from?.fullSyncStartedAt) markListed.run(from.fullSyncStartedAt, id, from.storeId);
        if (rows.gtins) {
          deleteGtins.run(id);
          for (const g of rows.gtins) insertGtin.run(g.gtin14, id, g.isCurrent);
        }
        deleteUpcs.run(id);
        for (const u of rows.upcs) insertUpc.run(id, u.upc, u.position, u.gtin14);
        for (const l of rows.levels) upsertLevel.run(l.id, l.code, l.description);
      }
    },
    dropUnlisted(storeId, fullSyncStartedAt) {
      return Number(dropUnlisted.run(storeId, fullSyncStartedAt).changes);
    },
  };
}
