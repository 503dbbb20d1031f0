// Process: main (domain, Electron-free). What finalizing means for a count's scope, in numbers, for the
// confirmation before it: the lines counted (this PC's and the others'), the items expected in scope and not
// counted, and the total variance. A blind session gets the lines only.
import type { FinalizePreview } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { type SessionRow, scopeOf } from './session-rows';
import { varianceSummary } from './variance';

export function finalizePreview(db: JournalDb, row: SessionRow): FinalizePreview {
  const { n: lines } = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM count_lines WHERE session_id = ?1)
         + (SELECT COUNT(*) FROM count_remote_lines WHERE session_id = ?1) AS n`,
    )
    .get(row.id) as { n: number };
  const scope = scopeOf(row);
  const summary = varianceSummary(db, row.id, row.blind === 1);
  if (summary.blind) return { scope, lines };
  const missing = summary.categories.reduce((n, c) => n + c.missingItems, 0);
  return { scope, lines, missing, variance: summary.session };
}
