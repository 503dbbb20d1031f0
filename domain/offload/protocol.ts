// Process: main and the off-main worker (types only). The messages between thread.ts (main) and worker.ts: one
// request per task, matched by id; a long answer comes in parts first (parts.ts: a slice of one of its arrays per
// message, each sent once main has acked the one before), then the rest of it with where each array goes; a
// failure carries its code, and whether it was a coded error (words for the user, domain/shared/errors.ts) or
// anything else (SQLite's code, a bug), so main rebuilds it as it was.
import type { PartPlace } from './parts';
import type { TaskName } from './tasks';

export type ToWorker = { id: number; task: TaskName; args: unknown } | { ack: number };

export type TaskReply =
  | { id: number; part: number; rows: unknown[] }
  | { id: number; ok: true; value: unknown; places: PartPlace[] }
  | { id: number; ok: false; error: string; code?: string; coded: boolean }
  | { ready: true };
