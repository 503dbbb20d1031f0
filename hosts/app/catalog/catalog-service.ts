// Process: main (composition, Electron-free). The catalog inside the app: opens the cache for the signed-in service
// and client when a working store is known, loads the scan index, and keeps the cache current in the background
// (first sync full, then incremental, again every few minutes; retried sooner after a failure). Syncs never block
// a lookup: lookups read only SQLite and the in-memory index. Every change of state is pushed as catalog.progress.

import type { CatalogProblem, CatalogState, CatalogStatusView, SyncProgress } from '../../../contract/catalog';
import { type Catalog, openCatalog } from '../../../domain/catalog/catalog';
import { decodeInput } from '../../../domain/codes';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import { within } from '../../../domain/shared/time';
import { createDamageTracker, damagedProblem, EMPTY_STATUS, openFailedProblem, statusView } from './catalog-damage';
import { classifySyncFailure } from './catalog-problems';
import {
  CATALOG_RETRY_MS,
  CATALOG_SYNC_EVERY_MS,
  type CatalogService,
  type CatalogServiceDeps,
} from './catalog-service-types';

export {
  CATALOG_RETRY_MS,
  CATALOG_SYNC_EVERY_MS,
  type CatalogService,
  type CatalogServiceDeps,
} from './catalog-service-types';

const CLOSE_WAIT_MS = 3_000;

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
  const damage = createDamageTracker();

  const status = (): CatalogStatusView => {
    const live = { state, progress, problem };
    if (!opened) return { ...EMPTY_STATUS, state, problem: problem ?? damage.problem() };
    try {
      return statusView(opened.catalog, live, damage);
    } catch (err) {
      log.error('catalog status unreadable', { error: String(err) });
      return { ...EMPTY_STATUS, state: 'error', problem: problem ?? damage.problem() ?? openFailedProblem(err) };
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
          damage.rebuilt();
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
    damage.inUse();
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
