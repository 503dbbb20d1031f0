// Process: main (domain, Electron-free). What finalizing means for a count's scope, in numbers, for the
// confirmation before it: the lines counted (this PC's and the others'), the count's variance (its counted lines:
// what finalizing posts) and, apart, the missing items (on hand, not counted: left as they are), both from the
// review's one definition (variance.ts varianceSummary). A blind session gets the lines only. A Recount session
// also says how many listed items were not counted again, and what they held before (units and value): their
// earlier count was taken back, so finalizing waits for them; they are in neither figure.
import type { FinalizePreview } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { createRecountList } from '../review/recount-list';
import { type SessionRow, scopeOf } from './session-rows';
import { statusCode } from './status';
import { varianceSummary } from './variance';

export function finalizePreview(db: JournalDb, row: SessionRow): FinalizePreview {
  const { n: lines } = db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM count_lines WHERE session_id = ?1)
         + (SELECT COUNT(*) FROM count_remote_lines WHERE session_id = ?1) AS n`,
    )
    .get(row.id) as { n: number };
  const scope = scopeOf(row);
  const left = row.status === statusCode('Recount') ? createRecountList(db).left(row.id) : null;
  const recount = left
    ? {
        notRecounted: left.items,
        ...(left.items > 0 ? { notRecountedEarlier: { units: left.units, value: left.value } } : {}),
      }
    : {};
  const summary = varianceSummary(db, row.id, row.blind === 1);
  if (summary.blind) return { scope, lines, ...recount };
  return { scope, lines, missing: summary.missing, variance: summary.session, ...recount };
}
