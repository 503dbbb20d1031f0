// Process: main (domain, Electron-free). Expected against counted: the on-hand snapshot taken when the session
// was opened here (POST /inventory for the store, kept in the journal) against everyone's lines. The one
// definition of the count's figures, per category (the item's level) and for the session:
// - the count's variance (units and retail value, the store's retailPrice1) is over its counted lines only, in the
//   scope or outside it: finalizing posts those lines and nothing else (when the back office processes the count,
//   the service sets those items' on-hand to it: service/README.md "Processing a count"), so that is what the count
//   changes;
// - the missing items (on hand, on no line) are left as they are by finalizing: their on-hand units and its value
//   are a figure of their own, never part of the variance;
// - an item waiting for its recount (listed, not counted again) is not counted yet: its line's 0 is in neither;
//   it is "still to recount" (domain/review/recount-list.ts: its earlier count).
// A blind session gets { blind: true } and nothing is computed.
import type { MissingFigures, MissingPage, VarianceFigures, VarianceSummary } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { createRecountList, waitingSql } from '../review/recount-list';
import { exactQuantity, exactSumSql } from '../units/quantity';
import { statusCode } from './status';

/**
 * Whether item `item` of category `cat` is in the scope of session ?1 (contract/counts.ts CountScope, kept as JSON
 * in count_sessions.scope; an items scope's list in count_scope_items, scope-items.ts). The subqueries are
 * uncorrelated, so SQLite reads the scope once per statement.
 */
export const inScopeSql = (cat: string, item: string) => `CASE
    (SELECT json_extract(scope, '$.kind') FROM count_sessions WHERE id = ?1)
    WHEN 'store' THEN 1
    WHEN 'categories' THEN ${cat} IN
      (SELECT value FROM json_each((SELECT scope FROM count_sessions WHERE id = ?1), '$.categories'))
    WHEN 'items' THEN ${item} IN (SELECT item_id FROM count_scope_items WHERE list_id =
      (SELECT json_extract(scope, '$.listId') FROM count_sessions WHERE id = ?1))
    ELSE 0 END`;

/**
 * Whether item `item` of category `cat` is outside the scope of session ?1: only a categories or an items scope has
 * an outside (an areas-only count covers whatever its areas hold). The one rule of PER_ITEM_SQL's `in_scope`, the
 * totals' `outsideScope` and the feed's mark.
 */
export const outsideScopeSql = (cat: string, item: string) =>
  `((SELECT json_extract(scope, '$.kind') FROM count_sessions WHERE id = ?1) IN ('categories', 'items')
    AND NOT (${inScopeSql(cat, item)}))`;

/**
 * Per item of the count (expected in scope, or counted anywhere): ?1 is the session id. An item outside the
 * scope is here only when it was counted (in_scope 0: processing the count sets its on-hand, so its variance is real).
 * `waiting` 1: the item waits for its recount (its counted 0 is no count: COUNTED_LINE_SQL leaves it out).
 */
export const PER_ITEM_SQL = `
  WITH counted AS (
    SELECT item_id, ${exactSumSql('qty')} AS qty FROM (
      SELECT item_id, qty FROM count_lines WHERE session_id = ?1
      UNION ALL SELECT item_id, qty FROM count_remote_lines WHERE session_id = ?1)
    GROUP BY item_id),
  items AS (
    SELECT e.item_id FROM count_expected e LEFT JOIN count_item_facts f ON f.item_id = e.item_id
      WHERE e.session_id = ?1 AND ${inScopeSql("COALESCE(f.category, 'No category')", 'e.item_id')}
    UNION SELECT item_id FROM counted)
  SELECT i.item_id, COALESCE(e.on_hand, 0) AS expected, c.qty AS counted,
    COALESCE(f.category, 'No category') AS category, f.sku, f.description, f.retail,
    NOT ${outsideScopeSql("COALESCE(f.category, 'No category')", 'i.item_id')} AS in_scope,
    ${waitingSql('i.item_id')} AS waiting
  FROM items i
  LEFT JOIN count_expected e ON e.session_id = ?1 AND e.item_id = i.item_id
  LEFT JOIN counted c ON c.item_id = i.item_id
  LEFT JOIN count_item_facts f ON f.item_id = i.item_id`;

/** Expected (on hand > 0) and on no line at all, neither here nor on another PC, nor confirmed as zero. */
const MISSING_WHERE = 'expected > 0 AND counted IS NULL';
/** MISSING_WHERE on a PER_ITEM_SQL row already read (the review's lines): an item not counted with nothing on hand
 * (0 or less) is not missing. */
export const isMissing = (r: { expected: number; counted: number | null }): boolean =>
  r.expected > 0 && r.counted === null;

/** A counted line of a PER_ITEM_SQL row: a count (zero-confirmed included) not waiting for its recount. What
 * finalizing posts, so what the count's variance is summed over. */
export const COUNTED_LINE_SQL = 'counted IS NOT NULL AND waiting = 0';
/** COUNTED_LINE_SQL on a row already read (accuracy's lines). */
export const isCountedLine = (r: { counted: number | null; waiting: boolean }): boolean =>
  r.counted !== null && !r.waiting;

const cents = (n: number) => Math.round(n * 100) / 100;

type FigureRow = {
  expected: number;
  counted: number;
  value: number;
  missing: number;
  missing_units: number;
  missing_value: number;
};

/** The count's figures (see the header): its variance over the counted lines, and the missing items apart. */
const FIGURES_SQL = `${exactSumSql(`CASE WHEN ${COUNTED_LINE_SQL} THEN expected ELSE 0 END`)} AS expected,
         ${exactSumSql(`CASE WHEN ${COUNTED_LINE_SQL} THEN counted ELSE 0 END`)} AS counted,
         SUM(CASE WHEN ${COUNTED_LINE_SQL} THEN (counted - expected) * COALESCE(retail, 0) ELSE 0 END) AS value,
         SUM(CASE WHEN ${MISSING_WHERE} THEN 1 ELSE 0 END) AS missing,
         ${exactSumSql(`CASE WHEN ${MISSING_WHERE} THEN expected ELSE 0 END`)} AS missing_units,
         SUM(CASE WHEN ${MISSING_WHERE} THEN expected * COALESCE(retail, 0) ELSE 0 END) AS missing_value`;

const varianceOf = (r: FigureRow): VarianceFigures => ({
  expected: r.expected,
  counted: r.counted,
  variance: exactQuantity(r.counted - r.expected),
  varianceValue: cents(r.value),
});
const missingOf = (r: FigureRow): MissingFigures => ({
  items: r.missing,
  units: r.missing_units,
  value: cents(r.missing_value),
});

export function varianceSummary(db: JournalDb, sessionId: string, blind: boolean): VarianceSummary {
  if (blind) return { blind: true };
  const rows = db
    .prepare(`SELECT category, ${FIGURES_SQL} FROM (${PER_ITEM_SQL}) GROUP BY category`)
    .all(sessionId) as (FigureRow & { category: string })[];
  const categories = rows
    .map((r) => ({ category: r.category, ...varianceOf(r), missing: missingOf(r) }))
    .sort(
      (a, b) =>
        Math.abs(b.varianceValue) - Math.abs(a.varianceValue) ||
        Math.abs(b.variance) - Math.abs(a.variance) ||
        b.missing.value - a.missing.value,
    );
  const total = (k: keyof FigureRow) => rows.reduce((s, r) => s + r[k], 0);
  const all: FigureRow = {
    expected: exactQuantity(total('expected')),
    counted: exactQuantity(total('counted')),
    value: total('value'),
    missing: total('missing'),
    missing_units: exactQuantity(total('missing_units')),
    missing_value: total('missing_value'),
  };
  const status = db.prepare('SELECT status FROM count_sessions WHERE id = ?').get(sessionId) as
    | { status: number }
    | undefined;
  const left = status?.status === statusCode('Recount') ? createRecountList(db).left(sessionId) : null;
  return {
    blind: false,
    session: varianceOf(all),
    missing: missingOf(all),
    ...(left && left.items > 0 ? { stillToRecount: left } : {}),
    categories,
  };
}

export function missingItems(
  db: JournalDb,
  q: { sessionId: string; category?: string; offset: number; limit: number },
  blind: boolean,
): MissingPage {
  if (blind) return { blind: true };
  const where = `${MISSING_WHERE}${q.category !== undefined ? ' AND category = ?2' : ''}`;
  const params = q.category !== undefined ? [q.sessionId, q.category] : [q.sessionId];
  const base = `SELECT * FROM (${PER_ITEM_SQL}) WHERE ${where}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${base})`).get(...params) as { n: number }).n;
  const categories = db
    .prepare(
      `SELECT category, COUNT(*) AS missing FROM (${PER_ITEM_SQL}) WHERE ${MISSING_WHERE}
       GROUP BY category ORDER BY category COLLATE NOCASE`,
    )
    .all(q.sessionId) as { category: string; missing: number }[];
  const rows = db
    .prepare(`${base} ORDER BY category, description COLLATE NOCASE LIMIT ${q.limit} OFFSET ${q.offset}`)
    .all(...params) as {
    item_id: string;
    expected: number;
    category: string;
    sku: string | null;
    description: string | null;
    retail: number | null;
  }[];
  return {
    blind: false,
    total,
    categories,
    items: rows.map((r) => ({
      itemId: r.item_id,
      sku: r.sku ?? '',
      description: r.description ?? r.item_id,
      category: r.category,
      expected: r.expected,
      retail: r.retail,
    })),
  };
}

/** Every missing item id (for "confirm all as zero"). */
export function missingItemIds(db: JournalDb, sessionId: string): string[] {
  return (
    db.prepare(`SELECT item_id FROM (${PER_ITEM_SQL}) WHERE ${MISSING_WHERE}`).all(sessionId) as { item_id: string }[]
  ).map((r) => r.item_id);
}

/** Of `itemIds`, those outside the session's scope (never zeroed): not expected in it and not counted in it. */
export function outsideScope(db: JournalDb, sessionId: string, itemIds: readonly string[]): string[] {
  const inScope = new Set(
    (
      db
        .prepare(
          `SELECT item_id FROM (${PER_ITEM_SQL}) WHERE in_scope = 1 AND item_id IN (SELECT value FROM json_each(?2))`,
        )
        .all(sessionId, JSON.stringify(itemIds)) as { item_id: string }[]
    ).map((r) => r.item_id),
  );
  const kind = (
    db.prepare(`SELECT json_extract(scope, '$.kind') AS k FROM count_sessions WHERE id = ?`).get(sessionId) as
      | { k: string }
      | undefined
  )?.k;
  // The whole store holds every item, also one not in the snapshot (no on-hand).
  if (kind === 'store') return [];
  return itemIds.filter((id) => !inScope.has(id));
}
