// Process: the off-main worker thread (worker.ts), and main where no worker can start (thread.ts). The heavy reads
// that held main for seconds at 500,000 items and 250,000 tags (the `stalls` benchmark), each computed from its own
// read-only connection to the file(s) main keeps open (WAL: it reads the last commit, main keeps writing): one entry
// per task, each the very function main ran before, so the result is the same.

import type { AbcSettingsView } from '../../contract/plans';
import { abcProposal } from '../plans/abc-proposal';
import { catalogStockValues } from '../plans/stock-values';
import { openReadOnly, type SqliteDb } from '../sqlite/open';
import { compareWithPrevious } from '../tags/reports';

/** Opens `path` read-only for one task and closes it after, whatever happens. */
function reading<T>(path: string, label: string, use: (db: SqliteDb) => T): T {
  const db = openReadOnly(path, label);
  try {
    return use(db);
  } finally {
    db.close();
  }
}

export const TASKS = {
  /**
   * The tag reports of two recorded counts (domain/tags/reports.ts), read in one transaction: one snapshot of the
   * journal, so a count main is recording or pruning in slices meanwhile (domain/tags/record-slices.ts) is read
   * whole, as it was before a slice or after it, never half from each.
   */
  'tags.compare': (a: { journal: string; after: string; before?: string }) =>
    reading(a.journal, 'count journal', (db) => db.transaction(() => compareWithPrevious(db, a.after, a.before))()),
  /** The ABC proposal of the store's stock in the catalog cache (domain/plans/abc-proposal.ts). */
  'plans.abc': (a: { catalog: string; storeId: string; settings: AbcSettingsView; today: string; weeks: number }) =>
    reading(a.catalog, 'catalog cache', (db) =>
      abcProposal(catalogStockValues(db)(a.storeId), a.settings, a.today, a.weeks),
    ),
};

export type TaskName = keyof typeof TASKS;
export type TaskArgs<K extends TaskName> = Parameters<(typeof TASKS)[K]>[0];
export type TaskResult<K extends TaskName> = ReturnType<(typeof TASKS)[K]>;
