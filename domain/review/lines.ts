// Process: main (domain, Electron-free). The review's lines judged against the store's tolerances: each item of
// the count (domain/counts/variance.ts PER_ITEM_SQL: expected in scope, or counted anywhere) within or beyond, by
// the one rule (tolerance.ts judge). An item nobody counted is not judged (the Missing panel handles it), as the
// accuracy figures leave it out. Of those not counted, the ones with stock on hand are the Missing panel's items;
// the others had nothing on hand, so nothing of them is missing (the review says both). A blind count has no
// expected quantities: the caller refuses it first.
import type { ReviewLine, ReviewLinesView } from '../../contract/review';
import { createLineFigures } from '../counts/line-figures';
import { isMissing, PER_ITEM_SQL } from '../counts/variance';
import type { JournalDb } from '../journal/journal';
import { exactQuantity } from '../units/quantity';
import { judge, type Tolerances } from './tolerance';

interface Row {
  item_id: string;
  expected: number;
  counted: number | null;
  category: string;
  sku: string | null;
  description: string | null;
  retail: number | null;
}

export function reviewLines(
  db: JournalDb,
  sessionId: string,
  tolerances: Tolerances,
  listed: ReadonlySet<string>,
  beyondOnly = false,
): ReviewLinesView {
  const rows = db
    .prepare(`SELECT * FROM (${PER_ITEM_SQL}) ORDER BY category, description, item_id`)
    .all(sessionId) as Row[];
  const all: ReviewLine[] = rows.map((r) => {
    const counted = r.counted;
    const variance = exactQuantity((counted ?? 0) - r.expected);
    const verdict =
      counted === null
        ? 'notCounted'
        : judge({ category: r.category, expected: r.expected, counted, price: r.retail }, tolerances);
    return {
      itemId: r.item_id,
      sku: r.sku,
      description: r.description,
      category: r.category,
      expected: r.expected,
      counted,
      variance,
      varianceValue: r.retail === null ? null : Math.round(variance * r.retail * 100) / 100,
      verdict,
      listed: listed.has(r.item_id),
    };
  });
  const n = (v: ReviewLine['verdict']) => all.filter((l) => l.verdict === v).length;
  return {
    sessionId,
    lines: beyondOnly ? all.filter((l) => l.verdict === 'beyond') : all,
    counted: createLineFigures(db).of(sessionId),
    within: n('within'),
    beyond: n('beyond'),
    notCounted: n('notCounted'),
    missing: all.filter(isMissing).length,
  };
}
