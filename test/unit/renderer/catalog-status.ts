// Process: test (renderer logic under node). Catalog status views for the status-bar and lookup-line tests: a
// synced catalog, and one syncing with the given progress over a first full sync's defaults.
import type { CatalogStatusView } from '../../../contract/catalog';

export const READY: CatalogStatusView = {
  state: 'ready',
  storeId: 's',
  items: 5012,
  lastSyncedAt: '2026-11-21T11:58:00Z',
  unfinished: null,
  progress: null,
  problem: null,
};

/** 1,500 items in 3 pages of a first full sync with no size yet, changed by `p`. */
export const syncing = (p: Partial<NonNullable<CatalogStatusView['progress']>>): CatalogStatusView => ({
  ...READY,
  state: 'syncing',
  progress: {
    phase: 'items',
    mode: 'full',
    resumed: false,
    itemsDone: 1500,
    pagesDone: 3,
    totalEstimate: null,
    totalRange: null,
    elapsedMs: 1500,
    etaMs: null,
    ...p,
  },
});
