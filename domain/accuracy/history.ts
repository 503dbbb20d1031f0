// Process: main (domain, Electron-free). The store's accuracy history as stored by store.ts: a point per
// finalized count (oldest first), the same per category, and the items most often beyond tolerance. Read-only SQL
// over the two accuracy tables; the per-item facts (SKU, name) come from the journal's count_item_facts.
import type {
  AccuracyCategoryPoint,
  AccuracyFiguresView,
  AccuracyHistory,
  AccuracyPoint,
  AccuracySource,
  WrongItemView,
} from '../../contract/accuracy';
import type { ExportResult } from '../../contract/counts';
import { toCsv } from '../counts/export';
import { scopeOf } from '../counts/session-rows';
import type { JournalDb } from '../journal/journal';

/** The most-often-wrong list's length. */
export const MOST_WRONG_MAX = 50;

const iso = (ms: number) => new Date(ms).toISOString();
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Figures from stored counts: null accuracy where nothing was measured or the on-hand was unknown. */
export function figures(
  items: number,
  within: number | null,
  exact: number | null,
  value: number | null,
): AccuracyFiguresView {
  return {
    items,
    withinTolerance: within,
    exact,
    accuracy: within === null || items === 0 ? null : within / items,
    accuracyExact: exact === null || items === 0 ? null : exact / items,
    varianceValue: value === null ? null : round2(value),
  };
}

type CountRow = {
  session_id: string;
  description: string;
  scope: string;
  finalized_at: number;
  source: AccuracySource;
  items: number;
  units: number;
  within: number | null;
  exact: number | null;
  variance_value: number | null;
  tolerances: string | null;
};

export function accuracyPoints(db: JournalDb, storeId: string): AccuracyPoint[] {
  const rows = db
    .prepare('SELECT * FROM accuracy_counts WHERE store_id = ? ORDER BY finalized_at, session_id')
    .all(storeId) as CountRow[];
  return rows.map((r) => ({
    sessionId: r.session_id,
    description: r.description,
    scope: scopeOf(r),
    finalizedAt: iso(r.finalized_at),
    source: r.source,
    units: r.units,
    tolerances: r.tolerances === null ? null : JSON.parse(r.tolerances),
    ...figures(r.items, r.within, r.exact, r.variance_value),
  }));
}

/** Per category of each stored count of the store (or of one count of it). */
export function categoryPoints(db: JournalDb, storeId: string, sessionId?: string): AccuracyCategoryPoint[] {
  const rows = db
    .prepare(
      `SELECT c.session_id, c.finalized_at, i.category, COUNT(*) AS items, SUM(i.within) AS within,
         SUM(i.exact) AS exact, SUM(i.variance_value) AS value
       FROM accuracy_counts c JOIN accuracy_items i ON i.session_id = c.session_id
       WHERE c.store_id = ?1 AND (?2 IS NULL OR c.session_id = ?2)
       GROUP BY c.session_id, i.category ORDER BY c.finalized_at, c.session_id, i.category`,
    )
    .all(storeId, sessionId ?? null) as {
    session_id: string;
    finalized_at: number;
    category: string;
    items: number;
    within: number;
    exact: number;
    value: number;
  }[];
  return rows.map((r) => ({
    sessionId: r.session_id,
    finalizedAt: iso(r.finalized_at),
    category: r.category,
    ...figures(r.items, r.within, r.exact, r.value),
  }));
}

/** Items beyond tolerance in the most counts first, then by the money their wrong counts were off by. */
export function mostWrong(db: JournalDb, storeId: string, limit = MOST_WRONG_MAX): WrongItemView[] {
  const rows = db
    .prepare(
      `SELECT i.item_id, MAX(i.category) AS category, f.sku, f.description, SUM(1 - i.within) AS wrong,
         COUNT(*) AS counted, SUM(CASE WHEN i.within = 0 THEN ABS(i.variance_value) ELSE 0 END) AS value,
         MAX(CASE WHEN i.within = 0 THEN c.finalized_at END) AS last_wrong
       FROM accuracy_items i JOIN accuracy_counts c ON c.session_id = i.session_id
       LEFT JOIN count_item_facts f ON f.item_id = i.item_id
       WHERE c.store_id = ? GROUP BY i.item_id HAVING wrong > 0
       ORDER BY wrong DESC, value DESC, i.item_id LIMIT ?`,
    )
    .all(storeId, limit) as {
    item_id: string;
    category: string;
    sku: string | null;
    description: string | null;
    wrong: number;
    counted: number;
    value: number;
    last_wrong: number;
  }[];
  return rows.map((r) => ({
    itemId: r.item_id,
    sku: r.sku ?? '',
    description: r.description ?? r.item_id,
    category: r.category,
    timesWrong: r.wrong,
    timesCounted: r.counted,
    valueOff: round2(r.value),
    lastWrongAt: iso(r.last_wrong),
  }));
}

export const accuracyHistory = (db: JournalDb, storeId: string): AccuracyHistory => ({
  storeId,
  points: accuracyPoints(db, storeId),
  categories: categoryPoints(db, storeId),
  mostWrong: mostWrong(db, storeId),
});

/**
 * The history as CSV through the counts' one CSV writer (toCsv: formula-like text is escaped, numbers stay
 * numbers): a `count` row per count, oldest first, then a `category` row per category of it ('journal' counts).
 * The category rows of a count sum to its count row (items, within, exact; the value too, but for lines counted
 * outside the scope: they are in the count's variance value, finalizing posted them, and in no category row, which
 * cover the scope); filtering on `row` = count, a column sums to the history's total. Accuracy is a share (not
 * summed). Blank: unknown (a 'service' count).
 */
export function accuracyCsv(history: AccuracyHistory, storeName: string): ExportResult {
  const header = [
    'row',
    'finalized',
    'session id',
    'description',
    'source',
    'category',
    'items',
    'within tolerance',
    'exact',
    'accuracy %',
    'exact accuracy %',
    'variance value',
    'units',
  ];
  const pct = (n: number | null) => (n === null ? '' : Math.round(n * 1000) / 10);
  const num = (n: number | null) => (n === null ? '' : n);
  const records: (string | number)[][] = [header];
  for (const p of history.points) {
    const of = (f: AccuracyFiguresView) => [
      f.items,
      num(f.withinTolerance),
      num(f.exact),
      pct(f.accuracy),
      pct(f.accuracyExact),
      num(f.varianceValue),
    ];
    records.push(['count', p.finalizedAt, p.sessionId, p.description, p.source, '', ...of(p), p.units]);
    for (const c of history.categories.filter((x) => x.sessionId === p.sessionId))
      records.push(['category', p.finalizedAt, p.sessionId, p.description, p.source, c.category, ...of(c), '']);
  }
  const safe = storeName.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 60) || 'store';
  return { fileName: `accuracy ${safe}.csv`, csv: toCsv(records), rows: records.length - 1 };
}
