// domain/sqlite/recover.ts against real files. libsql closes a connection only once its prepared statements are
// garbage collected, so a damaged file moved aside may still be open when the fresh file takes its name. The first
// test pins down what that late close does: SQLite sees that the file has moved, so it neither checkpoints into the
// kept copy nor deletes the `-wal` by name, which by then is the fresh file's log holding committed rows.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { openSqlite, type SqliteDb } from '../../../domain/sqlite/open';
import { closeAndMoveAside, moveAside, openOrMoveAside } from '../../../domain/sqlite/recover';
import { sleep, waitFor } from '../../helpers/waits';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const MIGRATIONS = ['CREATE TABLE line (id INTEGER PRIMARY KEY, qty INTEGER NOT NULL)'];
const open = (path: string): SqliteDb => {
  const db = openSqlite(path, { label: 'test journal', migrations: MIGRATIONS, synchronous: 'FULL' });
  db.exec('PRAGMA wal_autocheckpoint = 0'); // keep every commit in the -wal, where a wrong delete would lose it
  return db;
};

/** Descriptors this process holds on files whose path contains `part` (Linux /proc). */
/** This process's open files in `dir` whose names hold `part` (other test files share the process: not theirs). */
function openFilesLike(dir: string, part: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      const file = readlinkSync(`/proc/self/fd/${fd}`);
      return file.startsWith(`${dir}/`) && file.includes(part);
    } catch {
      return false;
    }
  }).length;
}

async function collectGarbage(): Promise<void> {
  // Finalizers of native objects run after the collection that finds them, from the event loop.
  for (let i = 0; i < 6; i++) {
    gc();
    await sleep(20);
  }
}

/** Collects until the files in `dir` named like `part` are closed: on a loaded machine a finalizer may take more
 * turns than collectGarbage's; one that never runs fails the wait. */
async function closedByFinalizer(dir: string, part: string): Promise<void> {
  await collectGarbage();
  await waitFor(
    () => {
      gc();
      return openFilesLike(dir, part) === 0;
    },
    20_000,
    `the files like ${part} closed by their finalizer`,
    50,
  );
}

/** Opens a copy of the file and its log, as the next launch would after a pulled plug. */
function rowsAfterCrash(path: string, dir: string): number {
  const copy = join(dir, 'after-crash.sqlite');
  copyFileSync(path, copy);
  if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${copy}-wal`);
  const db = openSqlite(copy, { label: 'copy', migrations: MIGRATIONS, synchronous: 'FULL' });
  const row = db.prepare('SELECT count(*) AS n FROM line').get() as { n: number };
  return Number(row.n);
}

describe.runIf(process.platform === 'linux')('a moved-aside file that closes late', () => {
  it('leaves the fresh file’s log and the kept copy alone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'late-close-'));
    mkdirSync(dir, { recursive: true });
    const path = join(dir, 'journal.sqlite');

    let old: SqliteDb | null = open(path);
    old.prepare('INSERT INTO line (qty) VALUES (?)').run(7);
    const held: { statement: unknown } = { statement: old.prepare('SELECT qty FROM line') };
    old.close();
    // The deferred close: the statement keeps the connection, and its log, open.
    expect(existsSync(`${path}-wal`)).toBe(true);

    const moved = moveAside(path, 'test journal');
    const keptLog = readFileSync(`${moved.savedAs}-wal`);
    const fresh = open(path);
    fresh.prepare('INSERT INTO line (qty) VALUES (?)').run(1);
    expect(openFilesLike(dir, '.damaged-')).toBeGreaterThan(0);

    held.statement = null;
    old = null;
    await closedByFinalizer(dir, '.damaged-'); // the late close has happened
    expect(existsSync(`${path}-wal`)).toBe(true);
    fresh.prepare('INSERT INTO line (qty) VALUES (?)').run(2);
    expect(rowsAfterCrash(path, dir)).toBe(2);
    expect(readFileSync(`${moved.savedAs}-wal`).equals(keptLog)).toBe(true);
    fresh.close();
  });
});

describe('openOrMoveAside', () => {
  /** A file with committed rows still in its -wal and a damaged page, as a pulled plug and a bad disk leave it. */
  function damagedWithLog(dir: string): string {
    const live = join(dir, 'live.sqlite');
    const db = open(live);
    const insert = db.prepare('INSERT INTO line (qty) VALUES (?)');
    for (let i = 0; i < 2000; i++) insert.run(i);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    for (let i = 0; i < 50; i++) insert.run(i);
    const path = join(dir, 'found.sqlite');
    copyFileSync(live, path);
    copyFileSync(`${live}-wal`, `${path}-wal`);
    db.close();
    const bytes = readFileSync(path);
    bytes.fill(0x5a, 4096 * 3, 4096 * 3 + 512); // inside a table page, past the header
    writeFileSync(path, bytes);
    return path;
  }

  const openChecked = (path: string): SqliteDb => {
    const db = open(path);
    const rows = db.prepare('PRAGMA quick_check').all() as Record<string, string>[];
    if (rows.some((r) => Object.values(r)[0] !== 'ok')) {
      db.close();
      throw Object.assign(new Error('quick_check failed'), { code: 'SQLITE_CORRUPT' });
    }
    return db;
  };

  it('keeps a damaged file and its log exactly as found, and frees the name for a fresh file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'move-aside-'));
    const path = damagedWithLog(dir);
    const file = readFileSync(path);
    const log = readFileSync(`${path}-wal`);

    const found = openOrMoveAside(path, 'test journal', () => openChecked(path));

    if (found.moved === null) throw new Error('the damaged file was opened');
    expect((found.error as { code?: string }).code).toBe('SQLITE_CORRUPT');
    const { savedAs } = found.moved;
    expect(readFileSync(savedAs).equals(file)).toBe(true);
    expect(readFileSync(`${savedAs}-wal`).equals(log)).toBe(true);
    expect(existsSync(path) || existsSync(`${path}-wal`)).toBe(false);
    const fresh = openChecked(path);
    expect(fresh.prepare('SELECT count(*) AS n FROM line').get()).toMatchObject({ n: 0 });
    fresh.close();
  });

  it('opens a sound file, and throws any other failure without moving anything', () => {
    const dir = mkdtempSync(join(tmpdir(), 'move-aside-'));
    const path = join(dir, 'sound.sqlite');
    open(path).close();
    const found = openOrMoveAside(path, 'test journal', () => openChecked(path));
    expect(found.moved).toBeNull();
    found.opened?.close();

    const full = Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    expect(() =>
      openOrMoveAside(path, 'test journal', () => {
        throw full;
      }),
    ).toThrow(full);
    expect(readdirSync(dir).filter((f) => f.includes('.damaged-'))).toEqual([]);
  });
});

describe.runIf(process.platform === 'linux')('closeAndMoveAside', () => {
  it('keeps a file found damaged in use exactly as it was, even when its connection closes at once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'move-aside-'));
    const path = join(dir, 'cache.sqlite');
    const db = open(path);
    for (let i = 0; i < 20; i++) db.exec(`INSERT INTO line (qty) VALUES (${i})`);
    // No statement left to collect: close() is immediate, and as the last connection it would checkpoint.
    await collectGarbage();
    const file = readFileSync(path);
    const log = readFileSync(`${path}-wal`);
    expect(log.length).toBeGreaterThan(0);

    const moved = closeAndMoveAside(db, path, 'test cache');

    expect(openFilesLike(dir, 'cache.sqlite')).toBeGreaterThan(0); // the holder, kept by its statement until collected
    expect(readFileSync(moved.savedAs).equals(file)).toBe(true);
    expect(readFileSync(`${moved.savedAs}-wal`).equals(log)).toBe(true);
    await closedByFinalizer(dir, 'cache.sqlite');
    expect(readFileSync(`${moved.savedAs}-wal`).equals(log)).toBe(true);
  });
});
