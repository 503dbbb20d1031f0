// Process: main (domain, Electron-free). The rule for a damaged SQLite file, the same for every file the app
// keeps: recognise damage (SQLITE_CORRUPT, SQLITE_NOTADB) and move the file aside with its -wal and -shm, kept
// and named with the time, never deleted or overwritten. What comes next is the caller's: the catalog cache
// opens a fresh file and rebuilds it by a full sync; the count journal is never rebuilt, only kept and reported.
import { existsSync, renameSync } from 'node:fs';
import { createLogger } from '../shared/logger';
import { openSqlite, type SqliteDb } from './open';

const log = createLogger('sqlite.recover');

/** SQLite's answers for a file that is not (or no longer) a sound database; extended codes included. */
const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB)(_|$)/;

/** True when the error says the file itself is damaged (not busy, not full, not missing, not too new). */
export function isCorruption(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DAMAGE_CODES.test(code);
}

export interface MovedAside {
  /** The file as it was opened. */
  path: string;
  /** Where it is kept now; its -wal and -shm (when there were any) sit beside it as `<savedAs>-wal`, `-shm`. */
  savedAs: string;
  /** The companion files that were moved with it. */
  companions: string[];
  at: string;
}

/**
 * Moves `path` and its -wal/-shm to `<path>.damaged-<time>` (+ `-wal`, `-shm`), so SQLite can still open the
 * kept copy with its log. The file must be closed. A name already taken gets a counter, never an overwrite.
 */
export function moveAside(path: string, label: string, now = new Date()): MovedAside {
  const at = now.toISOString();
  const savedAs = damagedCopyName(path, now, (p) => [p, `${p}-wal`, `${p}-shm`].some((f) => existsSync(f)));
  const companions: string[] = [];
  // The log first: a -wal left behind beside a fresh file would be replayed into it; a file left without its
  // log at worst is found damaged again at the next open.
  for (const suffix of ['-wal', '-shm']) {
    if (!existsSync(path + suffix)) continue;
    renameSync(path + suffix, savedAs + suffix);
    companions.push(savedAs + suffix);
  }
  if (existsSync(path)) renameSync(path, savedAs);
  log.warn('damaged file moved aside and kept', { label, path, savedAs, companions: companions.length });
  return { path, savedAs, companions, at };
}

/** What `openOrMoveAside` found: the file opened, or damage, with where the file is kept now. */
export type OpenedOrMoved<T> = { opened: T; moved: null } | { opened: null; moved: MovedAside; error: unknown };

/**
 * Runs `open` (which opens and checks the file). If it finds the file damaged, moves the file aside with its log
 * and says where; any other error is thrown. A read-only connection holds the file throughout, and is closed only
 * after the move: when the last connection to a WAL file closes, SQLite checkpoints the log into the file and
 * deletes it, which after a failed check would rewrite the damaged file before it is kept. Once the file has
 * moved, SQLite does neither, so the kept copy stays as it was found and the fresh file's log is never touched,
 * however late libsql closes the old connections (it waits until their statements are garbage collected:
 * test/unit/sqlite/recover.test.ts).
 */
export function openOrMoveAside<T>(path: string, label: string, open: () => T): OpenedOrMoved<T> {
  const holder = holdOpen(path, label);
  try {
    return { opened: open(), moved: null };
  } catch (error) {
    if (!isCorruption(error)) throw error;
    return { opened: null, moved: moveAside(path, label), error };
  } finally {
    holder?.close();
  }
}

/** Closes a file found damaged in use and moves it aside, held as in `openOrMoveAside` until it has moved. */
export function closeAndMoveAside(db: SqliteDb, path: string, label: string): MovedAside {
  const holder = holdOpen(path, label);
  try {
    db.close();
    return moveAside(path, label);
  } finally {
    holder?.close();
  }
}

/** A read-only connection to the file, or null when it cannot be read at all (then nothing checkpoints into it). */
function holdOpen(path: string, label: string): SqliteDb | null {
  if (!existsSync(path)) return null;
  try {
    return openSqlite(path, { label, migrations: [], synchronous: 'NORMAL', readonly: true });
  } catch {
    return null;
  }
}

/** `<path>.damaged-<time>` (file-name safe), with a counter when `taken` says the name is in use. */
export function damagedCopyName(path: string, now: Date, taken: (name: string) => boolean = existsSync): string {
  const base = `${path}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  let name = base;
  for (let n = 2; taken(name); n++) name = `${base}-${n}`;
  return name;
}

/** What to tell the user, naming the file and what happens next (the caller adds what it does about it). */
export function damagedFileMessage(label: string, moved: MovedAside): string {
  return `The ${label} (${moved.path}) was damaged. It was moved aside and kept as ${moved.savedAs}.`;
}
