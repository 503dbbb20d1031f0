// Process: main (domain, Electron-free). What the status bar says while the catalog cache is rebuilt after
// damage (said once per damage, until the rebuild's first sync completes), and what it says when the cache cannot
// be opened at all; the status view built from both. The sentences say what happened: the user is
// told the local catalog was damaged and is being rebuilt, and where the damaged file was kept.

import type { CatalogProblem, CatalogState, CatalogStatusView, SyncProgress } from '../../contract/catalog';
import type { Catalog } from './catalog';

export const CATALOG_DAMAGED_MESSAGE = 'The local catalog was damaged and is being rebuilt';

export function damagedProblem(savedAs: string | null): CatalogProblem {
  return {
    code: 'catalog_damaged',
    message: `${CATALOG_DAMAGED_MESSAGE}.`,
    action: savedAs
      ? `Lookups fill in again as the sync brings the items back. The damaged file was kept as ${savedAs}.`
      : 'Lookups fill in again as the sync brings the items back. The damaged file is kept beside the new one.',
  };
}

export function openFailedProblem(err: unknown): CatalogProblem {
  const reason = err instanceof Error ? err.message : String(err);
  return {
    code: 'catalog_open_failed',
    message: `The local catalog could not be opened: ${reason}`,
    action: 'Check that the data folder is on a disk with free space, then sign in again or restart the app.',
  };
}

export type DamageTracker = ReturnType<typeof createDamageTracker>;

/** The damage problem shown from the moment damage is found until the rebuild's first sync completes. */
export function createDamageTracker() {
  let rebuilding: CatalogProblem | null = null;
  const told = new WeakSet<Catalog>();
  return {
    /** A catalog found damaged on open is said once (its status keeps `damaged` for as long as it is open). */
    note(catalog: Catalog, damaged: { found: string; savedAs: string | null } | null) {
      if (damaged?.found !== 'open' || told.has(catalog)) return;
      told.add(catalog);
      rebuilding = damagedProblem(damaged.savedAs);
    },
    inUse() {
      rebuilding = damagedProblem(null);
    },
    rebuilt() {
      rebuilding = null;
    },
    problem: () => rebuilding,
  };
}

export const EMPTY_STATUS: Omit<CatalogStatusView, 'state' | 'problem'> = {
  storeId: null,
  items: 0,
  lastSyncedAt: null,
  unfinished: null,
  progress: null,
};

/** The status bar's view of an open catalog; a sync's own problem first, else the rebuild after damage. */
export function statusView(
  catalog: Catalog,
  live: { state: CatalogState; progress: SyncProgress | null; problem: CatalogProblem | null },
  damage: DamageTracker,
): CatalogStatusView {
  const s = catalog.status();
  damage.note(catalog, s.damaged);
  return {
    state: live.state,
    storeId: s.storeId,
    items: s.items,
    lastSyncedAt: s.lastItemsSyncCompletedAt,
    unfinished: s.unfinished,
    progress: live.progress,
    problem: live.problem ?? damage.problem(),
  };
}
