// Process: main (domain, Electron-free). Hands each item page of a sync to the sync worker thread (sync-worker.ts,
// shared by the process's syncs: sync-thread.ts) and waits for its answer without blocking: parsing, checking and
// writing a 500-item page held main's event loop for up to ~200 ms, and scans are handled on main. The page body goes
// over as bytes (transferred, not copied); what comes back is the new checkpoint and the narrow scan-index records.
// Where no worker can start (a packaging mistake), the same work runs on main, logged, so the catalog still syncs.
import type { CatalogDb } from './db';
import { createPageStore, type FinishRequest, type StorePageRequest, type StorePageResult } from './page-store';
import { acquireSyncThread, type SyncThread } from './sync-thread';

export interface PageWriter {
  /** 'worker' or 'inline' once started; null before the first page. */
  where(): 'worker' | 'inline' | null;
  storePage(req: StorePageRequest): Promise<StorePageResult>;
  finish(req: FinishRequest): Promise<number>;
  close(): Promise<void>;
}

export interface PageWriterOptions {
  db: CatalogDb;
  /** The catalog file, opened again by the worker. ':memory:' cannot be shared: such a catalog writes inline. */
  dbPath: string;
  /** 'inline' runs the work on this thread (tests of the page logic; the fallback). */
  mode?: 'worker' | 'inline';
}

export function createPageWriter(opts: PageWriterOptions): PageWriter {
  const { dbPath } = opts;
  let thread: Promise<SyncThread | null> | null = null;
  let held: SyncThread | null = null;
  let where: 'worker' | 'inline' | null = null;
  let inline: ReturnType<typeof createPageStore> | null = null;

  function start(): Promise<SyncThread | null> {
    if (thread) return thread;
    const acquired = opts.mode === 'inline' || dbPath === ':memory:' ? Promise.resolve(null) : acquireSyncThread();
    thread = acquired.then((t) => {
      held = t;
      where = t ? 'worker' : 'inline';
      return t;
    });
    return thread;
  }

  function onMain(): ReturnType<typeof createPageStore> {
    inline ??= createPageStore(opts.db);
    return inline;
  }

  return {
    where: () => where,
    async storePage(req) {
      const t = await start();
      if (!t) return onMain().storePage(req);
      const body = req.body;
      const transfer = body.buffer instanceof ArrayBuffer && body.byteLength === body.buffer.byteLength;
      return t.call<StorePageResult>({ dbPath, op: 'page', req }, transfer ? [body.buffer as ArrayBuffer] : []);
    },
    async finish(req) {
      const t = await start();
      return t ? t.call<number>({ dbPath, op: 'finish', req }) : onMain().finish(req);
    },
    async close() {
      const t = held;
      held = null;
      if (!t) return;
      // The worker's connection to this catalog is closed before close() returns (the file may be moved aside next).
      await t.call({ dbPath, op: 'close' }).catch(() => undefined);
      t.release();
    },
  };
}
