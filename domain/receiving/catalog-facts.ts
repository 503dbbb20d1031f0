// Process: main (domain, Electron-free). What receiving reads of the catalog cache (offline, never the network):
// an item's SKU and description and whether the working store carries it, and the vendors a store may receive
// from. A port, so the engine takes any source; `catalogFacts(db)` reads the cache file.
import type { SqliteDb } from '../sqlite/open';

export interface ItemFacts {
  id: string;
  sku: string;
  description: string;
  /** The store lists the item (it has the store's price row). */
  availableAtStore: boolean;
}

export interface VendorFacts {
  id: string;
  code: string;
  name: string;
  storeIds: string[];
}

export interface ReceivingCatalog {
  item(itemId: string, storeId: string): ItemFacts | null;
  vendors(): VendorFacts[];
  store(storeId: string): { id: string; code: string; description: string } | null;
}

export function catalogFacts(db: SqliteDb): ReceivingCatalog {
  const itemStmt = db.prepare(
    `SELECT i.id, i.sku, i.description, i.pos_description1 AS pos,
       EXISTS (SELECT 1 FROM item_stores s WHERE s.item_id = i.id AND s.store_id = ?) AS atStore
     FROM items i WHERE i.id = ?`,
  );
  const vendorStmt = db.prepare('SELECT id, code, name, raw FROM vendors ORDER BY code');
  const storeStmt = db.prepare('SELECT id, code, description FROM stores WHERE id = ?');
  return {
    item(itemId, storeId) {
      const r = itemStmt.get(storeId, itemId) as
        | { id: string; sku: string; description: string; pos: string; atStore: number }
        | undefined;
      if (!r) return null;
      return { id: r.id, sku: r.sku, description: r.description || r.pos, availableAtStore: r.atStore === 1 };
    },
    vendors() {
      return (vendorStmt.all() as { id: string; code: string; name: string; raw: string }[]).map((r) => {
        const stores = (JSON.parse(r.raw) as { stores?: { id: string }[] }).stores ?? [];
        return { id: r.id, code: r.code, name: r.name, storeIds: stores.map((s) => s.id.toLowerCase()) };
      });
    },
    store: (storeId) =>
      (storeStmt.get(storeId) as { id: string; code: string; description: string } | undefined) ?? null,
  };
}

/** The names a line shows for an item: null each when the cache does not know it (a line keeps its item id). */
export const itemNames = (item: ItemFacts | null | undefined): { sku: string | null; description: string | null } => ({
  sku: item?.sku ?? null,
  description: item?.description ?? null,
});

/** Vendors available to the store, by code. */
export function vendorsForStore(catalog: ReceivingCatalog, storeId: string): VendorFacts[] {
  const store = storeId.toLowerCase();
  return catalog.vendors().filter((v) => v.storeIds.includes(store));
}
