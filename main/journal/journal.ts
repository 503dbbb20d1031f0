// Process: main (domain, Electron-free). The journal: one SQLite file per service and client holding work that
// exists nowhere else yet (counts now, receiving drafts later), apart from the catalog cache, which can be
// rebuilt. FULL synchronous: a commit is on disk before the call that made it returns. Never deleted or
// overwritten by the app; a file from a newer app is refused (SchemaTooNewError), not downgraded.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { openSqlite, type SqliteDb } from '../sqlite/open';
import { JOURNAL_MIGRATIONS } from './migrations';

export type JournalDb = SqliteDb;

/** `<dataDir>/journal/<hash>.db`, keyed like the catalog cache (main/catalog/db.ts catalogDbPath). */
export function journalPath(dataDir: string, baseUrl: string, clientId: string): string {
  const normalisedUrl = baseUrl.trim().replace(/\/+$/, '').toLowerCase();
  const key = createHash('sha256').update(`${normalisedUrl}\n${clientId.trim()}`).digest('hex').slice(0, 24);
  return join(dataDir, 'journal', `${key}.db`);
}

export function openJournalFile(path: string): JournalDb {
  return openSqlite(path, { label: 'count journal', migrations: JOURNAL_MIGRATIONS, synchronous: 'FULL' });
}

export function openJournal(dataDir: string, baseUrl: string, clientId: string): JournalDb {
  return openJournalFile(journalPath(dataDir, baseUrl, clientId));
}

export function getJournalMeta(db: JournalDb, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value ?? null;
}

export function setJournalMeta(db: JournalDb, key: string, value: string): void {
  db.prepare('INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
