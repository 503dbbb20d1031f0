// Process: main (domain, Electron-free). The sync checkpoint per (store, phase). A run's progress is written
// in the same transaction as the page it describes, so after a crash or a lost network the next run resumes
// at the first page that was not stored: nothing lost, nothing fetched twice.
import type { CatalogDb } from './db';

export type SyncPhaseName = 'items' | 'onhand';
export type SyncMode = 'full' | 'incremental';

export interface SyncRun {
  startedAt: string;
  mode: SyncMode;
  /** The lastUpdated/rowUpdated lower bound of an incremental run (start of the previous completed run). */
  since: string | null;
  nextPage: number;
  nextLink: string | null;
  items: number;
  pages: number;
}

export interface SyncState {
  storeId: string;
  phase: SyncPhaseName;
  lastStartedAt: string | null;
  lastCompletedAt: string | null;
  lastFullStartedAt: string | null;
  run: SyncRun | null;
}

interface StateRow {
  last_started_at: string | null;
  last_completed_at: string | null;
  last_full_started_at: string | null;
  run_started_at: string | null;
  run_mode: SyncMode | null;
  run_since: string | null;
  run_next_page: number | null;
  run_next_link: string | null;
  run_items: number;
  run_pages: number;
}

export interface SyncStateStore {
  get(storeId: string, phase: SyncPhaseName): SyncState;
  /** Starts a run, or keeps the unfinished one (resume). Returns the run to continue. */
  begin(
    storeId: string,
    phase: SyncPhaseName,
    fresh: Omit<SyncRun, 'nextPage' | 'nextLink' | 'items' | 'pages'>,
  ): SyncRun;
  /** Records a stored page; call inside the page's transaction. */
  checkpoint(storeId: string, phase: SyncPhaseName, run: SyncRun): void;
  /** Marks the run complete: its start becomes the lower bound of the next incremental run. */
  complete(storeId: string, phase: SyncPhaseName, run: SyncRun, completedAt: string): void;
  /** Forgets an unfinished run (used by an explicit --full restart). */
  abandon(storeId: string, phase: SyncPhaseName): void;
}

export function createSyncStateStore(db: CatalogDb): SyncStateStore {
  const select = db.prepare('SELECT * FROM sync_state WHERE store_id = ? AND phase = ?');
  const ensure = db.prepare('INSERT OR IGNORE INTO sync_state (store_id, phase) VALUES (?, ?)');
  const startRun = db.prepare(`UPDATE sync_state SET run_started_at = ?, run_mode = ?, run_since = ?,
    run_next_page = 1, run_next_link = NULL, run_items = 0, run_pages = 0 WHERE store_id = ? AND phase = ?`);
  const saveRun = db.prepare(`UPDATE sync_state SET run_next_page = ?, run_next_link = ?, run_items = ?,
    run_pages = ? WHERE store_id = ? AND phase = ?`);
  const finish = db.prepare(`UPDATE sync_state SET last_started_at = ?, last_completed_at = ?,
    last_full_started_at = CASE WHEN ? = 'full' THEN ? ELSE last_full_started_at END,
    run_started_at = NULL, run_mode = NULL, run_since = NULL, run_next_page = NULL, run_next_link = NULL,
    run_items = 0, run_pages = 0 WHERE store_id = ? AND phase = ?`);
  const clearRun = db.prepare(`UPDATE sync_state SET run_started_at = NULL, run_mode = NULL, run_since = NULL,
    run_next_page = NULL, run_next_link = NULL, run_items = 0, run_pages = 0 WHERE store_id = ? AND phase = ?`);

  const get = (storeId: string, phase: SyncPhaseName): SyncState => {
    const row = select.get(storeId, phase) as StateRow | undefined;
    const run: SyncRun | null =
      row?.run_started_at && row.run_mode
        ? {
            startedAt: row.run_started_at,
            mode: row.run_mode,
            since: row.run_since,
            nextPage: row.run_next_page ?? 1,
            nextLink: row.run_next_link,
            items: row.run_items,
            pages: row.run_pages,
          }
        : null;
    return {
      storeId,
      phase,
      lastStartedAt: row?.last_started_at ?? null,
      lastCompletedAt: row?.last_completed_at ?? null,
      lastFullStartedAt: row?.last_full_started_at ?? null,
      run,
    };
  };

  return {
    get,
    begin(storeId, phase, fresh) {
      return db.transaction(() => {
        ensure.run(storeId, phase);
        const existing = get(storeId, phase).run;
        if (existing) return existing;
        startRun.run(fresh.startedAt, fresh.mode, fresh.since, storeId, phase);
        return { ...fresh, nextPage: 1, nextLink: null, items: 0, pages: 0 };
      })();
    },
    checkpoint(storeId, phase, run) {
      saveRun.run(run.nextPage, run.nextLink, run.items, run.pages, storeId, phase);
    },
    complete(storeId, phase, run, completedAt) {
      finish.run(run.startedAt, completedAt, run.mode, run.startedAt, storeId, phase);
    },
    abandon(storeId, phase) {
      clearRun.run(storeId, phase);
    },
  };
}
