// Process: main (domain, Electron-free). What finalizing means for a count's scope, in numbers, for the
// confirmation before it: the lines counted (this PC's and the others') and the items on them (line-figures.ts),
// the count's variance (its counted lines: what finalizing posts) and, apart, the missing items (on hand, not
// counted: left as they are), both from the review's one definition (variance.ts varianceSummary). A blind session
// gets the lines only. A Recount session also says how many listed items were not counted again, and what they held
// before (units and value): their earlier count was taken back, so finalizing waits for them; they are in neither
// figure.
import type { FinalizePreview } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { createRecountList } from '../review/recount-list';
import { createLineFigures } from './line-figures';
import { type SessionRow, scopeOf } from './session-rows';
import { statusCode } from './status';
import { varianceSummary } from './variance';

export function finalizePreview(db: JournalDb, row: SessionRow): FinalizePreview {
  const { lines, items } = createLineFigures(db).of(row.id);
  const scope = scopeOf(row);
  const left = row.status === statusCode('Recount') ? createRecountList(db).left(row.id) : null;
  const recount = left
    ? {
        notRecounted: left.items,
        ...(left.items > 0 ? { notRecountedEarlier: { units: left.units, value: left.value } } : {}),
      }
    : {};
  const summary = varianceSummary(db, row.id, row.blind === 1);
  if (summary.blind) return { scope, lines, items, ...recount };
  return { scope, lines, items, missing: summary.missing, variance: summary.session, ...recount };
}
