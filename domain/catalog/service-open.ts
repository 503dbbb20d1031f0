// Process: main (domain, Electron-free). Opening, re-targeting and closing the catalog service's cache: opened for
// the signed-in account when a working store is known, closed for another account, and closed, moved aside and
// reopened empty when found damaged in use. Every step catches what it throws and reports it as the problem.
import { within } from '../shared/time';
import { openCatalog } from './catalog';
import { openFailedProblem } from './damage';
import { catalogDbPath } from './db';
import { type CatalogCore, clearTimer, emit } from './service-core';
import { startSync } from './service-sync';
import { catalogNeedsUpgrade, upgradeInWorker } from './upgrade';

const CLOSE_WAIT_MS = 3_000;

export async function closeOpened(core: CatalogCore): Promise<void> {
  clearTimer(core);
  const current = core.opened;
  core.opened = null;
  if (!current) return;
  core.cancelled = true;
  current.catalog.cancelSync();
  // Let the sync write its last checkpoint before the file closes, so resume stays exact; but a request already
  // in flight is not abortable, and quitting must not wait for its timeout (that page is fetched again later).
  if (core.running)
    await within(
      core.running.catch(() => undefined),
      CLOSE_WAIT_MS,
    );
  await current.catalog.close();
}

// Damage found in use (a lookup or a sync hit SQLITE_CORRUPT): closing moves the file aside, reopening starts an
// empty one and a full sync rebuilds it. Lookups meanwhile say so instead of failing without a word.
export function rebuild(core: CatalogCore, err: unknown): void {
  const { log } = core;
  log.error('catalog cache damaged in use: rebuilding', { error: String(err) });
  core.damage.inUse();
  core.state = 'syncing';
  emit(core);
  void closeOpened(core)
    .catch((e) => log.error('closing the damaged catalog failed', { error: String(e) }))
    .then(() => activateSafely(core));
}

// Opening reads the whole cache into the scan index: done after the current request or event has been answered.
export function activateSoon(core: CatalogCore): void {
  if (core.opening) return;
  core.opening = setImmediate(() => {
    core.opening = null;
    activateSafely(core);
  });
}

export function cancelActivateSoon(core: CatalogCore): void {
  if (core.opening) clearImmediate(core.opening);
  core.opening = null;
}

// Every background step catches what it throws and reports it as the catalog's problem: opening a cache can fail
// (a full disk, a file from a newer app), and nothing thrown from a timer may take the process down.
export function activateSafely(core: CatalogCore): void {
  try {
    activate(core);
  } catch (err) {
    core.log.error('the catalog could not be opened', { error: String(err) });
    core.state = 'error';
    core.problem = openFailedProblem(err);
    emit(core);
  }
}

/** The running sync is for the previous store; it resumes from its checkpoint when that store is back. */
function retarget(core: CatalogCore, storeId: string): void {
  const catalog = core.opened?.catalog;
  if (!catalog) return;
  catalog.setWorkingStore(storeId);
  if (core.running) {
    core.cancelled = true;
    catalog.cancelSync();
    void core.running
      .then(() => startSync(core, false))
      .catch((err) => core.log.error('sync restart failed', { error: String(err) }));
  } else startSync(core, false);
}

/**
 * A cache from an older app is upgraded in the worker first (upgrade.ts), once per account: true while that runs
 * (the open follows it). Failed or impossible there, main's open upgrades it as before.
 */
function upgradeFirst(core: CatalogCore, key: string, path: string): boolean {
  if (core.upgrade?.key === key) return core.upgrade.running;
  if (!catalogNeedsUpgrade(path)) return false;
  const upgrade = { key, running: true };
  core.upgrade = upgrade;
  void upgradeInWorker(path).then(() => {
    upgrade.running = false;
    activateSafely(core);
  });
  return true;
}

export function activate(core: CatalogCore): void {
  const { deps, log } = core;
  const account = deps.account();
  if (!account) return;
  const key = `${account.baseUrl}\n${account.clientId}`;
  if (core.opened && core.opened.key !== key) {
    // Another service or client: its cache is closed, never shown for this one.
    void closeOpened(core)
      .catch((err) => log.error('closing the previous catalog failed', { error: String(err) }))
      .then(() => activateSafely(core));
    return;
  }
  const storeId = deps.workingStoreId();
  if (!storeId) return;
  if (!core.opened && upgradeFirst(core, key, catalogDbPath(deps.dataDir, account.baseUrl, account.clientId))) return;
  if (!core.opened) {
    const catalog = openCatalog({ dataDir: deps.dataDir, ...account, decode: core.decode });
    core.opened = { key, catalog };
    core.state = 'ready';
    core.problem = null;
    log.info('catalog opened', { items: catalog.indexedAtOpen });
  }
  if (core.opened.catalog.workingStoreId() !== storeId) {
    retarget(core, storeId);
    return;
  }
  if (!core.running && !core.timer) startSync(core, false);
  else emit(core);
}
