// Process: catalog sync worker (or main, when no worker can start; domain, Electron-free). The heavy part of
// an items page: JSON parse, the wire-shape check (zod ItemList), the write of its rows and its checkpoint in
// one transaction, and the narrow scan-index records main feeds its in-memory index with. Kept apart from the
// HTTP side so it can run in a worker thread while main keeps serving scans (sync-worker.ts).
import { checkBody } from '../api/check-body';
import { type Item, ItemList, type Pagination } from '../api/wire';
import { crashPoint } from '../shared/crash-points';
import type { CatalogDb } from './db';
import { type CatalogIndexRecord, recordFromItem } from './index-feed';
import { createItemWriter } from './item-writer';
import { isLastPage, recordPage } from './page-plan';
import { createSyncStateStore, type SyncRun } from './sync-state';

export interface StorePageRequest {
  storeId: string;
  /** Set on a full run: marks the items as listed by it (see ItemWriter.dropUnlisted). */
  fullSyncStartedAt: string | null;
  pageNumber: number;
  pageSize: number;
  /** The page's body as received: parsed and checked here. */
  body: Uint8Array;
  pagination: Pagination | null;
  /** The checkpoint before this page; the one after it is committed with the page and returned. */
  run: SyncRun;
}

export type StorePageResult =
  | { ok: true; count: number; run: SyncRun; records: CatalogIndexRecord[] }
  | { ok: false; detail: string };

export interface FinishRequest {
  storeId: string;
  run: SyncRun;
  completedAt: string;
}

export interface PageStore {
  storePage(req: StorePageRequest): StorePageResult;
  /** Completes the run: a full run drops the store's rows of items it did not list. Returns how many. */
  finish(req: FinishRequest): number;
}

/** An items page's body, checked as the API client checks every answer (domain/api/check-body.ts). */
export function parseItemsPage(body: Uint8Array): { ok: true; items: Item[] } | { ok: false; detail: string } {
  const checked = checkBody(ItemList, new TextDecoder().decode(body));
  return checked.ok ? { ok: true, items: checked.data } : { ok: false, detail: checked.detail };
}

export function createPageStore(db: CatalogDb): PageStore {
  const writer = createItemWriter(db);
  const state = createSyncStateStore(db);
  const commit = db.transaction((items: Item[], req: StorePageRequest, run: SyncRun) => {
    const from = req.fullSyncStartedAt
      ? { storeId: req.storeId, fullSyncStartedAt: req.fullSyncStartedAt }
      : { storeId: req.storeId };
    writer.write(items, from);
    state.checkpoint(req.storeId, 'items', run);
  });
  const finish = db.transaction((req: FinishRequest): number => {
    const dropped = req.run.mode === 'full' ? writer.dropUnlisted(req.storeId, req.run.startedAt) : 0;
    state.complete(req.storeId, 'items', req.run, req.completedAt);
    return dropped;
  });
  return {
    storePage(req) {
      const parsed = parseItemsPage(req.body);
      if (!parsed.ok) return parsed;
      const { items } = parsed;
      const last = isLastPage(items.length, req.pageSize, req.pagination);
      const run = recordPage(req.run, req.pageNumber, { count: items.length, last });
      commit(items, req, run);
      crashPoint('catalog.page.committed');
      return { ok: true, count: items.length, run, records: items.map(recordFromItem) };
    },
    finish(req) {
      const dropped = finish(req);
      crashPoint('catalog.sync.completed');
      return dropped;
    },
  };
}
