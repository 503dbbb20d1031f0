// Process: main (domain, Electron-free). The one runner of heavy reads off main: `offMain(task, args)` computes one
// of tasks.ts's tasks in the process's one off-main worker thread (worker.ts) and answers its result; main's event
// loop keeps running meanwhile, watched by the stall monitor under the task's name (the `stalls` benchmark's
// figure). The thread starts at the first task and is kept for the next (a thread's start, its modules and libsql
// cost about 0.3 s of CPU); it holds the process open only while a task runs, so the CLI ends when its work does.
// If it cannot start (a broken build), the task runs on main as before; if it dies, the tasks waiting fail and the
// next task starts a new thread.
import { CodedError, type ErrorCode } from '../shared/errors';
import { keptThread, type PendingCall } from '../shared/kept-thread';
import { createLogger } from '../shared/logger';
import { measureStalls } from '../shared/stall-monitor';
import { joinParts } from './parts';
import type { TaskReply, ToWorker } from './protocol';
import { TASKS, type TaskArgs, type TaskName, type TaskResult } from './tasks';

const log = createLogger('offload.thread');

interface Pending extends PendingCall {
  parts: unknown[][];
}

const thread = keptThread<Pending, TaskReply>({
  entry: {
    here: import.meta.url,
    bundled: 'offload-worker.js',
    source: './worker.ts',
    bundleEnv: 'STOCKTAKE_OFFLOAD_WORKER_BUNDLE',
  },
  log,
  what: 'off-main worker',
  fallback: 'heavy reads run on main',
  onReply(msg, { worker, pending }) {
    if ('ready' in msg) return;
    const p = pending.get(msg.id);
    if ('part' in msg) {
      if (p) {
        const rows = p.parts[msg.part] ?? [];
        p.parts[msg.part] = rows;
        for (const row of msg.rows) rows.push(row);
      }
      // Asked for after this turn of the loop: the next part is read in a turn of its own.
      setImmediate(() => worker.postMessage({ ack: msg.id } satisfies ToWorker));
      return;
    }
    pending.delete(msg.id);
    if (pending.size === 0) worker.unref();
    if (msg.ok) p?.resolve(joinParts(msg.value, p.parts, msg.places));
    else p?.reject(rebuilt(msg));
  },
});
let nextId = 1;

/** The worker's failure as it was: a coded error keeps its code and words, anything else its code for the log. */
function rebuilt(reply: Extract<TaskReply, { ok: false }>): Error {
  if (reply.coded && reply.code) return new CodedError(reply.code as ErrorCode, reply.error);
  // plain Error: not words for the user (SQLite's failure, a bug): the carrier answers it as 'internal'.
  return Object.assign(new Error(reply.error), reply.code ? { code: reply.code } : {});
}

async function inWorker<K extends TaskName>(task: K, args: TaskArgs<K>): Promise<TaskResult<K>> {
  const r = thread.current();
  // Held while this task waits for the thread to come up: the CLI must not end under it.
  r?.worker.ref();
  if (!r || !(await r.ready)) {
    if (r && r.pending.size === 0) r.worker.unref();
    return (TASKS[task] as (a: TaskArgs<K>) => TaskResult<K>)(args);
  }
  const id = nextId++;
  return new Promise<TaskResult<K>>((resolve, reject) => {
    // plain Error: the thread died before the task was sent; answered as 'internal'.
    if (!thread.isCurrent(r)) return reject(new Error('off-main worker stopped'));
    r.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, parts: [] });
    r.worker.ref();
    r.worker.postMessage({ id, task, args } satisfies ToWorker);
  });
}

/** Computes `task` off main (on main where no worker can run), watched by the stall monitor under its name. */
export function offMain<K extends TaskName>(task: K, args: TaskArgs<K>): Promise<TaskResult<K>> {
  return measureStalls(log, task, () => inWorker(task, args));
}
