// Process: main (domain, Electron-free). One catalog sync: reference data (stores, vendors, dimensions),
// then the working store's items, then on-hand. Each phase checkpoints per page, so calling this again after
// a failure resumes where it stopped. Cancellable through an AbortSignal.
import type { Item } from '../api/wire';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';
import type { CatalogApi } from './ports';
import type { ProgressListener } from './progress';
import { fetchReferenceData, readStores, writeReferenceData } from './reference-data';
import { type ItemsPhaseResult, syncItemsPhase } from './sync-items';
import { type OnHandPhaseResult, syncOnHandPhase } from './sync-on-hand';

const log = createLogger('catalog.sync');

export interface SyncOptions {
  storeId: string;
  full?: boolean;
  fullEveryMs?: number;
  clockSkewMs?: number;
  /** On-hand for these stores; all known stores by default. An empty list skips the on-hand phase. */
  onHandStoreIds?: string[];
  pageSize?: number;
  signal?: AbortSignal;
  now?: () => Date;
  onProgress?: ProgressListener;
  onItems?: (items: readonly Item[]) => void;
}

export interface SyncSummary {
  storeId: string;
  items: ItemsPhaseResult;
  onHand: OnHandPhaseResult | null;
  referenceRequests: number;
  /** Requests this call made, all phases. */
  requests: number;
  durationMs: number;
}

export async function syncCatalog(db: CatalogDb, api: CatalogApi, opts: SyncOptions): Promise<SyncSummary> {
  const t0 = Date.now();
  const base = { signal: opts.signal, now: opts.now, onProgress: opts.onProgress, pageSize: opts.pageSize };
  opts.onProgress?.({
    phase: 'reference',
    mode: null,
    resumed: false,
    itemsDone: 0,
    pagesDone: 0,
    totalEstimate: null,
    elapsedMs: 0,
    etaMs: null,
  });
  const reference = await fetchReferenceData(api, opts.signal);
  writeReferenceData(db, reference);
  const referenceRequests = 3;
  if (!reference.stores.some((s) => s.id === opts.storeId)) {
    throw new Error(`Store ${opts.storeId} is not one of the service's stores`);
  }

  const items = await syncItemsPhase(db, api, {
    ...base,
    storeId: opts.storeId,
    full: opts.full,
    fullEveryMs: opts.fullEveryMs,
    clockSkewMs: opts.clockSkewMs,
    onItems: opts.onItems,
  });
  const onHandStores = opts.onHandStoreIds ?? readStores(db).map((s) => s.id);
  const onHand = onHandStores.length > 0 ? await syncOnHandPhase(db, api, { ...base, storeIds: onHandStores }) : null;

  const summary: SyncSummary = {
    storeId: opts.storeId,
    items,
    onHand,
    referenceRequests,
    requests: referenceRequests + items.requests + (onHand?.requests ?? 0),
    durationMs: Date.now() - t0,
  };
  opts.onProgress?.({
    phase: 'done',
    mode: items.mode,
    resumed: items.resumed,
    itemsDone: items.items,
    pagesDone: items.pages,
    totalEstimate: items.items,
    elapsedMs: summary.durationMs,
    etaMs: 0,
  });
  log.info('sync done', { storeId: opts.storeId, requests: summary.requests, ms: summary.durationMs });
  return summary;
}
