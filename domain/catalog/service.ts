// Process: main (domain, Electron-free). The catalog inside the app: opens the cache for the signed-in service
// and client when a working store is known, loads the scan index, and keeps the cache current in the background
// (first sync full, then incremental, again every few minutes; retried sooner after a failure). Syncs never block
// a lookup: lookups read only SQLite and the in-memory index. Every change of state is pushed as catalog.progress.
// Opening and closing live in service-open.ts, the sync in service-sync.ts, the shared state in service-core.ts.

import { decodeInput } from '../codes';
import { UserError } from '../shared/errors';
import { createLogger } from '../shared/logger';
import type { Catalog } from './catalog';
import { createDamageTracker, damagedProblem } from './damage';
import { type CatalogCore, emit, status } from './service-core';
import { activate, activateSoon, cancelActivateSoon, closeOpened, rebuild } from './service-open';
import { startSync } from './service-sync';
import { CATALOG_RETRY_MS, CATALOG_SYNC_EVERY_MS, type CatalogService, type CatalogServiceDeps } from './service-types';

/** A query that finds the file damaged starts the rebuild and says so, rather than failing as a bug. */
function guarded<T>(core: CatalogCore, query: () => T): T {
  try {
    return query();
  } catch (err) {
    if (!core.opened?.catalog.noteError(err)) throw err;
    core.rebuild(err);
    throw new UserError('catalog_damaged', `${damagedProblem(null).message} Try again in a moment.`);
  }
}

function need(core: CatalogCore): Catalog {
  if (!core.opened) activate(core);
  if (core.opened) return core.opened.catalog;
  if (!core.deps.account())
    throw new UserError('signed_out', 'Sign in first: the catalog opens for the signed-in service.');
  throw new UserError('catalog_closed', 'Choose a working store first; the catalog opens for it.');
}

export function createCatalogService(deps: CatalogServiceDeps): CatalogService {
  const core: CatalogCore = {
    deps,
    log: deps.logger ?? createLogger('app.catalog'),
    decode: deps.decode ?? ((text: string) => decodeInput(text)),
    syncEveryMs: deps.syncEveryMs ?? CATALOG_SYNC_EVERY_MS,
    retryMs: deps.retryMs ?? CATALOG_RETRY_MS,
    damage: createDamageTracker(),
    opened: null,
    state: 'closed',
    progress: null,
    problem: null,
    running: null,
    cancelled: false,
    timer: null,
    opening: null,
    upgrade: null,
    rebuild: (err) => rebuild(core, err),
  };

  return {
    activate: () => activateSoon(core),
    async deactivate() {
      cancelActivateSoon(core);
      await closeOpened(core);
      core.state = 'closed';
      core.progress = null;
      core.problem = null;
      emit(core);
    },
    status: () => status(core),
    syncNow({ full = false }) {
      need(core);
      startSync(core, full);
      return status(core);
    },
    cancelSync() {
      if (core.opened && core.running) {
        core.cancelled = true;
        core.opened.catalog.cancelSync();
      }
      return status(core);
    },
    lookup: (text) => guarded(core, () => need(core).lookup.lookup(text)),
    search: (query, limit) => guarded(core, () => need(core).lookup.search(query, limit)),
    scanIndex: () => core.opened?.catalog.index ?? null,
    cacheDb: () => core.opened?.catalog.db ?? null,
    async close() {
      cancelActivateSoon(core);
      await closeOpened(core);
      core.state = 'closed';
    },
  };
}
