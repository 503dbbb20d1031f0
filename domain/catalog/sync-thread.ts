// Process: main (domain, Electron-free). The one catalog sync worker thread of the process (sync-worker.ts), shared
// by every sync: started at the first page of the first sync, kept for the next one (a thread's start, its modules
// and libsql cost about 0.3 s of CPU; tests and the app sync many catalogs in one process), and unref'd while no sync
// holds it, so an idle thread never keeps a process (the CLI) alive. If it dies, the syncs waiting on it fail and the
// next sync starts a new one.

import { keptThread, type PendingCall } from '../shared/kept-thread';
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

/** The worker's code: the bundled file beside the app's main bundle, a test run's bundle, or the source under tsx. */
const thread = keptThread<PendingCall, WorkerReply>({
  entry: {
    here: import.meta.url,
    bundled: 'catalog-sync-worker.js',
    source: './sync-worker.ts',
    bundleEnv: 'STOCKTAKE_SYNC_WORKER_BUNDLE',
  },
  log,
  what: 'sync worker',
  fallback: 'writing pages on main',
  onReply(msg, { pending }) {
    if ('ready' in msg) return;
    const p = pending.get(msg.id);
    pending.delete(msg.id);
    if (msg.ok) p?.resolve(msg.value);
    // plain Error: the worker's error rebuilt across the thread with its code, so a coded one stays coded.
    else p?.reject(Object.assign(new Error(msg.error), msg.code ? { code: msg.code } : {}));
  },
});
let holders = 0;
let nextId = 1;

/** The shared thread for one sync, or null where none can run (the caller writes on main). */
export async function acquireSyncThread(): Promise<SyncThread | null> {
  const r = thread.current();
  if (!r) return null;
  holders++;
  r.worker.ref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) thread.peek()?.worker.unref();
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
        if (!thread.isCurrent(r)) return reject(new Error('sync worker stopped'));
        r.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
        r.worker.postMessage({ ...msg, id } as WorkerRequest, transfer);
      });
    },
    release,
  };
}
