// Process: main (domain, Electron-free). Opens the catalog cache: one libsql (SQLite) file per service and
// client, in WAL mode so the scan path can read while a sync page is being written.
import { accountDbPath } from '../sqlite/account-path';
import { openSqlite, type SqliteDb } from '../sqlite/open';
import { MIGRATIONS } from './migrations';

export type CatalogDb = SqliteDb;
export { getMeta, setMeta } from '../sqlite/meta';
export { column, scalar } from '../sqlite/open';

/** `<dataDir>/catalog/<hash>.db`: the hash keeps one cache per (service, client) without leaking either. */
export function catalogDbPath(dataDir: string, baseUrl: string, clientId: string): string {
  return accountDbPath(dataDir, 'catalog', baseUrl, clientId);
}

// NORMAL is durable across app crashes in WAL mode; only a power cut can lose the last page, and the
// checkpoint row is lost with it, so resume still restarts at the right page.
export function openCatalogDb(path: string): CatalogDb {
  return openSqlite(path, { label: 'catalog cache', migrations: MIGRATIONS, synchronous: 'NORMAL' });
}
