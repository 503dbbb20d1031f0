// Process: main (domain, Electron-free). The one catalog sync worker thread of the process (sync-worker.ts), shared
// by every sync: started at the first page of the first sync, kept for the next one (a thread's start, its modules
// and libsql cost about 0.3 s of CPU; tests and the app sync many catalogs in one process), and unref'd while no sync
// holds it, so an idle thread never keeps a process (the CLI) alive. If it dies, the syncs waiting on it fail and the
// next sync starts a new one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { createLogger } from '../shared/logger';
import type { WorkerReply, WorkerRequest } from './sync-worker-protocol';

const log = createLogger('catalog.sync-thread');

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export interface SyncThread {
  /** The worker's thread id: the same for every sync while the thread lives. */
  readonly threadId: number;
  call<T>(msg: Request, transfer?: ArrayBuffer[]): Promise<T>;
  /** This sync is done with the thread (its catalogs closed); the thread stays for the next. */
  release(): void;
}

/** The worker's code: the bundled file beside the app's main bundle, or the TypeScript source run through tsx. */
function startWorker(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) {
    const bundled = new URL('./catalog-sync-worker.js', here);
    // plain Error: a broken build (the worker file missing), a bug for the log, not a step for the user.
    if (!existsSync(fileURLToPath(bundled))) throw new Error(`sync worker not found at ${bundled.href}`);
    return new Worker(bundled);
  }
  // From source (tsx, vitest): a bundle of the same worker when the run built one (the test run's global setup names
  // it: registering tsx and compiling the worker's modules in a new thread cost about 1 s of CPU); else the worker
  // registers tsx's loader before importing the .ts entry.
  const prebuilt = process.env.STOCKTAKE_SYNC_WORKER_BUNDLE;
  if (prebuilt && existsSync(prebuilt)) return new Worker(prebuilt);
  const source = new URL('./sync-worker.ts', here).href;
  const tsxApi = pathToFileURL(createRequire(here).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const boot = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true });
}

interface Running {
  worker: Worker;
  ready: Promise<boolean>;
  pending: Map<number, { resolve(v: unknown): void; reject(e: Error): void }>;
}

let running: Running | null = null;
let holders = 0;
let nextId = 1;

function start(): Running | null {
  if (running) return running;
  let worker: Worker;
  try {
    worker = startWorker();
  } catch (err) {
    log.warn('sync worker unavailable: writing pages on main', { error: String(err) });
    return null;
  }
  const pending: Running['pending'] = new Map();
  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  let up = false;
  const ready = new Promise<boolean>((resolve) => {
    worker.on('message', (msg: WorkerReply) => {
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
    worker.on('error', (err) => {
      if (!up) log.warn('sync worker failed to start: writing pages on main', { error: String(err) });
      else log.warn('sync worker failed', { error: String(err) });
      resolve(false);
      failAll(err);
    });
    worker.on('exit', (code) => {
      if (running?.worker === worker) running = null;
      resolve(false);
      // plain Error: the worker died; sync-problems.ts classifies the failure for the user.
      failAll(new Error(`sync worker stopped (exit ${code})`));
    });
  });
  running = { worker, ready, pending };
  return running;
}

/** The shared thread for one sync, or null where none can run (the caller writes on main). */
export async function acquireSyncThread(): Promise<SyncThread | null> {
  const r = start();
  if (!r) return null;
  holders++;
  r.worker.ref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) running?.worker.unref();
  };
  if (!(await r.ready)) {
    release();
    return null;
  }
  return {
    threadId: r.worker.threadId,
    call<T>(msg: Request, transfer: ArrayBuffer[] = []) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        // plain Error: the thread died between two pages; sync-problems.ts classifies the failure for the user.
        if (running !== r) return reject(new Error('sync worker stopped'));
        r.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        r.worker.postMessage({ ...msg, id } as WorkerRequest, transfer);
      });
    },
    release,
  };
}
