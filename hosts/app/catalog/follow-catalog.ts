// Process: main (composition, Electron-free). A reader of the catalog cache that follows the file open at the time
// of the call: the cache is closed on sign-out and replaced when rebuilt after damage, while the engines built on
// the journal live on, so what they read of the catalog is built again for each new file rather than held.

import type { SqliteDb } from '../../../domain/sqlite/open';

/** `build` over the cache open now, built once per file; null while none is open. */
export function followCatalog<T>(catalogDb: () => SqliteDb | null, build: (db: SqliteDb) => T): () => T | null {
  let source: { db: SqliteDb; value: T } | null = null;
  return () => {
    const db = catalogDb();
    if (!db) return null;
    if (source?.db !== db) source = { db, value: build(db) };
    return source.value;
  };
}
