// Process: main (domain, Electron-free). The journal: one SQLite file per service and client holding work that
// exists nowhere else yet (counts now, receiving drafts later), apart from the catalog cache, which can be
// rebuilt. FULL synchronous: a commit is on disk before the call that made it returns. Never deleted or
// overwritten by the app; a file from a newer app is refused (SchemaTooNewError), not downgraded.
import { UserError } from '../shared/errors';
import { accountDbPath } from '../sqlite/account-path';
import { openSqlite, type SqliteDb } from '../sqlite/open';
import { type LockHolder, type ProcessLock, tryLock } from '../sqlite/process-lock';
import { JOURNAL_MIGRATIONS } from './migrations';

export type JournalDb = SqliteDb;
// The meta helpers every app SQLite file shares, under the names domain/counts already imports.
export { getMeta as getJournalMeta, setMeta as setJournalMeta } from '../sqlite/meta';

/** `<dataDir>/journal/<hash>.db`, keyed like the catalog cache (domain/sqlite/account-path.ts). */
export function journalPath(dataDir: string, baseUrl: string, clientId: string): string {
  return accountDbPath(dataDir, 'journal', baseUrl, clientId);
}

export function openJournalFile(path: string): JournalDb {
  return openSqlite(path, { label: 'count journal', migrations: JOURNAL_MIGRATIONS, synchronous: 'FULL' });
}

export function openJournal(dataDir: string, baseUrl: string, clientId: string): JournalDb {
  return openJournalFile(journalPath(dataDir, baseUrl, clientId));
}

/**
 * One process at a time writes a journal: each keeps its own view of the lines (counts, drafts), so a second
 * writer would lose or double counts. Held for as long as the journal is open; the OS drops it if the process dies.
 * `what` names this process for the other one's message ("the Stocktake app", `the CLI command "count"`).
 * Throws UserError 'journal_in_use' naming the holder and what to do.
 */
export function lockJournal(path: string, what: string): ProcessLock {
  const attempt = tryLock(path, what);
  if (attempt.ok) return attempt.lock;
  throw new UserError('journal_in_use', journalInUseMessage(attempt.holder));
}

export function journalInUseMessage(holder: LockHolder | null): string {
  const who = holder
    ? `${holder.what} (process ${holder.pid}, since ${new Date(holder.since).toLocaleString()})`
    : 'another Stocktake process';
  return (
    `The count journal is in use by ${who}. One program at a time may count and receive on a data folder, so ` +
    'nothing is counted twice or lost: close it (or let the command finish), then try again.'
  );
}
