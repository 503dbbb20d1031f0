// Process: main (domain, Electron-free). Opens the catalog cache: one libsql (SQLite) file per service and
// client, in WAL mode so the scan path can read while a sync page is being written.
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import { createLogger } from '../shared/logger';
import { applyMigrations } from './migrations';

const log = createLogger('catalog.db');

export type CatalogDb = InstanceType<typeof Database>;

/** `<dataDir>/catalog/<hash>.db`: the hash keeps one cache per (service, client) without leaking either. */
export function catalogDbPath(dataDir: string, baseUrl: string, clientId: string): string {
  const normalisedUrl = baseUrl.trim().replace(/\/+$/, '').toLowerCase();
  const key = createHash('sha256').update(`${normalisedUrl}\n${clientId.trim()}`).digest('hex').slice(0, 24);
  return join(dataDir, 'catalog', `${key}.db`);
}

export function openCatalogDb(path: string): CatalogDb {
  if (path !== ':memory:') mkdirSync(join(path, '..'), { recursive: true });
  const db = new Database(path);
  db.exec('PRAGMA journal_mode = WAL');
  // NORMAL is durable across app crashes in WAL mode; only a power cut can lose the last page, and the
  // checkpoint row is lost with it, so resume still restarts at the right page.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA busy_timeout = 5000');
  const version = applyMigrations(db);
  log.debug('catalog opened', { path, version });
  return db;
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

/** First column of the first row, or undefined. libsql ignores pluck(), so read it through raw(). */
export function scalar<T>(stmt: ReturnType<CatalogDb['prepare']>, ...params: unknown[]): T | undefined {
  const row = stmt.raw(true).get(...params) as unknown[] | undefined;
  return row?.[0] as T | undefined;
}

/** First column of every row. */
export function column<T>(stmt: ReturnType<CatalogDb['prepare']>, ...params: unknown[]): T[] {
  return (stmt.raw(true).all(...params) as unknown[][]).map((r) => r[0] as T);
}
