// Process: main (domain, Electron-free). Opens the catalog cache: one libsql (SQLite) file per service and
// client, in WAL mode so the scan path can read while a sync page is being written.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { openSqlite, type SqliteDb } from '../sqlite/open';
import { MIGRATIONS } from './migrations';

export type CatalogDb = SqliteDb;
export { column, scalar } from '../sqlite/open';

/** `<dataDir>/catalog/<hash>.db`: the hash keeps one cache per (service, client) without leaking either. */
export function catalogDbPath(dataDir: string, baseUrl: string, clientId: string): string {
  const normalisedUrl = baseUrl.trim().replace(/\/+$/, '').toLowerCase();
  const key = createHash('sha256').update(`${normalisedUrl}\n${clientId.trim()}`).digest('hex').slice(0, 24);
  return join(dataDir, 'catalog', `${key}.db`);
}

// NORMAL is durable across app crashes in WAL mode; only a power cut can lose the last page, and the
// checkpoint row is lost with it, so resume still restarts at the right page.
export function openCatalogDb(path: string): CatalogDb {
  return openSqlite(path, { label: 'catalog cache', migrations: MIGRATIONS, synchronous: 'NORMAL' });
}

export function getMeta(db: CatalogDb, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function setMeta(db: CatalogDb, key: string, value: string): void {
  db.prepare('INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
