// Process: main (domain, Electron-free). The `meta` key/value table every app SQLite file carries (the catalog
// cache's working store, the journal's send mode): one reader and one writer for all of them.
import type { SqliteDb } from './open';

export function getMeta(db: SqliteDb, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function setMeta(db: SqliteDb, key: string, value: string): void {
  db.prepare('INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
