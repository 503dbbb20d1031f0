// Process: main (domain, Electron-free). The accuracy of a count in the journal: its per-item figures, as the
// review computes them (domain/counts/variance.ts PER_ITEM_SQL: expected from the session's on-hand snapshot,
// counted from this PC's lines and the other PCs' as last read back, the scope), judged by accuracy.ts.
import { isCountedLine, PER_ITEM_SQL } from '../counts/variance';
import type { JournalDb } from '../journal/journal';
import type { Tolerances } from '../review/tolerance';
import { type AccuracyLine, type AccuracyReport, accuracyOf } from './accuracy';

export function accuracyLinesOf(db: JournalDb, sessionId: string): AccuracyLine[] {
  type Row = {
    item_id: string;
    expected: number;
    counted: number | null;
    category: string;
    retail: number | null;
    in_scope: number;
    waiting: number;
  };
  return (db.prepare(`SELECT * FROM (${PER_ITEM_SQL}) ORDER BY item_id`).all(sessionId) as Row[]).map((r) => ({
    itemId: r.item_id,
    category: r.category,
    expected: r.expected,
    // A line waiting for its recount is not counted yet (variance.ts isCountedLine): not measured.
    counted: isCountedLine({ counted: r.counted, waiting: r.waiting === 1 }) ? r.counted : null,
    inScope: r.in_scope === 1,
    price: r.retail,
  }));
}

/** Meant for a finalized count; on an open one it is the figure so far (what the review would show). */
export const countAccuracy = (db: JournalDb, sessionId: string, tolerances?: Tolerances): AccuracyReport =>
  accuracyOf(accuracyLinesOf(db, sessionId), tolerances);
