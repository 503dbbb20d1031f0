// Process: main and the catalog sync worker (types only). The messages between page-writer.ts (main) and
// sync-worker.ts: one request per stored page or finished run, answered in order, matched by id.
import type { FinishRequest, StorePageRequest, StorePageResult } from './page-store';

export type WorkerRequest =
  | { id: number; op: 'page'; req: StorePageRequest }
  | { id: number; op: 'finish'; req: FinishRequest }
  | { op: 'close' };

export type WorkerReply =
  | { id: number; ok: true; value: StorePageResult | number }
  | { id: number; ok: false; error: string; code?: string }
  | { ready: true };
