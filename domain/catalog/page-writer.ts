// Process: main (domain, Electron-free). Hands each item page of a sync to the sync worker (sync-worker.ts)
// and waits for its answer without blocking: parsing, checking and writing a 500-item page held main's event
// loop for up to ~200 ms, and scans are handled on main. The page body goes over as bytes (transferred, not
// copied); what comes back is the new checkpoint and the narrow scan-index records. Where no worker can start
// (a packaging mistake), the same work runs on main, logged, so the catalog still syncs.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';
import { createPageStore, type FinishRequest, type StorePageRequest, type StorePageResult } from './page-store';
import type { WorkerReply, WorkerRequest } from './sync-worker-protocol';

const log = createLogger('catalog.page-writer');

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

/** The worker's code: the bundled file beside the app's main bundle, or the TypeScript source run through tsx.
 * Opening the file there runs its migrations (upgrade.ts uses just that). */
export function startSyncWorker(dbPath: string): Worker {
  const here = import.meta.url;
  const workerData = { dbPath };
  if (!here.endsWith('.ts')) {
    const bundled = new URL('./catalog-sync-worker.js', here);
    // plain Error: a broken build (the worker file missing), a bug for the log, not a step for the user.
    if (!existsSync(fileURLToPath(bundled))) throw new Error(`sync worker not found at ${bundled.href}`);
    return new Worker(bundled, { workerData });
  }
  // From source (tsx, vitest): a bundle of the same worker when the run built one (the test run's global setup names
  // it: registering tsx and compiling the worker's modules in each new thread cost about 1 s of CPU a sync, and the
  // tests sync hundreds of catalogs); else the worker registers tsx's loader before importing the .ts entry.
  const prebuilt = process.env.STOCKTAKE_SYNC_WORKER_BUNDLE;
  if (prebuilt && existsSync(prebuilt)) return new Worker(prebuilt, { workerData });
  const source = new URL('./sync-worker.ts', here).href;
  const tsxApi = pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData });
}

export function createPageWriter(opts: PageWriterOptions): PageWriter {
  let worker: Worker | null = null;
  let ready: Promise<boolean> | null = null;
  let inline: ReturnType<typeof createPageStore> | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  function start(): Promise<boolean> {
    if (ready) return ready;
    if (opts.mode === 'inline' || opts.dbPath === ':memory:') {
      ready = Promise.resolve(false);
      return ready;
    }
    ready = new Promise<boolean>((resolve) => {
      let w: Worker;
      try {
        w = startSyncWorker(opts.dbPath);
      } catch (err) {
        log.warn('sync worker unavailable: writing pages on main', { error: String(err) });
        resolve(false);
        return;
      }
      worker = w;
      let up = false;
      w.on('message', (msg: WorkerReply) => {
        if ('ready' in msg) {
          up = true;
          resolve(true);
          return;
        }
        const p = pending.get(msg.id);
        pending.delete(msg.id);
        if (msg.ok) p?.resolve(msg.value);
        // plain Error: the worker's error rebuilt across the thread with its code, so a coded one stays coded.
        else p?.reject(Object.assign(new Error(msg.error), msg.code ? { code: msg.code } : {}));
      });
      w.on('error', (err) => {
        if (!up) log.warn('sync worker failed to start: writing pages on main', { error: String(err) });
        else log.warn('sync worker failed', { error: String(err) });
        resolve(false);
        failAll(err);
      });
      w.on('exit', (code) => {
        worker = null;
        resolve(false);
        // plain Error: the worker died; sync-problems.ts classifies the failure for the user.
        failAll(new Error(`sync worker stopped (exit ${code})`));
      });
    });
    return ready;
  }

  type Call = Exclude<WorkerRequest, { op: 'close' }>;
  async function call<T>(msg: Call, transfer: ArrayBuffer[] = []): Promise<T> {
    const up = await start();
    if (!up || !worker) {
      inline ??= createPageStore(opts.db);
      return (msg.op === 'page' ? inline.storePage(msg.req) : inline.finish(msg.req)) as T;
    }
    const w = worker;
    return new Promise<T>((resolve, reject) => {
      pending.set(msg.id, { resolve: resolve as (v: unknown) => void, reject });
      w.postMessage(msg, transfer);
    });
  }

  return {
    where: () => (ready === null ? null : worker ? 'worker' : 'inline'),
    storePage(req) {
      const body = req.body;
      const transfer = body.buffer instanceof ArrayBuffer && body.byteLength === body.buffer.byteLength;
      return call<StorePageResult>({ id: nextId++, op: 'page', req }, transfer ? [body.buffer as ArrayBuffer] : []);
    },
    finish(req) {
      return call<number>({ id: nextId++, op: 'finish', req });
    },
    async close() {
      const w = worker;
      worker = null;
      if (!w) return;
      const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()));
      w.postMessage({ op: 'close' } satisfies WorkerRequest);
      await exited;
    },
  };
}
