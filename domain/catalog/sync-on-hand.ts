// Process: main (domain, Electron-free). The on-hand phase: POST /inventory pages through its body and ends
// on a short page (public notes A). A later run asks only for rows with rowUpdated >= the start of the
// previous completed run, because a change in on-hand does not touch the item's lastUpdated.
import type { InventoryRow } from '../api/wire';
import { crashPoint } from '../shared/crash-points';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';
import { walkPages } from './paged-fetch';
import { CATALOG_PAGE_SIZE, type CatalogApi } from './ports';
import { makeProgress, type ProgressListener } from './progress';
import { createSyncStateStore, type SyncMode, type SyncRun } from './sync-state';

const log = createLogger('catalog.sync-on-hand');

/** sync_state key for on-hand: one run covers the stores asked for; a different set starts a full run. */
export function onHandStateKey(storeIds: readonly string[]): string {
  return `onhand:${[...storeIds].sort().join(',')}`;
}

function countOnHand(db: CatalogDb, storeIds: readonly string[]): number {
  const row = db
    .prepare('SELECT count(*) FROM on_hand WHERE store_id IN (SELECT value FROM json_each(?))')
    .raw(true)
    .get(JSON.stringify(storeIds)) as [number];
  return Number(row[0]);
}

export interface OnHandPhaseOptions {
  /** Stores whose on-hand is kept (all known stores by default, for the per-store view). */
  storeIds: string[];
  full?: boolean;
  pageSize?: number;
  signal?: AbortSignal;
  now?: () => Date;
  onProgress?: ProgressListener;
}

export interface OnHandPhaseResult {
  mode: SyncMode;
  startedAt: string;
  resumed: boolean;
  rows: number;
  pages: number;
  requests: number;
  durationMs: number;
}

export async function syncOnHandPhase(
  db: CatalogDb,
  api: CatalogApi,
  opts: OnHandPhaseOptions,
): Promise<OnHandPhaseResult> {
  const now = opts.now ?? (() => new Date());
  const pageSize = opts.pageSize ?? CATALOG_PAGE_SIZE;
  const state = createSyncStateStore(db);
  const key = onHandStateKey(opts.storeIds);
  const before = state.get(key, 'onhand');
  if (before.run && opts.full && before.run.mode === 'incremental') state.abandon(key, 'onhand');
  const resumable = state.get(key, 'onhand').run;
  const mode: SyncMode = resumable?.mode ?? (opts.full || !before.lastStartedAt ? 'full' : 'incremental');
  // A full re-run's size: the rows those stores hold now. A first run has nothing to go by.
  const held = mode === 'full' ? countOnHand(db, opts.storeIds) : 0;
  let run: SyncRun = state.begin(key, 'onhand', {
    startedAt: now().toISOString(),
    mode,
    since: mode === 'incremental' ? before.lastStartedAt : null,
    previousTotal: held > 0 ? held : null,
  });
  const resumed = resumable !== null;
  const upsert = db.prepare(
    'INSERT INTO on_hand (item_id, store_id, qty, row_updated) VALUES (?, ?, ?, ?) ' +
      'ON CONFLICT(item_id, store_id) DO UPDATE SET qty = excluded.qty, row_updated = excluded.row_updated',
  );
  const storePage = db.transaction((rows: InventoryRow[], next: SyncRun) => {
    for (const r of rows) upsert.run(r.itemID, r.storeID, r.onHand, r.rowUpdated);
    state.checkpoint(key, 'onhand', next);
  });
  const clockStart = Date.now();
  const doneAtStart = run.items;
  const pagesAtStart = run.pages;
  log.info('on-hand phase', { mode: run.mode, resumed, nextPage: run.nextPage, stores: opts.storeIds.length });

  const requests = await walkPages<InventoryRow[]>({
    firstPage: run.nextPage,
    fetchPage: (pageNumber) =>
      api.postInventory({
        pageNumber,
        pageSize,
        stores: opts.storeIds,
        ...(run.mode === 'incremental' && run.since ? { rowUpdated: run.since } : {}),
      }),
    nextPageOf: (rows, pageNumber) => (rows.length < pageSize ? null : pageNumber + 1),
    store: (rows, pageNumber) => {
      const next: SyncRun = { ...run, nextPage: pageNumber + 1, items: run.items + rows.length, pages: run.pages + 1 };
      storePage(rows, next);
      crashPoint('catalog.onhand.committed');
      run = next;
      opts.onProgress?.(
        makeProgress(
          {
            phase: 'onhand',
            mode: run.mode,
            resumed,
            itemsDone: run.items,
            pagesDone: run.pages,
            totalEstimate: run.previousTotal,
          },
          clockStart,
          Date.now(),
          doneAtStart,
          run.pages - pagesAtStart,
        ),
      );
    },
    signal: opts.signal,
  });
  state.complete(key, 'onhand', run, now().toISOString());
  log.info('on-hand phase done', { rows: run.items, pages: run.pages, requests });
  return {
    mode: run.mode,
    startedAt: run.startedAt,
    resumed,
    rows: run.items,
    pages: run.pages,
    requests,
    durationMs: Date.now() - clockStart,
  };
}
