// Process: main (domain, Electron-free). The catalog service's background sync: one at a time, in the scheduler's
// background lane; again every few minutes after success, sooner after a failure (sync-problems.ts says why it
// stopped). Damage found by a sync hands over to the rebuild.
import type { Catalog } from './catalog';
import { type CatalogCore, clearTimer, emit } from './service-core';
import { classifySyncFailure } from './sync-problems';

export function schedule(core: CatalogCore, ms: number): void {
  clearTimer(core);
  core.timer = setTimeout(() => {
    core.timer = null;
    startSync(core, false);
  }, ms);
  core.timer.unref?.();
}

function synced(core: CatalogCore, catalog: Catalog, summary: { items: { items: number }; requests: number }): void {
  if (core.opened?.catalog !== catalog) return;
  core.state = 'ready';
  core.damage.rebuilt();
  core.log.info('catalog synced', { items: summary.items.items, requests: summary.requests });
  schedule(core, core.syncEveryMs);
}

function stopped(core: CatalogCore, catalog: Catalog, err: unknown): void {
  if (core.opened?.catalog !== catalog) return;
  if (catalog.noteError(err)) {
    core.rebuild(err);
    return;
  }
  const { cancelled, retryMs } = core;
  const c = classifySyncFailure(err, cancelled, Math.max(1, Math.round(retryMs / 60_000)));
  core.state = c.state;
  core.problem = c.problem;
  core.log.warn('catalog sync stopped', { code: c.problem.code, error: String(err) });
  schedule(core, cancelled ? core.syncEveryMs : retryMs);
}

export function startSync(core: CatalogCore, full: boolean): void {
  const { deps, log } = core;
  if (!core.opened || core.running) return;
  clearTimer(core);
  const { catalog } = core.opened;
  if (!deps.account()) return;
  core.state = 'syncing';
  core.problem = null;
  core.progress = null;
  core.cancelled = false;
  emit(core);
  const storeId = deps.workingStoreId() ?? undefined;
  const sync = () =>
    catalog.sync(deps.api, {
      store: storeId,
      full,
      onProgress: (p) => {
        core.progress = p;
        emit(core);
      },
    });
  core.running = (deps.inBackground ? deps.inBackground(sync) : sync())
    .then(
      (summary) => synced(core, catalog, summary),
      (err) => stopped(core, catalog, err),
    )
    .catch((err) => log.error('catalog sync step failed', { error: String(err) }))
    .finally(() => {
      core.running = null;
      if (core.opened?.catalog === catalog) emit(core);
    });
}
