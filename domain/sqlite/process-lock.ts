// Process: main (domain, Electron-free). One process at a time for a file: an exclusive SQLite lock held open on a
// small `<path>.lock` database for as long as the process wants the file. SQLite takes it with the OS's own file
// locks (fcntl on POSIX, LockFileEx on Windows), so the OS drops it when the process dies however it dies (kill -9,
// a crash, a pulled plug): there is never a stale lock to clean up. The lock database holds no data; a side file
// `<path>.lock.json` says who holds it (what, pid, since), only for the message a second process shows.
// Opened with libsql directly, not domain/sqlite/open.ts: this file must stay in rollback mode (WAL lets readers in)
// and must not wait (busy_timeout 0), the opposite of a data file.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { createLogger } from '../shared/logger';

const log = createLogger('sqlite.process-lock');

/** Who holds a lock: what kind of process ("the Stocktake app", `the CLI command "count"`), its pid, since when. */
export interface LockHolder {
  what: string;
  pid: number;
  /** ISO time the lock was taken. */
  since: string;
}

export interface ProcessLock {
  readonly holder: LockHolder;
  /** Drops the lock (idempotent). The process ending drops it too. */
  release(): void;
}

export type LockAttempt = { ok: true; lock: ProcessLock } | { ok: false; holder: LockHolder | null };

const holderFileOf = (path: string) => `${path}.lock.json`;

/** Takes the lock on `path` for this process, or says who has it (null when the holder has not said yet). */
export function tryLock(path: string, what: string): LockAttempt {
  const lockPath = `${path}.lock`;
  mkdirSync(dirname(lockPath), { recursive: true });
  const db = new Database(lockPath);
  try {
    db.exec('PRAGMA busy_timeout = 0');
    db.exec('PRAGMA journal_mode = DELETE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
    return { ok: false, holder: readHolder(path) };
  }
  const holder: LockHolder = { what, pid: process.pid, since: new Date().toISOString() };
  writeHolder(path, holder);
  let held = true;
  return {
    ok: true,
    lock: {
      holder,
      release() {
        if (!held) return;
        held = false;
        // The side file goes first: once the lock is dropped, the next holder may already be writing its own.
        rmSync(holderFileOf(path), { force: true });
        try {
          db.exec('ROLLBACK');
        } finally {
          db.close();
        }
      },
    },
  };
}

function writeHolder(path: string, holder: LockHolder): void {
  const file = holderFileOf(path);
  try {
    writeFileSync(`${file}.tmp`, JSON.stringify(holder));
    renameSync(`${file}.tmp`, file);
  } catch (err) {
    // The lock holds without it; only the other process's message is vaguer.
    log.warn('could not write the lock holder file', { file, error: String(err) });
  }
}

function readHolder(path: string): LockHolder | null {
  try {
    const h = JSON.parse(readFileSync(holderFileOf(path), 'utf8')) as Partial<LockHolder>;
    if (typeof h.what !== 'string' || typeof h.pid !== 'number' || typeof h.since !== 'string') return null;
    return { what: h.what, pid: h.pid, since: h.since };
  } catch {
    return null;
  }
}
