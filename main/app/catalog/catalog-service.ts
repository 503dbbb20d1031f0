// Process: main (domain, Electron-free). The catalog inside the app: opens the cache for the signed-in service
// and client when a working store is known, loads the scan index, and keeps the cache current in the background
// (first sync full, then incremental, again every few minutes; retried sooner after a failure). Syncs never block
// a lookup: lookups read only SQLite and the in-memory index. Every change of state is pushed as catalog.progress.
import { type Catalog, openCatalog } from '../../catalog/catalog';
import type { CatalogDb } from '../../catalog/db';
import type { CatalogIndexRecord } from '../../catalog/index-feed';
import type { CatalogApi } from '../../catalog/ports';
import { decodeInput } from '../../codes';
import type { Decoded } from '../../codes/types';
import type {
  CatalogProblem,
  CatalogState,
  CatalogStatusView,
  LookupResult,
  SearchHit,
  SyncProgress,
} from '../../contract/catalog';
import type { EventHub } from '../../ipc/events';
import type { ItemIndex } from '../../resolve/item-index';
import { UserError } from '../../shared/errors';
import { createLogger, type Logger } from '../../shared/logger';
import { within } from '../../shared/time';
import type { CatalogAccount } from './catalog-account';
import { damagedProblem, openFailedProblem } from './catalog-damage';
import { classifySyncFailure } from './catalog-problems';

export const CATALOG_SYNC_EVERY_MS = 5 * 60_000;
export const CATALOG_RETRY_MS = 60_000;
const CLOSE_WAIT_MS = 3_000;

export interface CatalogServiceDeps {
  dataDir: string;
  events: EventHub;
  api: CatalogApi;
  /** The signed-in account, or null when signed out. */
  account(): CatalogAccount | null;
  /** The working store id from the settings, or null when none is chosen yet. */
  workingStoreId(): string | null;
  decode?: (text: string) => Decoded;
  /** Runs a sync in the scheduler's 'background' lane, so counting and other requests go first. */
  inBackground?: <T>(fn: () => Promise<T>) => Promise<T>;
  syncEveryMs?: number;
  retryMs?: number;
  logger?: Logger;
}

export interface CatalogService {
  /** Soon (after the current request): opens or re-targets the catalog for the current account and working store,
   * and syncs in the background. */
  activate(): void;
  /** Signed out: stops syncing and closes the cache. */
  deactivate(): Promise<void>;
  status(): CatalogStatusView;
  syncNow(opts: { full?: boolean }): CatalogStatusView;
  cancelSync(): CatalogStatusView;
  lookup(text: string): LookupResult;
  search(query: string, limit?: number): SearchHit[];
  /** The open catalog's in-memory scan index (the reader's hot path resolves against it), or null when closed. */
  scanIndex(): ItemIndex<CatalogIndexRecord> | null;
  /** The open cache file (counting and receiving read item facts from it), or null when closed. */
  cacheDb(): CatalogDb | null;
  close(): Promise<void>;
}

interface Opened {
  key: string;
  catalog: Catalog;
}

export function createCatalogService(deps: CatalogServiceDeps): CatalogService {
  const log = deps.logger ?? createLogger('app.catalog');
  const decode = deps.decode ?? ((text: string) => decodeInput(text));
  const syncEveryMs = deps.syncEveryMs ?? CATALOG_SYNC_EVERY_MS;
  const retryMs = deps.retryMs ?? CATALOG_RETRY_MS;
  let opened: Opened | null = null;
  let state: CatalogState = 'closed';
  let progress: SyncProgress | null = null;
  let problem: CatalogProblem | null = null;
  let running: Promise<void> | null = null;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Set from the moment damage is found until the rebuild's first sync completes: the status bar keeps saying so.
  let rebuilding: CatalogProblem | null = null;
  const toldDamaged = new WeakSet<Catalog>();

  const status = (): CatalogStatusView => {
    if (!opened) return { ...EMPTY, state, problem: problem ?? rebuilding };
    try {
      const s = opened.catalog.status();
      // Said from the first status of a catalog found damaged on open until its first sync completes (once).
      if (s.damaged?.found === 'open' && !toldDamaged.has(opened.catalog)) {
        toldDamaged.add(opened.catalog);
        rebuilding = damagedProblem(s.damaged.savedAs);
      }
      return {
        state,
        storeId: s.storeId,
        items: s.items,
        lastSyncedAt: s.lastItemsSyncCompletedAt,
        unfinished: s.unfinished,
        progress,
        problem: problem ?? rebuilding,
      };
    } catch (err) {
      log.error('catalog status unreadable', { error: String(err) });
      return { ...EMPTY, state: 'error', problem: problem ?? rebuilding ?? openFailedProblem(err) };
    }
  };
  const emit = () => deps.events.emit('catalog.progress', status());

  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      startSync(false);
    }, ms);
    timer.unref?.();
  };

  function startSync(full: boolean): void {
    if (!opened || running) return;
    if (timer) clearTimeout(timer);
    timer = null;
    const { catalog } = opened;
    if (!deps.account()) return;
    state = 'syncing';
    problem = null;
    progress = null;
    cancelled = false;
    emit();
    const storeId = deps.workingStoreId() ?? undefined;
    const sync = () =>
      catalog.sync(deps.api, {
        store: storeId,
        full,
        onProgress: (p) => {
          progress = p;
          emit();
        },
      });
    running = (deps.inBackground ? deps.inBackground(sync) : sync())
      .then(
        (summary) => {
          if (opened?.catalog !== catalog) return;
          state = 'ready';
          rebuilding = null;
          log.info('catalog synced', { items: summary.items.items, requests: summary.requests });
          schedule(syncEveryMs);
        },
        (err) => {
          if (opened?.catalog !== catalog) return;
          if (catalog.noteError(err)) {
            rebuild(err);
            return;
          }
          const c = classifySyncFailure(err, cancelled, Math.max(1, Math.round(retryMs / 60_000)));
          state = c.state;
          problem = c.problem;
          log.warn('catalog sync stopped', { code: c.problem.code, error: String(err) });
          schedule(cancelled ? syncEveryMs : retryMs);
        },
      )
      .catch((err) => log.error('catalog sync step failed', { error: String(err) }))
      .finally(() => {
        running = null;
        if (opened?.catalog === catalog) emit();
      });
  }

  // Damage found in use (a lookup or a sync hit SQLITE_CORRUPT): closing moves the file aside, reopening starts an
  // empty one and a full sync rebuilds it. Lookups meanwhile say so instead of failing without a word.
  function rebuild(err: unknown): void {
    log.error('catalog cache damaged in use: rebuilding', { error: String(err) });
    rebuilding = damagedProblem(null);
    state = 'syncing';
    emit();
    void closeOpened()
      .catch((e) => log.error('closing the damaged catalog failed', { error: String(e) }))
      .then(() => activateSafely());
  }

  async function closeOpened(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const current = opened;
    opened = null;
    if (!current) return;
    cancelled = true;
    current.catalog.cancelSync();
    // Let the sync write its last checkpoint before the file closes, so resume stays exact; but a request already
    // in flight is not abortable, and quitting must not wait for its timeout (that page is fetched again later).
    if (running)
      await within(
        running.catch(() => undefined),
        CLOSE_WAIT_MS,
      );
    current.catalog.close();
  }

  // Opening reads the whole cache into the scan index: done after the current request or event has been answered.
  let opening: ReturnType<typeof setImmediate> | null = null;
  function activateSoon(): void {
    if (opening) return;
    opening = setImmediate(() => {
      opening = null;
      activateSafely();
    });
  }

  // Every background step catches what it throws and reports it as the catalog's problem: opening a cache can fail
  // (a full disk, a file from a newer app), and nothing thrown from a timer may take the process down.
  function activateSafely(): void {
    try {
      activate();
    } catch (err) {
      log.error('the catalog could not be opened', { error: String(err) });
      state = 'error';
      problem = openFailedProblem(err);
      emit();
    }
  }

  function activate(): void {
    const account = deps.account();
    if (!account) return;
    const key = `${account.baseUrl}\n${account.clientId}`;
    if (opened && opened.key !== key) {
      // Another service or client: its cache is closed, never shown for this one.
      void closeOpened()
        .catch((err) => log.error('closing the previous catalog failed', { error: String(err) }))
        .then(() => activateSafely());
      return;
    }
    const storeId = deps.workingStoreId();
    if (!storeId) return;
    if (!opened) {
      const catalog = openCatalog({ dataDir: deps.dataDir, ...account, decode });
      opened = { key, catalog };
      state = 'ready';
      problem = null;
      log.info('catalog opened', { items: catalog.indexedAtOpen });
    }
    const catalog = opened.catalog;
    if (catalog.workingStoreId() !== storeId) {
      catalog.setWorkingStore(storeId);
      if (running) {
        // The running sync is for the previous store; it resumes from its checkpoint when that store is back.
        cancelled = true;
        catalog.cancelSync();
        void running
          .then(() => startSync(false))
          .catch((err) => log.error('sync restart failed', { error: String(err) }));
      } else startSync(false);
      return;
    }
    if (!running && !timer) startSync(false);
    else emit();
  }

  /** A query that finds the file damaged starts the rebuild and says so, rather than failing as a bug. */
  function guarded<T>(query: () => T): T {
    try {
      return query();
    } catch (err) {
      if (!opened?.catalog.noteError(err)) throw err;
      rebuild(err);
      throw new UserError('catalog_damaged', `${damagedProblem(null).message} Try again in a moment.`);
    }
  }

  function need(): Catalog {
    if (!opened) activate();
    if (opened) return opened.catalog;
    if (!deps.account())
      throw new UserError('signed_out', 'Sign in first: the catalog opens for the signed-in service.');
    throw new UserError('catalog_closed', 'Choose a working store first; the catalog opens for it.');
  }

  return {
    activate: activateSoon,
    async deactivate() {
      if (opening) clearImmediate(opening);
      opening = null;
      await closeOpened();
      state = 'closed';
      progress = null;
      problem = null;
      emit();
    },
    status,
    syncNow({ full = false }) {
      need();
      startSync(full);
      return status();
    },
    cancelSync() {
      if (opened && running) {
        cancelled = true;
        opened.catalog.cancelSync();
      }
      return status();
    },
    lookup: (text) => guarded(() => need().lookup.lookup(text)),
    search: (query, limit) => guarded(() => need().lookup.search(query, limit)),
    scanIndex: () => opened?.catalog.index ?? null,
    cacheDb: () => opened?.catalog.db ?? null,
    async close() {
      if (opening) clearImmediate(opening);
      opening = null;
      await closeOpened();
      state = 'closed';
    },
  };
}

const EMPTY: Omit<CatalogStatusView, 'state' | 'problem'> = {
  storeId: null,
  items: 0,
  lastSyncedAt: null,
  unfinished: null,
  progress: null,
};
