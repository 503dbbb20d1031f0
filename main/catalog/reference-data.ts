// Process: main (domain, Electron-free). Stores, vendors and dimensions: small lists, replaced whole on every
// sync (three requests) so renames and deletions never linger.
import type { Dimension, Store, Vendor } from '../api/wire';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';
import type { CatalogApi } from './ports';

const log = createLogger('catalog.reference-data');

export interface ReferenceData {
  stores: Store[];
  vendors: Vendor[];
  dimensions: Dimension[];
}

export async function fetchReferenceData(api: CatalogApi, signal?: AbortSignal): Promise<ReferenceData> {
  signal?.throwIfAborted();
  const stores = await api.listStores();
  signal?.throwIfAborted();
  const vendors = await api.listVendors();
  signal?.throwIfAborted();
  const dimensions = await api.listDimensions();
  return { stores, vendors, dimensions };
}

export function writeReferenceData(db: CatalogDb, data: ReferenceData): void {
  const insertStore = db.prepare('INSERT INTO stores (id, code, description) VALUES (?, ?, ?)');
  const insertVendor = db.prepare('INSERT INTO vendors (id, code, name, raw) VALUES (?, ?, ?, ?)');
  const insertDimension = db.prepare(
    'INSERT INTO dimensions (id, dimension_number, code, description) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.exec('DELETE FROM stores; DELETE FROM vendors; DELETE FROM dimensions;');
    for (const s of data.stores) insertStore.run(s.id, s.code, s.description);
    for (const v of data.vendors) insertVendor.run(v.id, v.code, v.name, JSON.stringify(v));
    for (const d of data.dimensions) insertDimension.run(d.id, d.dimensionNumber, d.code, d.description);
  })();
  log.debug('reference data stored', {
    stores: data.stores.length,
    vendors: data.vendors.length,
    dimensions: data.dimensions.length,
  });
}

export function readStores(db: CatalogDb): Store[] {
  return db.prepare('SELECT id, code, description FROM stores ORDER BY code').all() as Store[];
}

/** Finds a store by id or code (case-insensitive), as a user types it on the command line. */
export function findStore(db: CatalogDb, codeOrId: string): Store | null {
  const needle = codeOrId.trim().toLowerCase();
  return readStores(db).find((s) => s.id.toLowerCase() === needle || s.code.toLowerCase() === needle) ?? null;
}
