// Process: main (domain, Electron-free). The items phase of a sync: reads the working store's item pages
// (full, or `lastUpdated>=` the start of the previous completed run) in the order page-plan.ts picks, and has
// each page parsed, written and checkpointed in one transaction by the sync worker (page-writer.ts), so main
// only fetches and feeds the scan index. The next page is already on its way while the current one is stored.
import { badResponse } from '../api/errors';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';
import type { CatalogIndexRecord } from './index-feed';
import { DEFAULT_PLAN, estimateTotal, isLastPage, nextPageToFetch, type PlanOptions, recordPage } from './page-plan';
import { createPageStore } from './page-store';
import { createPageWriter } from './page-writer';
import { CATALOG_EXPAND, CATALOG_PAGE_SIZE, type CatalogApi } from './ports';
import { makeProgress, type ProgressListener } from './progress';
import { createSyncStateStore, type SyncMode, type SyncRun } from './sync-state';

export { isLastPage } from './page-plan';

const log = createLogger('catalog.sync-items');

export interface ItemsPhaseOptions {
  storeId: string;
  /** Force a full run (an unfinished incremental run is abandoned; an unfinished full run resumes). */
  full?: boolean;
  /** A full run replaces incremental ones when the last full run is older than this (drops unlisted items). */
  fullEveryMs?: number;
  pageSize?: number;
  /** Moves the run start back by this much, for a client clock that may run ahead of the service's. */
  clockSkewMs?: number;
  signal?: AbortSignal;
  now?: () => Date;
  onProgress?: ProgressListener;
  /** Called after each page is committed, with the page's scan-index records: feeds the in-memory index. */
  onIndexRecords?: (records: readonly CatalogIndexRecord[]) => void;
  /** The catalog file, for the worker's own connection; without it (or ':memory:') pages are written on main. */
  dbPath?: string;
  /** 'inline' writes pages on main (tests of the page logic). */
  pageWriter?: 'worker' | 'inline';
  /** Page order and the request budget for bounding a first sync's size (page-plan.ts). */
  plan?: Partial<PlanOptions>;
}

export interface ItemsPhaseResult {
  mode: SyncMode;
  resumed: boolean;
  startedAt: string;
  /** Items and pages of the whole run, including pages stored before a resume. */
  items: number;
  pages: number;
  /** Requests made by this call. */
  requests: number;
  /** Requests of the whole run that came back empty (bounding the size of a first sync). */
  wastedRequests: number;
  /** Where the pages were parsed and written. */
  writtenBy: 'worker' | 'inline' | null;
  droppedListings: number;
  /** Wall time of this call's part of the run. */
  durationMs: number;
}

const DEFAULT_FULL_EVERY_MS = 7 * 24 * 3600_000;
function chooseMode(
  lastStartedAt: string | null,
  lastFullStartedAt: string | null,
  opts: ItemsPhaseOptions,
  now: Date,
): SyncMode {
  if (opts.full || !lastStartedAt || !lastFullStartedAt) return 'full';
  const fullAge = now.getTime() - Date.parse(lastFullStartedAt);
  return fullAge > (opts.fullEveryMs ?? DEFAULT_FULL_EVERY_MS) ? 'full' : 'incremental';
}

/** Scan-index records fed per event-loop turn: a 500-item page at once held main for several ms. */
const FEED_SLICE = 100;
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function feedInSlices(
  records: readonly CatalogIndexRecord[],
  feed: ((records: readonly CatalogIndexRecord[]) => void) | undefined,
): Promise<void> {
  if (!feed) return;
  for (let i = 0; i < records.length; i += FEED_SLICE) {
    if (i > 0) await turn();
    feed(records.slice(i, i + FEED_SLICE));
  }
}

export async function syncItemsPhase(
  db: CatalogDb,
  api: CatalogApi,
  opts: ItemsPhaseOptions,
): Promise<ItemsPhaseResult> {
  const now = opts.now ?? (() => new Date());
  const pageSize = opts.pageSize ?? CATALOG_PAGE_SIZE;
  const state = createSyncStateStore(db);
  const { storeId, signal } = opts;

  const before = state.get(storeId, 'items');
  if (before.run && opts.full && before.run.mode === 'incremental') state.abandon(storeId, 'items');
  const resumable = state.get(storeId, 'items').run;
  const startedAtDate = now();
  const mode = resumable?.mode ?? chooseMode(before.lastStartedAt, before.lastFullStartedAt, opts, startedAtDate);
  // A full run's size is best guessed from what the store listed last time; the service sends no total.
  const listed = db.prepare('SELECT count(*) AS n FROM item_stores WHERE store_id = ?').get(storeId) as { n: number };
  let run: SyncRun = state.begin(storeId, 'items', {
    startedAt: new Date(startedAtDate.getTime() - (opts.clockSkewMs ?? 0)).toISOString(),
    mode,
    since: mode === 'incremental' ? before.lastStartedAt : null,
    previousTotal: mode === 'full' && listed.n > 0 ? listed.n : null,
  });
  const resumed = resumable !== null;
  const filter = run.mode === 'incremental' && run.since ? `lastUpdated>=${run.since}` : undefined;
  // Only a first full sync has nothing to size it by: it spends a request or two on bounding its size.
  const plan: PlanOptions = {
    ...DEFAULT_PLAN,
    ...opts.plan,
    gallop: run.mode === 'full' && run.previousTotal === null && (opts.plan?.gallop ?? DEFAULT_PLAN.gallop),
  };
  const clockStart = Date.now();
  const doneAtStart = run.items;
  let pagesThisCall = 0;
  log.info('items phase', { storeId, mode: run.mode, resumed, nextPage: run.nextPage, since: run.since, plan });

  const emit = () => {
    const est = estimateTotal(run, pageSize, run.previousTotal);
    opts.onProgress?.(
      makeProgress(
        {
          phase: 'items',
          mode: run.mode,
          resumed,
          itemsDone: run.items,
          pagesDone: run.pages,
          totalEstimate: est?.estimate ?? null,
          totalRange: est ? { low: est.low, high: est.high } : null,
        },
        clockStart,
        Date.now(),
        doneAtStart,
        pagesThisCall,
      ),
    );
  };
  emit();

  const query = (pageNumber: number) => ({ expand: CATALOG_EXPAND, filter, pageNumber, pageSize });
  const start = (pageNumber: number) => {
    const promise = api.listStoreItemsPageRaw(storeId, query(pageNumber));
    // Observed now so a failure while the previous page is being stored is not an unhandled rejection.
    promise.catch(() => undefined);
    return { pageNumber, promise };
  };
  const writer = createPageWriter({ db, dbPath: opts.dbPath ?? ':memory:', mode: opts.pageWriter });
  // An empty page (the end of an incremental run, a probe past the end) only moves the checkpoint: done here,
  // so the five-minutely incremental sync with nothing new never starts a worker.
  const onMain = createPageStore(db);
  const fullSyncStartedAt = run.mode === 'full' ? run.startedAt : null;
  let requests = 0;

  try {
    const first = nextPageToFetch(run, plan);
    let inFlight = first === null ? null : start(first);
    while (inFlight) {
      const { pageNumber, promise } = inFlight;
      const page = await promise;
      requests++;
      // The header says how many items came and whether more follow: the next request can go out now.
      const count = page.pagination?.currentPageElements ?? null;
      inFlight = null;
      if (count !== null && !signal?.aborted) {
        const guess = recordPage(run, pageNumber, { count, last: isLastPage(count, pageSize, page.pagination) });
        const next = nextPageToFetch(guess, plan);
        if (next !== null) inFlight = start(next);
      }
      const req = { storeId, fullSyncStartedAt, pageNumber, pageSize, pagination: page.pagination, run };
      const stored =
        count === 0
          ? onMain.storePage({ ...req, body: page.body })
          : await writer.storePage({ ...req, body: page.body });
      if (!stored.ok) throw badResponse(page.url, stored.detail);
      run = stored.run;
      if (stored.count > 0) pagesThisCall++;
      await feedInSlices(stored.records, opts.onIndexRecords);
      if (!inFlight && !signal?.aborted) {
        const next = nextPageToFetch(run, plan);
        if (next !== null) inFlight = start(next);
      }
      // One event per stored page (an empty probe's bound shows with the next page, half a second later).
      if (inFlight && stored.count > 0) emit();
    }
    signal?.throwIfAborted();
    const finish = { storeId, run, completedAt: now().toISOString() };
    const droppedListings = run.mode === 'full' ? await writer.finish(finish) : onMain.finish(finish);
    const writtenBy = writer.where();
    emit();
    log.info('items phase done', { storeId, mode: run.mode, items: run.items, pages: run.pages, requests, writtenBy });
    return {
      mode: run.mode,
      resumed,
      startedAt: run.startedAt,
      items: run.items,
      pages: run.pages,
      requests,
      wastedRequests: run.wasted,
      writtenBy,
      droppedListings,
      durationMs: Date.now() - clockStart,
    };
  } finally {
    await writer.close();
  }
}
