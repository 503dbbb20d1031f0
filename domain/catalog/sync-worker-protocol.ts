// Process: main and the catalog sync worker (types only). The messages between sync-thread.ts (main) and
// sync-worker.ts: one request per stored page, finished run or closed catalog, each naming its catalog file (one
// thread serves every catalog of the process), answered in order, matched by id.
import type { FinishRequest, StorePageRequest, StorePageResult } from './page-store';

export type WorkerRequest =
  | { id: number; dbPath: string; op: 'page'; req: StorePageRequest }
  | { id: number; dbPath: string; op: 'finish'; req: FinishRequest }
  | { id: number; dbPath: string; op: 'close' }
  /** Opens the file (its pending migrations run) and closes it: upgrade.ts, before main opens an old cache. */
  | { id: number; dbPath: string; op: 'upgrade' };

export type WorkerReply =
  | { id: number; ok: true; value: StorePageResult | number | null }
  | { id: number; ok: false; error: string; code?: string }
  | { ready: true };
