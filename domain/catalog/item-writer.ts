// Process: main (domain, Electron-free). Writes synced item pages into the catalog. Callers wrap a page and
// its sync checkpoint in one transaction; this module only knows how items map onto their tables.
// Set-based on purpose: each table gets one statement per page over a JSON array (json_each), because a
// native call per row (about ten per item) cost more than the whole HTTP round trip of a 500-item page.
import type { Item, LevelRef } from '../api/wire';
import type { CatalogDb } from './db';
import { itemToRows } from './item-rows';
import { INDEX_REC_SQL } from './migrations';

export interface ItemWriter {
  /**
   * Upserts items read from the store `from.storeId`. Only that store's price row is replaced: a store-scoped
   * read may list only its own store in `stores`, so other stores' rows are updated, never removed. With
   * `fullSyncStartedAt`, the items are marked as listed by that full sync (see dropUnlisted). Without `from`
   * (an unscoped read), each item's `stores` array replaces all its price rows.
   */
  write(items: readonly Item[], from?: { storeId: string; fullSyncStartedAt?: string }): void;
  /** After a completed full sync: drops the store's rows for items it no longer listed. Returns how many. */
  dropUnlisted(storeId: string, fullSyncStartedAt: string): number;
}

const IDS = 'SELECT value FROM json_each(?)';

export function createItemWriter(db: CatalogDb): ItemWriter {
  const upsertItems = db.prepare(`
    INSERT INTO items (id, sku, description, pos_description1, pos_description2, active, matrix_id,
      level_id, level1_id, level2_id, last_updated, raw, index_rec)
    SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6,
      value->>7, value->>8, value->>9, value->>10, value->>11, value->>12 FROM json_each(?) WHERE true
    ON CONFLICT(id) DO UPDATE SET sku = excluded.sku, description = excluded.description,
      pos_description1 = excluded.pos_description1, pos_description2 = excluded.pos_description2,
      active = excluded.active, matrix_id = excluded.matrix_id, level_id = excluded.level_id,
      level1_id = excluded.level1_id, level2_id = excluded.level2_id, last_updated = excluded.last_updated,
      raw = excluded.raw, index_rec = excluded.index_rec`);
  // Items read without Expand=GTIN keep their stored GTINs: their index record is rebuilt from the tables.
  const rebuildIndexRecs = db.prepare(`UPDATE items SET index_rec = ${INDEX_REC_SQL('items.id')} WHERE id IN (${IDS})`);
  const deleteAllStores = db.prepare(`DELETE FROM item_stores WHERE item_id IN (${IDS})`);
  const deleteStore = db.prepare(`DELETE FROM item_stores WHERE store_id = ? AND item_id IN (${IDS})`);
  const upsertStores = db.prepare(`
    INSERT INTO item_stores (item_id, store_id, retail_price1)
    SELECT value->>0, value->>1, value->>2 FROM json_each(?) WHERE true
    ON CONFLICT(item_id, store_id) DO UPDATE SET retail_price1 = excluded.retail_price1`);
  const markListed = db.prepare(`UPDATE item_stores SET seen_full_sync = ? WHERE store_id = ? AND item_id IN (${IDS})`);
  const deleteGtins = db.prepare(`DELETE FROM item_gtins WHERE item_id IN (${IDS})`);
  // A GTIN belongs to one item: if the service moved it, the newer item record wins.
  const insertGtins = db.prepare(`INSERT OR REPLACE INTO item_gtins (gtin14, item_id, is_current)
    SELECT value->>0, value->>1, value->>2 FROM json_each(?)`);
  const deleteUpcs = db.prepare(`DELETE FROM item_upcs WHERE item_id IN (${IDS})`);
  const insertUpcs = db.prepare(`INSERT INTO item_upcs (item_id, upc, position, gtin14)
    SELECT value->>0, value->>1, value->>2, value->>3 FROM json_each(?)`);
  const upsertLevels = db.prepare(`
    INSERT INTO levels (id, code, description) SELECT value->>0, value->>1, value->>2 FROM json_each(?) WHERE true
    ON CONFLICT(id) DO UPDATE SET code = excluded.code, description = excluded.description`);
  const dropUnlisted = db.prepare(
    'DELETE FROM item_stores WHERE store_id = ? AND (seen_full_sync IS NULL OR seen_full_sync <> ?)',
  );

  return {
    write(items, from) {
      if (items.length === 0) return;
      const itemRows: unknown[][] = [];
      const ids: string[] = [];
      const withStores: string[] = [];
      const storeRows: unknown[][] = [];
      const withGtins: string[] = [];
      const withoutGtins: string[] = [];
      const gtinRows: unknown[][] = [];
      const upcRows: unknown[][] = [];
      const levels = new Map<string, LevelRef>();
      for (const wire of items) {
        const r = itemToRows(wire);
        const it = r.item;
        const id = it.id;
        ids.push(id);
        itemRows.push([
          id,
          it.sku,
          it.description,
          it.posDescription1,
          it.posDescription2,
          it.active,
          it.matrixId,
          it.levelId,
          it.level1Id,
          it.level2Id,
          it.lastUpdated,
          it.raw,
          r.gtins
            ? JSON.stringify([id, it.sku, it.active, r.upcs.map((u) => u.upc), r.gtins.map((g) => g.gtin14)])
            : null,
        ]);
        if (!r.gtins) withoutGtins.push(id);
        if (r.stores) {
          withStores.push(id);
          for (const s of r.stores) storeRows.push([id, s.storeId, s.retailPrice1]);
        }
        if (r.gtins) {
          withGtins.push(id);
          for (const g of r.gtins) gtinRows.push([g.gtin14, id, g.isCurrent]);
        }
        for (const u of r.upcs) upcRows.push([id, u.upc, u.position, u.gtin14]);
        for (const l of r.levels) levels.set(l.id, l);
      }
      upsertItems.run(JSON.stringify(itemRows));
      if (withStores.length > 0) {
        // Read without a store scope, the array is the whole truth; store-scoped, it speaks for that store.
        if (from) deleteStore.run(from.storeId, JSON.stringify(withStores));
        else deleteAllStores.run(JSON.stringify(withStores));
        if (storeRows.length > 0) upsertStores.run(JSON.stringify(storeRows));
      }
      if (from?.fullSyncStartedAt) markListed.run(from.fullSyncStartedAt, from.storeId, JSON.stringify(ids));
      if (withGtins.length > 0) {
        deleteGtins.run(JSON.stringify(withGtins));
        if (gtinRows.length > 0) insertGtins.run(JSON.stringify(gtinRows));
      }
      deleteUpcs.run(JSON.stringify(ids));
      if (upcRows.length > 0) insertUpcs.run(JSON.stringify(upcRows));
      if (withoutGtins.length > 0) rebuildIndexRecs.run(JSON.stringify(withoutGtins));
      if (levels.size > 0) {
        upsertLevels.run(JSON.stringify([...levels.values()].map((l) => [l.id, l.code, l.description])));
      }
    },
    dropUnlisted(storeId, fullSyncStartedAt) {
      return Number(dropUnlisted.run(storeId, fullSyncStartedAt).changes);
    },
  };
}
