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

/**
 * Runs `use` (which opens and checks the file) while a read-only connection holds the file too. When the last
 * connection to a WAL file closes, SQLite copies the -wal into the file and deletes it: after a failed check
 * that would rewrite the damaged file and lose its log before it is kept. This read-only one is closed last
 * and never checkpoints, so a damaged file is moved aside exactly as it was found.
 */
export function holdingItsLog<T>(path: string, label: string, use: () => T): T {
  let holder: SqliteDb | null = null;
  if (existsSync(path)) {
    try {
      holder = openSqlite(path, { label, migrations: [], synchronous: 'NORMAL', readonly: true });
    } catch {
      // Unreadable from its first page: nothing will be checkpointed into it either.
    }
  }
  try {
    return use();
  } finally {
    holder?.close();
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
