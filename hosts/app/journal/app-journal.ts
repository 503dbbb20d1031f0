// Process: main (composition, Electron-free). The journal inside the app: one open journal (domain/journal) for the
// signed-in service and client, shared by counting and receiving, and the engines built on it. `reconcile()`
// follows the session, the working store and the catalog: it opens the journal and starts the engines when all
// three are there, restarts them when the catalog's scan index is replaced, and stops them and closes the journal
// on sign-out, on another account and at quit. A journal found damaged on open is moved aside (kept, never
// deleted or overwritten: domain/sqlite/recover.ts), a fresh one opens in its place and the user is told. The journal
// is locked to this process while open (domain/journal lockJournal): one held by another process (the CLI, a second
// browser mode) leaves counting and receiving stopped with a message naming it, sign-in and lookups still work, and
// the lock is tried again every few seconds, so counting starts by itself once the other one is done.

import type { CatalogAccount } from '../../../domain/catalog/account';
import { type JournalDb, journalPath, lockJournal, openJournalFile } from '../../../domain/journal/journal';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { isUserFacing } from '../../../domain/shared/errors';
import { createLogger, type Logger } from '../../../domain/shared/logger';
import type { ProcessLock } from '../../../domain/sqlite/process-lock';
import { damagedFileMessage, openOrMoveAside } from '../../../domain/sqlite/recover';

const LABEL = 'count journal';
/** How often a journal held by another process is tried again. */
const IN_USE_RETRY_MS = 3_000;

/** What the app tells the user about a damaged journal (and where its readable rows can be exported from). */
export interface JournalRecovery {
  path: string;
  savedAs: string;
  at: string;
  message: string;
}

/** An engine that lives on the journal and the catalog's scan index (counting, receiving). */
export interface JournalEngine {
  start(db: JournalDb, index: ItemIndex<ResolvableItem>, user: string | null): void;
  stop(): void;
}

export interface AppJournalDeps {
  dataDir: string;
  /** This process in another one's "in use by" message: "the Stocktake app", "Stocktake in browser mode". */
  holder: string;
  /** Retry interval while another process holds the journal (tests shorten it). */
  inUseRetryMs?: number;
  /** The signed-in account (null when signed out). */
  account(): CatalogAccount | null;
  workingStoreId(): string | null;
  /** Who is signed in: the engines restart for another user (the audit trail names who counted). */
  userName(): string | null;
  /** The catalog's scan index, null while the catalog is closed. */
  scanIndex(): ItemIndex<ResolvableItem> | null;
  engines: readonly JournalEngine[];
  /** A damaged journal was moved aside and a fresh one opened. */
  onRecovered?(recovery: JournalRecovery): void;
  /** Opening failed for another reason (a file from a newer app, a full disk): the engines stay stopped. */
  onProblem?(message: string | null): void;
  /** Something went wrong in the background that the user should read (an engine that failed to start). */
  notify?(message: string): void;
  logger?: Logger;
}

export interface AppJournal {
  reconcile(): void;
  /** The open journal, or null. */
  db(): JournalDb | null;
  /** Damaged journals moved aside in this run, oldest first. */
  recoveries(): JournalRecovery[];
  close(): void;
}

/** Opens the journal; a damaged one is moved aside with its log and a fresh file opens in its place. */
export function openJournalRecovering(path: string, log: Logger): { db: JournalDb; recovery: JournalRecovery | null } {
  const found = openOrMoveAside(path, LABEL, () => openChecked(path));
  if (found.moved === null) return { db: found.opened, recovery: null };
  const { moved } = found;
  log.error('count journal damaged on open: moved aside', { path, savedAs: moved.savedAs, error: String(found.error) });
  const message = `${damagedFileMessage(LABEL, moved)} A new journal was started; the counts in the damaged one can still be exported as CSV (Export its counts).`;
  return { db: openJournalFile(path), recovery: { path, savedAs: moved.savedAs, at: moved.at, message } };
}

/** Damage found by the check, in SQLite's own terms, so it is recognised like damage found on open. */
class JournalDamaged extends Error {
  readonly code = 'SQLITE_CORRUPT';
}

/**
 * Opens the journal and checks every page (PRAGMA quick_check: linear in the file's size, a few ms for a big
 * count), so a journal damaged where opening does not look is caught now, while it can still be kept whole,
 * rather than later in the middle of a count.
 */
function openChecked(path: string): JournalDb {
  const db = openJournalFile(path);
  try {
    const rows = db.prepare('PRAGMA quick_check(5)').all() as Record<string, string>[];
    const problems = rows.map((r) => Object.values(r)[0]).filter((v) => v !== 'ok');
    if (problems.length) throw new JournalDamaged(`quick_check: ${problems.join('; ')}`);
    return db;
  } catch (err) {
    db.close();
    throw err;
  }
}

export function createAppJournal(deps: AppJournalDeps): AppJournal {
  const log = deps.logger ?? createLogger('app.journal');
  let open: { path: string; db: JournalDb; lock: ProcessLock } | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let problem: string | null = null;
  // Said once per cause: the retries every few seconds must not add the same notice again and again.
  const setProblem = (message: string | null) => {
    if (message === problem) return;
    problem = message;
    deps.onProblem?.(message);
  };
  let started: { index: ItemIndex<ResolvableItem>; user: string | null } | null = null;
  const recoveries: JournalRecovery[] = [];

  const stopEngines = () => {
    if (!started) return;
    started = null;
    for (const engine of deps.engines) {
      try {
        engine.stop();
      } catch (err) {
        log.error('an engine failed to stop', { error: String(err) });
      }
    }
  };
  const closeJournal = () => {
    stopEngines();
    if (!open) return;
    try {
      open.db.close();
    } catch (err) {
      log.warn('closing the journal failed', { error: String(err) });
    }
    open.lock.release();
    open = null;
  };
  const retryLater = () => {
    if (retry || closed) return;
    retry = setTimeout(() => {
      retry = null;
      app.reconcile();
    }, deps.inUseRetryMs ?? IN_USE_RETRY_MS);
    retry.unref?.();
  };
  /** The lock, then the journal (never moved aside or even opened while another process writes it). */
  const openLocked = (path: string) => {
    const lock = lockJournal(path, deps.holder);
    try {
      return { lock, ...openJournalRecovering(path, log) };
    } catch (err) {
      lock.release();
      throw err;
    }
  };

  const app: AppJournal = {
    reconcile() {
      if (closed) return;
      const account = deps.account();
      const path =
        account && deps.workingStoreId() ? journalPath(deps.dataDir, account.baseUrl, account.clientId) : null;
      if (open && open.path !== path) closeJournal();
      if (!path) return;
      const index = deps.scanIndex();
      if (!index) return; // the catalog opens soon; its next progress event brings us back
      if (!open) {
        try {
          const opened = openLocked(path);
          open = { path, db: opened.db, lock: opened.lock };
          setProblem(null);
          if (opened.recovery) {
            recoveries.push(opened.recovery);
            deps.onRecovered?.(opened.recovery);
          }
        } catch (err) {
          if (isUserFacing(err) && err.code === 'journal_in_use') {
            log.warn('the count journal is in use by another process', { path, error: (err as Error).message });
            setProblem(
              `${(err as Error).message} Sign-in and lookups still work here; counting and receiving start by ` +
                'themselves once it is free.',
            );
            retryLater();
            return;
          }
          log.error('the count journal could not be opened', { path, error: String(err) });
          setProblem(`The count journal (${path}) could not be opened: ${(err as Error).message}`);
          return;
        }
      }
      const user = deps.userName();
      if (started?.index === index && started.user === user) return;
      stopEngines();
      started = { index, user };
      for (const engine of deps.engines) {
        try {
          engine.start(open.db, index, user);
        } catch (err) {
          log.error('an engine failed to start', { error: String(err) });
          deps.notify?.(`Counting or receiving could not start: ${(err as Error).message}. Sign out and in again.`);
        }
      }
    },
    db: () => open?.db ?? null,
    recoveries: () => [...recoveries],
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      closeJournal();
    },
  };
  return app;
}
