// Process: main (domain, Electron-free). A catalog cache from an older app is upgraded off the main thread: its
// migrations run in the sync worker (opening the file there migrates it) before main opens it. The description
// index's rebuild (the fifth migration) held main about 2 s at 500,000 items: the window, the scans and the IPC
// all waited. Where no worker starts, or it fails (a damaged file), main's own open migrates as it always did
// and finds the damage as it always did.
import { existsSync } from 'node:fs';
import { createLogger } from '../shared/logger';
import { openSqlite, userVersion } from '../sqlite/open';
import { MIGRATIONS } from './migrations';
import { acquireSyncThread } from './sync-thread';

const log = createLogger('catalog.upgrade');

/** True when the file exists and has migrations still to run; false also when it cannot be read (main decides). */
export function catalogNeedsUpgrade(path: string): boolean {
  if (!existsSync(path)) return false;
  try {
    const db = openSqlite(path, { label: 'catalog cache', migrations: [], synchronous: 'NORMAL', readonly: true });
    try {
      return userVersion(db) < MIGRATIONS.length;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

/** Runs the file's pending migrations in the sync worker; resolves true once done, false when main must do them. */
export async function upgradeInWorker(path: string): Promise<boolean> {
  const started = performance.now();
  const thread = await acquireSyncThread();
  if (!thread) {
    log.warn('no worker for the upgrade: main opens it');
    return false;
  }
  try {
    await thread.call({ dbPath: path, op: 'upgrade' });
    log.info('catalog cache upgraded', { ms: Math.round(performance.now() - started) });
    return true;
  } catch (err) {
    log.warn('upgrade in the worker failed: main opens it', { error: String(err) });
    return false;
  } finally {
    thread.release();
  }
}
