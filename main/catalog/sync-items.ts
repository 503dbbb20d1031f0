// Process: main (domain, Electron-free). The items phase of a sync: pages through the working store's items
// (full, or `lastUpdated>=` the start of the previous completed run), writing each page and its checkpoint in
// one transaction. Awaits between pages so scanning never waits on a sync; the next page is already on its
// way while the current one is written (paged-fetch.ts).
import type { Item, Pagination } from '../api/wire';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';
import { createItemWriter } from './item-writer';
import { walkPages } from './paged-fetch';
import { CATALOG_EXPAND, CATALOG_PAGE_SIZE, type CatalogApi } from './ports';
import { makeProgress, type ProgressListener } from './progress';
import { createSyncStateStore, type SyncMode, type SyncRun } from './sync-state';

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
  /** Called after each page is committed: feeds the in-memory scan index. */
  onItems?: (items: readonly Item[]) => void;
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
  droppedListings: number;
  /** Wall time of this call's part of the run. */
  durationMs: number;
}

const DEFAULT_FULL_EVERY_MS = 7 * 24 * 3600_000;
/** Items per write transaction: small enough that one never holds the event loop for long. */
const WRITE_CHUNK = 100;

/** The next page number: the one named by nextPageLink when it names one, else the page after this. */
export function nextPageNumber(pagination: Pagination | null, current: number): number {
  if (pagination?.nextPageLink) {
    try {
      const url = new URL(pagination.nextPageLink);
      for (const [k, v] of url.searchParams) {
        if (k.toLowerCase() === 'pagenumber' && /^\d+$/.test(v)) return Number(v);
      }
    } catch {
      // A relative or odd link: fall back to counting.
    }
  }
  return current + 1;
}

export function isLastPage(items: number, pageSize: number, pagination: Pagination | null): boolean {
  if (items === 0) return true;
  if (pagination) return pagination.nextPageLink === '';
  return items < pageSize;
}

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

export async function syncItemsPhase(
  db: CatalogDb,
  api: CatalogApi,
  opts: ItemsPhaseOptions,
): Promise<ItemsPhaseResult> {
  const now = opts.now ?? (() => new Date());
  const pageSize = opts.pageSize ?? CATALOG_PAGE_SIZE;
  const state = createSyncStateStore(db);
  const writer = createItemWriter(db);
  const { storeId } = opts;

  const before = state.get(storeId, 'items');
  if (before.run && opts.full && before.run.mode === 'incremental') state.abandon(storeId, 'items');
  const resumable = state.get(storeId, 'items').run;
  const startedAtDate = now();
  const mode = resumable?.mode ?? chooseMode(before.lastStartedAt, before.lastFullStartedAt, opts, startedAtDate);
  let run: SyncRun = state.begin(storeId, 'items', {
    startedAt: new Date(startedAtDate.getTime() - (opts.clockSkewMs ?? 0)).toISOString(),
    mode,
    since: mode === 'incremental' ? before.lastStartedAt : null,
  });
  const resumed = resumable !== null;
  const filter = run.mode === 'incremental' && run.since ? `lastUpdated>=${run.since}` : undefined;
  // A full run's size is best guessed from what the store listed last time; the service sends no total.
  const listed = db.prepare('SELECT count(*) AS n FROM item_stores WHERE store_id = ?').get(storeId) as { n: number };
  const totalEstimate = run.mode === 'full' && listed.n > 0 ? listed.n : null;
  const clockStart = Date.now();
  const doneAtStart = run.items;
  log.info('items phase', { storeId, mode: run.mode, resumed, nextPage: run.nextPage, since: run.since });

  const emit = (total: number | null) =>
    opts.onProgress?.(
      makeProgress(
        { phase: 'items', mode: run.mode, resumed, itemsDone: run.items, pagesDone: run.pages, totalEstimate: total },
        clockStart,
        Date.now(),
        doneAtStart,
      ),
    );
  emit(totalEstimate);

  const from = run.mode === 'full' ? { storeId, fullSyncStartedAt: run.startedAt } : { storeId };
  const writeChunk = db.transaction((items: Item[]) => writer.write(items, from));
  const writeLastChunk = db.transaction((items: Item[], next: SyncRun) => {
    writer.write(items, from);
    state.checkpoint(storeId, 'items', next);
  });
  // A page is written in chunks with the event loop free in between, so a scan never waits for a whole
  // 500-item write. The checkpoint commits with the last chunk: after a crash between chunks the page is
  // read again and its items upserted again (same result), nothing is lost.
  const storePage = async (items: Item[], next: SyncRun) => {
    for (let i = 0; i + WRITE_CHUNK < items.length; i += WRITE_CHUNK) {
      writeChunk(items.slice(i, i + WRITE_CHUNK));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const lastStart = items.length === 0 ? 0 : Math.floor((items.length - 1) / WRITE_CHUNK) * WRITE_CHUNK;
    writeLastChunk(items.slice(lastStart), next);
  };
  const finishRun = db.transaction((): number => {
    const dropped = run.mode === 'full' ? writer.dropUnlisted(storeId, run.startedAt) : 0;
    state.complete(storeId, 'items', run, now().toISOString());
    return dropped;
  });

  type ItemsPage = { items: Item[]; pagination: Pagination | null };
  const requests = await walkPages<ItemsPage>({
    firstPage: run.nextPage,
    fetchPage: (pageNumber) =>
      api.listStoreItemsPage(storeId, { expand: CATALOG_EXPAND, filter, pageNumber, pageSize }),
    nextPageOf: (page, pageNumber) =>
      isLastPage(page.items.length, pageSize, page.pagination) ? null : nextPageNumber(page.pagination, pageNumber),
    store: async (page, pageNumber, nextPage) => {
      const next: SyncRun = {
        ...run,
        nextPage: nextPage ?? pageNumber + 1,
        nextLink: page.pagination?.nextPageLink || null,
        items: run.items + page.items.length,
        pages: run.pages + 1,
      };
      await storePage(page.items, next);
      run = next;
      if (page.items.length > 0) opts.onItems?.(page.items);
    },
    afterStore: () => emit(totalEstimate),
    signal: opts.signal,
  });
  const droppedListings = finishRun();
  emit(run.items);
  log.info('items phase done', { storeId, mode: run.mode, items: run.items, pages: run.pages, requests });
  return {
    mode: run.mode,
    resumed,
    startedAt: run.startedAt,
    items: run.items,
    pages: run.pages,
    requests,
    droppedListings,
    durationMs: Date.now() - clockStart,
  };
}
