// Process: main (domain, Electron-free). A catalog cache from an older app is upgraded off the main thread: its
// migrations run in the sync worker (opening the file there migrates it) before main opens it. The description
// index's rebuild (the fifth migration) held main about 2 s at 500,000 items: the window, the scans and the IPC
// all waited. Where no worker starts, or it fails (a damaged file), main's own open migrates as it always did
// and finds the damage as it always did.
import { existsSync } from 'node:fs';
import { createLogger } from '../shared/logger';
import { openSqlite, userVersion } from '../sqlite/open';
import { MIGRATIONS } from './migrations';
import { startSyncWorker } from './page-writer';
import type { WorkerReply, WorkerRequest } from './sync-worker-protocol';

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

/** Runs the file's pending migrations in a sync worker; resolves true once done, false when main must do them. */
export function upgradeInWorker(path: string): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    let upgraded = false;
    try {
      const worker = startSyncWorker(path);
      worker.on('message', (msg: WorkerReply) => {
        if (!('ready' in msg)) return;
        upgraded = true;
        worker.postMessage({ op: 'close' } satisfies WorkerRequest);
      });
      worker.on('error', (err) => log.warn('upgrade in the worker failed: main opens it', { error: String(err) }));
      worker.on('exit', () => {
        if (upgraded) log.info('catalog cache upgraded', { ms: Math.round(performance.now() - started) });
        resolve(upgraded);
      });
    } catch (err) {
      log.warn('no worker for the upgrade: main opens it', { error: String(err) });
      resolve(false);
    }
  });
}
