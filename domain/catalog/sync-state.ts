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
  /** Every page below this one is stored. */
  nextPage: number;
  nextLink: string | null;
  /** Pages above nextPage already stored (read out of order while bounding the size), ascending. */
  donePages: number[];
  /** The first page known to be past the end (empty, or after a last page); null while unknown. */
  endPage: number | null;
  /** Requests that came back empty (the price of bounding the size). */
  wasted: number;
  /** What the store listed when the run began (a re-sync's size estimate); null on a first sync. */
  previousTotal: number | null;
  items: number;
  pages: number;
}

type FreshRun = Omit<SyncRun, 'nextPage' | 'nextLink' | 'items' | 'pages' | 'donePages' | 'endPage' | 'wasted'>;

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
  run_done_pages: string | null;
  run_end_page: number | null;
  run_wasted: number;
  run_previous_total: number | null;
}

export interface SyncStateStore {
  get(storeId: string, phase: SyncPhaseName): SyncState;
  /** Starts a run, or keeps the unfinished one (resume). Returns the run to continue. */
  begin(storeId: string, phase: SyncPhaseName, fresh: FreshRun): SyncRun;
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
    run_previous_total = ?, run_next_page = 1, run_next_link = NULL, run_items = 0, run_pages = 0,
    run_done_pages = NULL, run_end_page = NULL, run_wasted = 0 WHERE store_id = ? AND phase = ?`);
  const saveRun = db.prepare(`UPDATE sync_state SET run_next_page = ?, run_next_link = ?, run_items = ?,
    run_pages = ?, run_done_pages = ?, run_end_page = ?, run_wasted = ? WHERE store_id = ? AND phase = ?`);
  const finish = db.prepare(`UPDATE sync_state SET last_started_at = ?, last_completed_at = ?,
    last_full_started_at = CASE WHEN ? = 'full' THEN ? ELSE last_full_started_at END,
    run_started_at = NULL, run_mode = NULL, run_since = NULL, run_next_page = NULL, run_next_link = NULL,
    run_items = 0, run_pages = 0, run_done_pages = NULL, run_end_page = NULL, run_wasted = 0,
    run_previous_total = NULL WHERE store_id = ? AND phase = ?`);
  const clearRun = db.prepare(`UPDATE sync_state SET run_started_at = NULL, run_mode = NULL, run_since = NULL,
    run_next_page = NULL, run_next_link = NULL, run_items = 0, run_pages = 0, run_done_pages = NULL,
    run_end_page = NULL, run_wasted = 0, run_previous_total = NULL WHERE store_id = ? AND phase = ?`);

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
            donePages: row.run_done_pages ? (JSON.parse(row.run_done_pages) as number[]) : [],
            endPage: row.run_end_page,
            wasted: row.run_wasted ?? 0,
            previousTotal: row.run_previous_total,
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
        startRun.run(fresh.startedAt, fresh.mode, fresh.since, fresh.previousTotal, storeId, phase);
        return { ...fresh, nextPage: 1, nextLink: null, donePages: [], endPage: null, wasted: 0, items: 0, pages: 0 };
      })();
    },
    checkpoint(storeId, phase, run) {
      const done = run.donePages.length > 0 ? JSON.stringify(run.donePages) : null;
      saveRun.run(run.nextPage, run.nextLink, run.items, run.pages, done, run.endPage, run.wasted, storeId, phase);
    },
    complete(storeId, phase, run, completedAt) {
      finish.run(run.startedAt, completedAt, run.mode, run.startedAt, storeId, phase);
    },
    abandon(storeId, phase) {
      clearRun.run(storeId, phase);
    },
  };
}
