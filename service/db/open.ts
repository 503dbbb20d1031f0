// Process: service. Opens the libsql (SQLite) database, applies the schema and exposes the clock every write uses.
import Database from 'libsql';
import { createLogger } from '../../domain/shared/logger';
import { renderMissing, upgradeRenderLayout } from './render-layout';
import { SCHEMA } from './schema';

const log = createLogger('service.db');

export type Db = InstanceType<typeof Database>;

export function openDatabase(path: string): Db {
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  // A large page cache and memory-mapped reads: a 100,000-item catalog then reads without a syscall per page.
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  db.pragma('temp_store = MEMORY');
  // Triggers are recreated on every open so a file from an older version gets today's rendering; item_render of an
  // older layout is brought to today's (db/render-layout.ts) and fragments missing from it are rendered.
  for (const t of db.prepare("SELECT name FROM sqlite_master WHERE type = 'trigger'").all() as { name: string }[]) {
    if (/^[a-z_]+$/.test(t.name)) db.exec(`DROP TRIGGER IF EXISTS ${t.name}`);
  }
  upgradeRenderLayout(db);
  db.exec(SCHEMA);
  renderMissing(db);
  log.debug('database open', { path });
  return db;
}

export function isEmpty(db: Db): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM stores').get() as { n: number };
  return row.n === 0;
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
