// Process: main (domain, Electron-free). Stores, vendors and dimensions: small lists, replaced whole on every
// sync (three requests) so renames and deletions never linger. Stores come first (the working store is picked
// from them); vendors and dimensions after the items, so the items start in the first rate-limit window.
import type { Dimension, Store, Vendor } from '../api/wire';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';

const log = createLogger('catalog.reference-data');

export function writeStores(db: CatalogDb, stores: readonly Store[]): void {
  const insert = db.prepare('INSERT INTO stores (id, code, description) VALUES (?, ?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM stores');
    for (const s of stores) insert.run(s.id, s.code, s.description);
  })();
  log.debug('stores stored', { stores: stores.length });
}

export function writeVendorsAndDimensions(
  db: CatalogDb,
  vendors: readonly Vendor[],
  dimensions: readonly Dimension[],
): void {
  const insertVendor = db.prepare('INSERT INTO vendors (id, code, name, raw) VALUES (?, ?, ?, ?)');
  const insertDimension = db.prepare(
    'INSERT INTO dimensions (id, dimension_number, code, description) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    db.exec('DELETE FROM vendors; DELETE FROM dimensions;');
    for (const v of vendors) insertVendor.run(v.id, v.code, v.name, JSON.stringify(v));
    for (const d of dimensions) insertDimension.run(d.id, d.dimensionNumber, d.code, d.description);
  })();
  log.debug('vendors and dimensions stored', { vendors: vendors.length, dimensions: dimensions.length });
}

export function readStores(db: CatalogDb): Store[] {
  return db.prepare('SELECT id, code, description FROM stores ORDER BY code').all() as Store[];
}

/** Finds a store by id or code (case-insensitive), as a user types it on the command line. */
export function findStore(db: CatalogDb, codeOrId: string): Store | null {
  const needle = codeOrId.trim().toLowerCase();
  return readStores(db).find((s) => s.id.toLowerCase() === needle || s.code.toLowerCase() === needle) ?? null;
}
