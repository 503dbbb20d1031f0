// Process: main (domain, Electron-free). The scan index at open (target: <= 1 s with 500,000 items): read from its
// snapshot file next to the cache when that snapshot is of the cache as it is now, else rebuilt from the cache
// (index-feed.ts) and a new snapshot written. "As it is now": triggers count every insert, delete and index_rec
// update of the items table (from any connection: the sync worker's too) under a random token made with the
// table, and the snapshot carries that token and count. A changed count, another file (new token), a damaged or
// older-format snapshot, or an item count that differs from the table's: rebuilt, never a wrong answer.
// Written only from an index fed from the cache itself, never from one a sync has updated since (a sync's
// records do not carry every change the cache gets, e.g. items dropped at the end of a full sync).
import { closeSync, existsSync, fstatSync, openSync, readSync, renameSync, rmSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type Decoded,
  encodeIndexSnapshot,
  encodeIndexSnapshotInSteps,
  readIndexSnapshot,
} from '../resolve/index-snapshot';
import type { ItemIndex } from '../resolve/item-index';
import { createLogger } from '../shared/logger';
import { type CatalogDb, scalar } from './db';
import { type CatalogIndexRecord, feedIndexFromDb } from './index-feed';

const log = createLogger('catalog.index-snapshot');

const STAMP_SQL = `
  CREATE TABLE IF NOT EXISTS index_stamp (id INTEGER PRIMARY KEY CHECK (id = 1), token TEXT NOT NULL,
    changes INTEGER NOT NULL);
  INSERT OR IGNORE INTO index_stamp VALUES (1, lower(hex(randomblob(8))), 0);
  CREATE TRIGGER IF NOT EXISTS items_stamp_ai AFTER INSERT ON items BEGIN
    UPDATE index_stamp SET changes = changes + 1 WHERE id = 1; END;
  CREATE TRIGGER IF NOT EXISTS items_stamp_ad AFTER DELETE ON items BEGIN
    UPDATE index_stamp SET changes = changes + 1 WHERE id = 1; END;
  CREATE TRIGGER IF NOT EXISTS items_stamp_au AFTER UPDATE OF index_rec ON items BEGIN
    UPDATE index_stamp SET changes = changes + 1 WHERE id = 1; END;`;

/** The cache's change stamp, `token:changes`; creates the table and triggers on a cache that has none yet. */
export function changeStamp(db: CatalogDb): string {
  db.exec(STAMP_SQL);
  return currentStamp(db);
}

/** The stamp of a cache that has its triggers (changeStamp ran at open): a read, no write. */
export function currentStamp(db: CatalogDb): string {
  const row = db.prepare('SELECT token, changes FROM index_stamp WHERE id = 1').get() as {
    token: string;
    changes: number;
  };
  return `${row.token}:${row.changes}`;
}

/** Beside the cache's file (libsql leaves db.name empty: SQLite says where the file is); null in memory. */
export function snapshotPath(db: CatalogDb): string | null {
  const main = (db.prepare('PRAGMA database_list').all() as { name: string; file: string }[]).find(
    (d) => d.name === 'main',
  );
  return main?.file ? snapshotPathOf(main.file) : null;
}

/** The snapshot's file for the cache file at `cachePath`. */
export function snapshotPathOf(cachePath: string): string {
  return `${cachePath}.scan-index`;
}

/**
 * A damaged cache moved aside (to `savedAs`) takes its snapshot with it (60-100 MB at 500,000 items, of no use
 * beside the fresh cache, whose token it can never match); a half-written one from a crash goes. Never throws.
 */
export function moveSnapshotWithCache(cachePath: string, savedAs: string): void {
  const from = snapshotPathOf(cachePath);
  try {
    rmSync(`${from}.tmp`, { force: true });
    if (existsSync(from)) renameSync(from, snapshotPathOf(savedAs));
  } catch (err) {
    log.warn('scan index snapshot not moved with the damaged cache', { path: from, error: String(err) });
  }
}

export interface IndexLoad {
  items: number;
  /** The cache's stamp the index was loaded at (null: an index that keeps its items, no stamp kept). */
  stamp: string | null;
  from: 'snapshot' | 'cache';
  /** Why the snapshot was not used (from 'cache'): missing, stale, checksum, ... */
  reason: string | null;
}

/** Fills `index` (empty, keepItems false) from the snapshot when it is current, else from the cache. */
export function loadIndex(db: CatalogDb, index: ItemIndex<CatalogIndexRecord>): IndexLoad {
  if (index.keepsItems) return { items: feedIndexFromDb(db, index), stamp: null, from: 'cache', reason: 'keeps items' };
  const path = snapshotPath(db);
  const stamp = changeStamp(db);
  const reason = path ? tryLoad(db, index, path, stamp) : 'in memory';
  if (reason === null) return { items: index.size, stamp, from: 'snapshot', reason: null };
  index.clear();
  const items = feedIndexFromDb(db, index);
  if (path) saveIndexSnapshot(index, path, stamp);
  return { items, stamp, from: 'cache', reason };
}

/** null when loaded; else why not (the index may hold part of it: the caller clears it). */
function tryLoad(db: CatalogDb, index: ItemIndex<CatalogIndexRecord>, path: string, stamp: string): string | null {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return 'missing';
  }
  let decoded: Decoded;
  try {
    decoded = readIndexSnapshot(fstatSync(fd).size, (into, at) => {
      let done = 0;
      while (done < into.length) {
        const n = readSync(fd, into, done, into.length - done, at + done);
        if (n === 0) break;
        done += n;
      }
      return done;
    });
  } catch (err) {
    decoded = { stamp: null, reason: String(err) };
  } finally {
    closeSync(fd);
  }
  if (decoded.stamp === null) {
    log.warn('scan index snapshot unreadable: rebuilding', { path, reason: decoded.reason });
    return decoded.reason;
  }
  if (decoded.stamp !== stamp) return 'stale';
  try {
    index.restore(decoded.state);
  } catch (err) {
    log.warn('scan index snapshot unreadable: rebuilding', { path, error: String(err) });
    return 'state';
  }
  const rows = scalar<number>(db.prepare('SELECT count(*) FROM items')) ?? 0;
  return rows === index.size ? null : 'count';
}

/** Writes the snapshot beside the cache (a temporary file renamed over it, so a crash leaves the old or none). */
export function saveIndexSnapshot(index: ItemIndex<CatalogIndexRecord>, path: string, stamp: string): void {
  const tmp = `${path}.tmp`;
  try {
    const fd = openSync(tmp, 'w');
    try {
      for (const part of encodeIndexSnapshot(index.state(), stamp)) {
        for (let at = 0; at < part.length; ) at += writeSync(fd, part, at, part.length - at);
      }
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (err) {
    // Only the next open's speed depends on it.
    log.warn('scan index snapshot not written', { path, error: String(err) });
    rmSync(tmp, { force: true });
  }
}

/**
 * saveIndexSnapshot without holding main (closing the catalog: in one go it held main for 0.5-1 s at 500,000 items):
 * encoded and checksummed in steps of a few ms with a turn of the event loop between them, written by the thread
 * pool. The index must not change until it resolves (a closed catalog's index does not). Never rejects.
 */
export async function saveIndexSnapshotInSlices(
  index: ItemIndex<CatalogIndexRecord>,
  path: string,
  stamp: string,
): Promise<void> {
  const tmp = `${path}.tmp`;
  try {
    const file = await open(tmp, 'w');
    try {
      for (const part of encodeIndexSnapshotInSteps(index.state(), stamp)) {
        // Written before the next is encoded, so few encoded slices are held at once.
        for (let at = 0; part && at < part.length; ) at += (await file.write(part, at, part.length - at)).bytesWritten;
        if (!part) await nextTurn();
      }
    } finally {
      await file.close();
    }
    await rename(tmp, path);
  } catch (err) {
    // Only the next open's speed depends on it.
    log.warn('scan index snapshot not written', { path, error: String(err) });
    await rm(tmp, { force: true }).catch(() => undefined);
  }
}
