// Process: the off-main worker thread (Electron-free). Entry of the one worker that computes the heavy reads for
// main (tasks.ts), so main's event loop (scans, reader feedback, IPC) never waits for them; a long answer goes back
// in parts, each once main has taken the one before (parts.ts). Bundled as its own entry (electron.vite.config.ts,
// test/helpers/cli-bundle.ts); started by thread.ts.
import { parentPort } from 'node:worker_threads';
import { CodedError } from '../shared/errors';
import { cutParts, PART_ROWS } from './parts';
import type { TaskReply, ToWorker } from './protocol';
import { TASKS } from './tasks';

const port = parentPort;
// plain Error: invariant (this file is only ever started as a worker).
if (!port) throw new Error('offload/worker.ts runs as a worker thread only');
const send = (reply: TaskReply) => port.postMessage(reply);
/** The task waiting for main to take its last part, by id. */
const acks = new Map<number, () => void>();
const taken = (id: number) => new Promise<void>((resolve) => acks.set(id, resolve));

async function answer(id: number, value: unknown): Promise<void> {
  const { rest, arrays, places } = cutParts(value);
  for (const [part, rows] of arrays.entries())
    for (let at = 0; at < rows.length; at += PART_ROWS) {
      const slice = taken(id);
      send({ id, part, rows: rows.slice(at, at + PART_ROWS) });
      await slice;
    }
  send({ id, ok: true, value: rest, places });
}

function failed(id: number, err: unknown): TaskReply {
  const code = (err as { code?: unknown }).code;
  return {
    id,
    ok: false,
    error: err instanceof Error ? err.message : String(err),
    coded: err instanceof CodedError,
    ...(typeof code === 'string' ? { code } : {}),
  };
}

port.on('message', (msg: ToWorker) => {
  if ('ack' in msg) {
    const next = acks.get(msg.ack);
    acks.delete(msg.ack);
    next?.();
    return;
  }
  let value: unknown;
  try {
    value = (TASKS[msg.task] as (args: unknown) => unknown)(msg.args);
  } catch (err) {
    send(failed(msg.id, err));
    return;
  }
  answer(msg.id, value).catch((err: unknown) => send(failed(msg.id, err)));
});
send({ ready: true });
