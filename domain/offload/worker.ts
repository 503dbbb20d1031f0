// Process: the off-main worker thread (Electron-free). Entry of the one worker that computes the heavy reads for
// main (tasks.ts), one after the other, so main's event loop (scans, reader feedback, IPC) never waits for them.
// Bundled as its own entry (electron.vite.config.ts, test/helpers/cli-bundle.ts); started by thread.ts.
import { parentPort } from 'node:worker_threads';
import { CodedError } from '../shared/errors';
import type { TaskReply, TaskRequest } from './protocol';
import { TASKS } from './tasks';

const port = parentPort;
// plain Error: invariant (this file is only ever started as a worker).
if (!port) throw new Error('offload/worker.ts runs as a worker thread only');

port.on('message', (msg: TaskRequest) => {
  let reply: TaskReply;
  try {
    const run = TASKS[msg.task] as (args: unknown) => unknown;
    reply = { id: msg.id, ok: true, value: run(msg.args) };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    reply = {
      id: msg.id,
      ok: false,
      error: err instanceof Error ? err.message : String(err),
      coded: err instanceof CodedError,
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true } satisfies TaskReply);
