// Process: catalog sync worker thread (Electron-free). Entry of the worker that parses, checks and writes the
// item pages of a sync, so main's event loop (scans, reader feedback, IPC) never waits for that work. It keeps its
// own connection to each catalog file it is asked to write (WAL: main keeps reading while it writes), from the first
// page until page-writer.ts closes it. One thread serves the process's syncs one after the other (sync-thread.ts):
// starting a thread, loading its modules and libsql cost about 0.3 s of CPU, more than a small sync's writing.
// Bundled as its own entry (electron.vite.config.ts).
import { parentPort } from 'node:worker_threads';
import { type CatalogDb, openCatalogDb } from './db';
import { createPageStore, type StorePageResult } from './page-store';
import type { WorkerReply, WorkerRequest } from './sync-worker-protocol';

const port = parentPort;
// plain Error: invariant (this file is only ever started as a worker).
if (!port) throw new Error('sync-worker.ts runs as a worker thread only');
const open = new Map<string, { db: CatalogDb; store: ReturnType<typeof createPageStore> }>();

function catalog(dbPath: string) {
  let c = open.get(dbPath);
  if (!c) {
    const db = openCatalogDb(dbPath);
    c = { db, store: createPageStore(db) };
    open.set(dbPath, c);
  }
  return c;
}

function handle(msg: WorkerRequest): StorePageResult | number | null {
  if (msg.op === 'upgrade') {
    if (!open.has(msg.dbPath)) openCatalogDb(msg.dbPath).close();
    return null;
  }
  if (msg.op === 'close') {
    open.get(msg.dbPath)?.db.close();
    open.delete(msg.dbPath);
    return null;
  }
  const { store } = catalog(msg.dbPath);
  return msg.op === 'page' ? store.storePage(msg.req) : store.finish(msg.req);
}

port.on('message', (msg: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id: msg.id, ok: true, value: handle(msg) };
  } catch (err) {
    // SQLite's code crosses too: main tells a damaged file (SQLITE_CORRUPT) from any other failure by it.
    const code = (err as { code?: unknown }).code;
    reply = {
      id: msg.id,
      ok: false,
      error: err instanceof Error ? err.message : String(err),
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
