// Process: main (domain, Electron-free). The catalog as the app and the CLI use it: one cache file per
// service and client, the working store, a single background sync at a time (cancellable), the lookup
// service, and the in-memory scan index kept in step with every synced page. A damaged cache file never stops
// it: found at open, it is moved aside (kept) and an empty cache opens for a full sync to rebuild; found later,
// it is reported and moved aside when the catalog closes, so the next open starts empty.
import type { Decoded } from '../codes/types';
import { ItemIndex } from '../resolve/item-index';
import { createLogger } from '../shared/logger';
import { measureStalls } from '../shared/stall-monitor';
import { closeAndMoveAside, isCorruption, openOrMoveAside } from '../sqlite/recover';
import { type CatalogDb, catalogDbPath, getMeta, openCatalogDb, scalar, setMeta } from './db';
import { type CatalogIndexRecord, keptGtins } from './index-feed';
import {
  currentStamp,
  type IndexLoad,
  loadIndex,
  moveSnapshotWithCache,
  saveIndexSnapshotInSlices,
  snapshotPath,
} from './index-snapshot-file';
import { createLookupService, type LookupService } from './lookup';
import type { CatalogApi } from './ports';
import { readStores } from './reference-data';
import { type SyncOptions, type SyncSummary, syncCatalog } from './sync';
import { createSyncStateStore } from './sync-state';

const log = createLogger('catalog');
const WORKING_STORE_KEY = 'working_store_id';
const LABEL = 'catalog cache';

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
  /** The cache file was found damaged (null when it never was); the app says it is being rebuilt. */
  damaged: CatalogDamage | null;
}

export interface CatalogDamage {
  /** 'open': found while opening; already moved aside and replaced by an empty cache that a full sync rebuilds.
   * 'in-use': found by a query or a sync; the file is moved aside when this catalog closes (reopen to rebuild). */
  found: 'open' | 'in-use';
  /** Where the damaged file is kept (with its -wal/-shm); null until it has been moved aside. */
  savedAs: string | null;
  /** SQLite's words, for the log and a details line. */
  error: string;
}

export interface Catalog {
  readonly db: CatalogDb;
  readonly path: string;
  readonly lookup: LookupService;
  readonly index: ItemIndex<CatalogIndexRecord>;
  /** Items loaded into the scan index at open. */
  readonly indexedAtOpen: number;
  /** Where the index came from at open: its snapshot, or rebuilt from the cache (and why). */
  readonly indexLoad: IndexLoad;
  workingStoreId(): string | null;
  setWorkingStore(storeId: string): void;
  /** One sync at a time: a second call while one runs gets the running one's promise. */
  /** Syncs the given store (id or code), else the working store, else the first store by code. */
  sync(api: CatalogApi, opts?: Omit<SyncOptions, 'onIndexRecords' | 'onStore' | 'dbPath'>): Promise<SyncSummary>;
  /** Aborts the running sync, if any; it resumes from its checkpoint next time. */
  cancelSync(): void;
  status(): CatalogStatus;
  /** Tells the catalog about an error from one of its queries: true (and marked damaged) when it is damage. */
  noteError(err: unknown): boolean;
  /** Closes the file at once; resolves once the index snapshot is written (in slices: main is never held long).
   * Await it before the process ends or the same cache opens again, else the next open rebuilds the index. */
  close(): Promise<void>;
}

interface OpenedCache {
  db: CatalogDb;
  indexed: number;
  load: IndexLoad;
  storeId: string | null;
}

/** Opens the file and reads what the app needs first (scan index, working store, counts): damage shows here. */
function openCache(path: string, index: ItemIndex<CatalogIndexRecord>): OpenedCache {
  const db = openCatalogDb(path);
  try {
    const storeId = getMeta(db, WORKING_STORE_KEY);
    scalar<number>(db.prepare('SELECT count(*) FROM items'));
    readStores(db);
    const loaded = loadIndex(db, index);
    log.info('scan index', { from: loaded.from, reason: loaded.reason });
    return { db, indexed: loaded.items, load: loaded, storeId };
  } catch (err) {
    db.close();
    throw err;
  }
}

/** openCache, or on damage: move the file aside (kept) and open an empty one in its place. */
function openCacheOrStartEmpty(path: string, index: ItemIndex<CatalogIndexRecord>) {
  const found = openOrMoveAside(path, LABEL, () => openCache(path, index));
  if (found.moved === null) return { ...found.opened, damaged: null };
  moveSnapshotWithCache(path, found.moved.savedAs);
  const error = String(found.error);
  log.error('catalog cache damaged: moved aside, starting an empty one', { path, savedAs: found.moved.savedAs, error });
  const damaged: CatalogDamage = { found: 'open', savedAs: found.moved.savedAs, error };
  return { ...openCache(path, index), damaged };
}

export function openCatalog(opts: OpenCatalogOptions): Catalog {
  const path = catalogDbPath(opts.dataDir, opts.baseUrl, opts.clientId);
  const t0 = performance.now();
  const index = opts.index ?? new ItemIndex<CatalogIndexRecord>({ keepItems: false });
  const opened = openCacheOrStartEmpty(path, index);
  const { db, indexed: indexedAtOpen, load: indexLoad } = opened;
  let damaged = opened.damaged;
  log.info('scan index loaded', { items: indexedAtOpen, ms: Math.round(performance.now() - t0) });
  let storeId = opened.storeId;
  const lookup = createLookupService({ db, decode: opts.decode, index, storeId });
  let running: { promise: Promise<SyncSummary>; controller: AbortController } | null = null;
  // Whether the index is still what a rebuild from the cache would give: true after open and after every sync that
  // completed (its records fed every change it wrote); false after one that failed or was cancelled part-way, or
  // when the cache changed without this catalog (another process: the stamp moved between its syncs).
  let indexExact = indexLoad.stamp !== null;
  let knownStamp = indexLoad.stamp;
  const stampNow = () => {
    try {
      return currentStamp(db);
    } catch {
      return null;
    }
  };

  const noteError = (err: unknown): boolean => {
    if (!isCorruption(err)) return false;
    if (damaged?.found !== 'in-use') {
      log.error('catalog cache damaged in use: it is moved aside when the catalog closes', {
        path,
        error: String(err),
      });
      damaged = { found: 'in-use', savedAs: null, error: String(err) };
    }
    return true;
  };

  // The next open reads the index from this snapshot instead of rebuilding it (the target: <= 1 s at 500,000 items).
  // Written only when the index is exact, with the stamp of the cache as it is now; a sync's changes since open
  // are in the index, so this open's stamp would not do.
  // What to write is settled while the file is open; the writing itself comes after it has closed, in slices.
  const snapshotToWriteAtClose = (): (() => Promise<void>) | null => {
    const file = snapshotPath(db);
    if (!file || !indexExact || damaged || index.keepsItems) return null;
    try {
      const stamp = currentStamp(db);
      if (stamp !== knownStamp) return null;
      // No count of the items table here (it read the whole table on main at close): the open that reads the
      // snapshot counts them and rebuilds when they differ (index-snapshot-file.ts).
      return () => saveIndexSnapshotInSlices(index, file, stamp);
    } catch (err) {
      log.warn('scan index snapshot not written at close', { error: String(err) });
      return null;
    }
  };

  let closed = false;
  const closeNow = (): (() => Promise<void>) | null => {
    closed = true;
    if (running) indexExact = false;
    // plain Error: the abort's reason while closing; nobody is waiting to be told.
    running?.controller.abort(new Error('Catalog closed'));
    if (damaged?.found !== 'in-use' || damaged.savedAs !== null) {
      const writeSnapshot = snapshotToWriteAtClose();
      db.close();
      return writeSnapshot;
    }
    try {
      const moved = closeAndMoveAside(db, path, LABEL);
      damaged = { ...damaged, savedAs: moved.savedAs };
      moveSnapshotWithCache(path, moved.savedAs);
    } catch (err) {
      // Still held open elsewhere (Windows): left in place, it is found damaged again at the next open.
      log.error('could not move the damaged catalog cache aside', { path, error: String(err) });
    }
    return null;
  };

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
    indexLoad,
    workingStoreId: () => storeId,
    setWorkingStore,
    sync(api, syncOpts = {}) {
      if (running) return running.promise;
      // A sync queued in the scheduler's background lane can start after its catalog closed (a sign-out while it
      // waited): it must not send a request for a cache nobody holds.
      // plain Error: as an abort's reason; the service that queued it no longer holds this catalog.
      if (closed) return Promise.reject(new Error('Catalog closed'));
      if (stampNow() !== knownStamp) indexExact = false;
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
        onIndexRecords: (records) =>
          index.upsertMany(records.map((r) => (r.gtinsKept ? keptGtins(r, index.get(r.id)) : r))),
      })
        .then((summary) => {
          knownStamp = stampNow();
          return summary;
        })
        .catch((err: unknown) => {
          indexExact = false;
          noteError(err);
          throw err;
        })
        .finally(() => {
          running = null;
        });
      running = { promise, controller };
      return promise;
    },
    cancelSync() {
      // plain Error: the abort's reason; a cancel is told by its flag (sync-problems.ts) and shown as `cancelled`.
      running?.controller.abort(new Error('Sync cancelled'));
    },
    status() {
      const base = { path, storeId, syncing: running !== null };
      try {
        const state = storeId ? createSyncStateStore(db).get(storeId, 'items') : null;
        const count = scalar<number>(db.prepare('SELECT count(*) FROM items')) ?? 0;
        return {
          ...base,
          items: count,
          stores: readStores(db).length,
          lastItemsSyncStartedAt: state?.lastStartedAt ?? null,
          lastItemsSyncCompletedAt: state?.lastCompletedAt ?? null,
          unfinished: state?.run
            ? { mode: state.run.mode, itemsSoFar: state.run.items, pagesSoFar: state.run.pages }
            : null,
          damaged,
        };
      } catch (err) {
        if (!noteError(err)) throw err;
        const empty = { items: 0, stores: 0, lastItemsSyncStartedAt: null, lastItemsSyncCompletedAt: null };
        return { ...base, ...empty, unfinished: null, damaged };
      }
    },
    noteError,
    close() {
      // Closing twice is no error (a test's afterAll, a sign-out racing a quit): the second has nothing to do.
      if (closed) return Promise.resolve();
      // The file closes before the first await: a caller that does not wait still never uses a closed file.
      return measureStalls(log, 'catalog.close', async () => {
        const writeSnapshot = closeNow();
        if (writeSnapshot) await writeSnapshot();
      });
    },
  };
}
