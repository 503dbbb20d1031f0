// Process: main (domain, Electron-free). The catalog as the app and the CLI use it: one cache file per
// service and client, the working store, a single background sync at a time (cancellable), the lookup
// service, and the in-memory scan index kept in step with every synced page.
import type { Decoded } from '../codes/types';
import { ItemIndex } from '../resolve/item-index';
import { createLogger } from '../shared/logger';
import { type CatalogDb, catalogDbPath, getMeta, openCatalogDb, scalar, setMeta } from './db';
import { type CatalogIndexRecord, feedIndexFromDb } from './index-feed';
import { createLookupService, type LookupService } from './lookup';
import type { CatalogApi } from './ports';
import { readStores } from './reference-data';
import { type SyncOptions, type SyncSummary, syncCatalog } from './sync';
import { createSyncStateStore } from './sync-state';

const log = createLogger('catalog');
const WORKING_STORE_KEY = 'working_store_id';

export interface OpenCatalogOptions {
  dataDir: string;
  baseUrl: string;
  clientId: string;
  decode: (text: string) => Decoded;
  /** The in-memory scan index the app's scan path shares; a new one when not given. Loaded from the cache now
   * and updated on every synced page. */
  index?: ItemIndex<CatalogIndexRecord>;
}

export interface CatalogStatus {
  path: string;
  storeId: string | null;
  items: number;
  stores: number;
  lastItemsSyncStartedAt: string | null;
  lastItemsSyncCompletedAt: string | null;
  /** An unfinished run that the next sync resumes. */
  unfinished: { mode: string; itemsSoFar: number; pagesSoFar: number } | null;
  syncing: boolean;
}

export interface Catalog {
  readonly db: CatalogDb;
  readonly path: string;
  readonly lookup: LookupService;
  readonly index: ItemIndex<CatalogIndexRecord>;
  /** Items loaded into the scan index at open. */
  readonly indexedAtOpen: number;
  workingStoreId(): string | null;
  setWorkingStore(storeId: string): void;
  /** One sync at a time: a second call while one runs gets the running one's promise. */
  /** Syncs the given store (id or code), else the working store, else the first store by code. */
  sync(api: CatalogApi, opts?: Omit<SyncOptions, 'onIndexRecords' | 'onStore' | 'dbPath'>): Promise<SyncSummary>;
  /** Aborts the running sync, if any; it resumes from its checkpoint next time. */
  cancelSync(): void;
  status(): CatalogStatus;
  close(): void;
}

export function openCatalog(opts: OpenCatalogOptions): Catalog {
  const path = catalogDbPath(opts.dataDir, opts.baseUrl, opts.clientId);
  const db = openCatalogDb(path);
  const t0 = performance.now();
  const index = opts.index ?? new ItemIndex<CatalogIndexRecord>();
  const indexedAtOpen = feedIndexFromDb(db, index);
  log.info('scan index loaded', { items: indexedAtOpen, ms: Math.round(performance.now() - t0) });
  let storeId = getMeta(db, WORKING_STORE_KEY);
  const lookup = createLookupService({ db, decode: opts.decode, index, storeId });
  let running: { promise: Promise<SyncSummary>; controller: AbortController } | null = null;

  const setWorkingStore = (id: string) => {
    storeId = id;
    setMeta(db, WORKING_STORE_KEY, id);
    lookup.setStore(id);
  };

  return {
    db,
    path,
    lookup,
    index,
    indexedAtOpen,
    workingStoreId: () => storeId,
    setWorkingStore,
    sync(api, syncOpts = {}) {
      if (running) return running.promise;
      const controller = new AbortController();
      const signal = syncOpts.signal ? AbortSignal.any([syncOpts.signal, controller.signal]) : controller.signal;
      const promise = syncCatalog(db, api, {
        ...syncOpts,
        store: syncOpts.store ?? storeId ?? undefined,
        onStore: (s) => {
          if (s.id !== storeId) setWorkingStore(s.id);
        },
        signal,
        dbPath: path,
        onIndexRecords: (records) => {
          for (const r of records) index.upsert(r);
        },
      }).finally(() => {
        running = null;
      });
      running = { promise, controller };
      return promise;
    },
    cancelSync() {
      running?.controller.abort(new Error('Sync cancelled'));
    },
    status() {
      const state = storeId ? createSyncStateStore(db).get(storeId, 'items') : null;
      const count = scalar<number>(db.prepare('SELECT count(*) FROM items')) ?? 0;
      return {
        path,
        storeId,
        items: count,
        stores: readStores(db).length,
        lastItemsSyncStartedAt: state?.lastStartedAt ?? null,
        lastItemsSyncCompletedAt: state?.lastCompletedAt ?? null,
        unfinished: state?.run
          ? { mode: state.run.mode, itemsSoFar: state.run.items, pagesSoFar: state.run.pages }
          : null,
        syncing: running !== null,
      };
    },
    close() {
      running?.controller.abort(new Error('Catalog closed'));
      db.close();
    },
  };
}
