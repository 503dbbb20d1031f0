// Process: main (domain, Electron-free). The accuracy of one count for its review: as stored once the count is
// finalized (the history's figure, judged by the tolerances of that time), else as it stands now with the store's
// tolerances today. A blind count still open has none: the figure would tell the counters how near they are.
import type { AccuracyFiguresView, SessionAccuracyView } from '../../contract/accuracy';
import { CountError } from '../counts/status';
import type { JournalDb } from '../journal/journal';
import type { Tolerances } from '../review/tolerance';
import { accuracyOf } from './accuracy';
import { accuracyLinesOf } from './count';
import { categoryPoints, figures } from './history';

export function sessionAccuracy(
  db: JournalDb,
  sessionId: string,
  tolerancesOf: (storeId: string) => Tolerances,
): SessionAccuracyView {
  const s = db.prepare('SELECT store_id, blind, status FROM count_sessions WHERE id = ?').get(sessionId) as
    | { store_id: string; blind: number; status: number }
    | undefined;
  if (!s) throw new CountError('not_found', `No count session ${sessionId} on this PC: open it first.`);
  const stored = db
    .prepare('SELECT items, within, exact, variance_value FROM accuracy_counts WHERE session_id = ?')
    .get(sessionId) as
    | { items: number; within: number | null; exact: number | null; variance_value: number | null }
    | undefined;
  if (stored) {
    const byCategory = categoryPoints(db, s.store_id, sessionId).map(({ category, ...f }) => ({
      category,
      ...pick(f),
    }));
    const beyond = byCategory.reduce((n, c) => n + c.items - (c.withinTolerance ?? 0), 0);
    return {
      sessionId,
      stored: true,
      ...figures(stored.items, stored.within, stored.exact, stored.variance_value),
      byCategory,
      beyond,
    };
  }
  if (s.blind === 1) throw new CountError('blind', 'A blind count shows its accuracy once it is finalized.');
  const r = accuracyOf(accuracyLinesOf(db, sessionId), tolerancesOf(s.store_id));
  const round = (f: AccuracyFiguresView) => ({ ...f, varianceValue: Math.round((f.varianceValue ?? 0) * 100) / 100 });
  return {
    sessionId,
    stored: false,
    ...round(pick(r)),
    byCategory: Object.entries(r.byCategory)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, f]) => ({ category, ...round(pick(f)) })),
    beyond: r.beyond.length,
  };
}

const pick = (f: AccuracyFiguresView): AccuracyFiguresView => ({
  items: f.items,
  withinTolerance: f.withinTolerance,
  exact: f.exact,
  accuracy: f.accuracy,
  accuracyExact: f.accuracyExact,
  varianceValue: f.varianceValue,
});
