// Process: main and the off-main worker (types only). The messages between thread.ts (main) and worker.ts: one
// request per task, matched by id; a failure carries its code, and whether it was a coded error (words for the user,
// domain/shared/errors.ts) or anything else (SQLite's code, a bug), so main rebuilds it as it was.
import type { TaskName } from './tasks';

export interface TaskRequest {
  id: number;
  task: TaskName;
  args: unknown;
}

export type TaskReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string; code?: string; coded: boolean }
  | { ready: true };
