// Process: main (domain, Electron-free). One catalog sync: stores, the working store's items, vendors and
// dimensions, then on-hand. Each phase checkpoints per page, so calling this again after
// a failure resumes where it stopped. Cancellable through an AbortSignal.
import type { Store } from '../api/wire';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import type { CatalogDb } from './db';
import type { CatalogApi } from './ports';
import { readStores, writeStores, writeVendorsAndDimensions } from './reference-data';
import { type ItemsPhaseOptions, type ItemsPhaseResult, syncItemsPhase } from './sync-items';
import { type OnHandPhaseResult, syncOnHandPhase } from './sync-on-hand';

const log = createLogger('catalog.sync');

/** The items phase's options (sync-items.ts), plus the store to sync and the on-hand scope. */
export interface SyncOptions
  extends Pick<
    ItemsPhaseOptions,
    | 'full'
    | 'fullEveryMs'
    | 'clockSkewMs'
    | 'pageSize'
    | 'signal'
    | 'now'
    | 'onProgress'
    | 'onIndexRecords'
    | 'dbPath'
    | 'pageWriter'
    | 'plan'
  > {
  /** The working store by id or code (case-insensitive); the first store by code when not given. */
  store?: string;
  /** Told the store's id as soon as the store list is known (before items are read). */
  onStore?: (store: Store) => void;
  /** On-hand for these stores; an empty list skips the on-hand phase. Overrides onHandScope. */
  onHandStoreIds?: string[];
  /** On-hand for every store (default: the lookup shows on-hand per store) or only the working store. */
  onHandScope?: 'all' | 'working';
}

export interface SyncSummary {
  storeId: string;
  storeCode: string;
  items: ItemsPhaseResult;
  onHand: OnHandPhaseResult | null;
  referenceRequests: number;
  /** Requests this call made, all phases. */
  requests: number;
  durationMs: number;
}

export function pickStore(stores: readonly Store[], wanted: string | undefined): Store {
  const sorted = [...stores].sort((a, b) => a.code.localeCompare(b.code));
  if (wanted === undefined) {
    if (!sorted[0])
      throw new UserError('not_found', 'The service lists no stores: add one in the back office, then sync again.');
    return sorted[0];
  }
  const needle = wanted.trim().toLowerCase();
  const found = sorted.find((s) => s.id.toLowerCase() === needle || s.code.toLowerCase() === needle);
  if (!found) {
    const stores = sorted.map((s) => `${s.code} (${s.description})`).join(', ');
    throw new UserError('not_found', `No store "${wanted}". Choose one of the stores: ${stores}`);
  }
  return found;
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
    totalRange: null,
    elapsedMs: 0,
    etaMs: null,
  });
  opts.signal?.throwIfAborted();
  const stores = await api.listStores();
  writeStores(db, stores);
  const store = pickStore(stores, opts.store);
  opts.onStore?.(store);

  const items = await syncItemsPhase(db, api, {
    ...base,
    storeId: store.id,
    full: opts.full,
    fullEveryMs: opts.fullEveryMs,
    clockSkewMs: opts.clockSkewMs,
    onIndexRecords: opts.onIndexRecords,
    dbPath: opts.dbPath,
    pageWriter: opts.pageWriter,
    plan: opts.plan,
  });
  opts.signal?.throwIfAborted();
  const vendors = await api.listVendors();
  opts.signal?.throwIfAborted();
  const dimensions = await api.listDimensions();
  writeVendorsAndDimensions(db, vendors, dimensions);
  const referenceRequests = 3;

  const onHandStores =
    opts.onHandStoreIds ?? (opts.onHandScope === 'working' ? [store.id] : readStores(db).map((s) => s.id));
  const onHand = onHandStores.length > 0 ? await syncOnHandPhase(db, api, { ...base, storeIds: onHandStores }) : null;

  const summary: SyncSummary = {
    storeId: store.id,
    storeCode: store.code,
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
    totalRange: { low: items.items, high: items.items },
    elapsedMs: summary.durationMs,
    etaMs: 0,
  });
  log.info('sync done', { storeId: store.id, requests: summary.requests, ms: summary.durationMs });
  return summary;
}
