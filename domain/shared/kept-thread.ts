// Process: main (domain, Electron-free). One worker thread kept for the process's life and shared by its callers
// (the catalog sync's and the off-main reads'): started by the first caller, its calls waiting in a map by id, all
// of them failed when it dies (the next caller starts a new one). What a reply means stays with each user.
import type { Worker } from 'node:worker_threads';
import type { Logger } from './logger';
import { startWorker, type WorkerEntry } from './worker-start';

export interface PendingCall {
  resolve(v: unknown): void;
  reject(e: Error): void;
}

export interface KeptThread<P extends PendingCall> {
  worker: Worker;
  /** True once the worker said it is ready; false if it failed first. */
  ready: Promise<boolean>;
  pending: Map<number, P>;
}

export interface KeptThreadOptions<P extends PendingCall, Reply> {
  entry: WorkerEntry;
  log: Logger;
  /** How the logs and errors name the thread ("sync worker"). */
  what: string;
  /** What happens instead where it cannot run ("writing pages on main"). */
  fallback: string;
  /** Every message but the ready one. */
  onReply(msg: Reply, thread: KeptThread<P>): void;
}

/** `current()` answers the running thread, starting one when none runs; null where no worker can start. */
export function keptThread<P extends PendingCall, Reply extends object>(opts: KeptThreadOptions<P, Reply>) {
  const { log, what, fallback } = opts;
  let running: KeptThread<P> | null = null;
  const start = (): KeptThread<P> | null => {
    let worker: Worker;
    try {
      worker = startWorker(opts.entry);
    } catch (err) {
      log.warn(`${what} unavailable: ${fallback}`, { error: String(err) });
      return null;
    }
    const pending = new Map<number, P>();
    const failAll = (err: Error) => {
      for (const p of pending.values()) p.reject(err);
      pending.clear();
    };
    let up = false;
    let resolveReady: (up: boolean) => void = () => {};
    const thread: KeptThread<P> = { worker, ready: new Promise((r) => (resolveReady = r)), pending };
    worker.on('message', (msg: Reply) => {
      if ('ready' in msg) {
        up = true;
        resolveReady(true);
      } else opts.onReply(msg, thread);
    });
    worker.on('error', (err) => {
      log.warn(up ? `${what} failed` : `${what} failed to start: ${fallback}`, { error: String(err) });
      resolveReady(false);
      failAll(err);
    });
    worker.on('exit', (code) => {
      if (running?.worker === worker) running = null;
      resolveReady(false);
      // plain Error: the worker died under its calls; a bug for the log, each caller words it for the user.
      failAll(new Error(`${what} stopped (exit ${code})`));
    });
    return thread;
  };
  return {
    current(): KeptThread<P> | null {
      running ??= start();
      return running;
    },
    /** The running thread, if any (none is started). */
    peek: (): KeptThread<P> | null => running,
    /** Whether `thread` is still the running one (it may have died between two calls). */
    isCurrent: (thread: KeptThread<P>) => running === thread,
  };
}
