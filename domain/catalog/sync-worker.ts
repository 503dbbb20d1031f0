// Process: catalog sync worker thread (Electron-free). Entry of the worker that parses, checks and writes the
// item pages of a sync, so main's event loop (scans, reader feedback, IPC) never waits for that work. It has
// its own connection to the catalog file (WAL: main keeps reading while it writes). Bundled as its own entry
// (electron.vite.config.ts); page-writer.ts starts it and talks to it.
import { parentPort, workerData } from 'node:worker_threads';
import { openCatalogDb } from './db';
import { createPageStore } from './page-store';
import type { WorkerReply, WorkerRequest } from './sync-worker-protocol';

const port = parentPort;
// plain Error: invariant (this file is only ever started as a worker).
if (!port) throw new Error('sync-worker.ts runs as a worker thread only');
const db = openCatalogDb((workerData as { dbPath: string }).dbPath);
const store = createPageStore(db);

port.on('message', (msg: WorkerRequest) => {
  if (msg.op === 'close') {
    db.close();
    port.close();
    return;
  }
  let reply: WorkerReply;
  try {
    reply =
      msg.op === 'page'
        ? { id: msg.id, ok: true, value: store.storePage(msg.req) }
        : { id: msg.id, ok: true, value: store.finish(msg.req) };
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
