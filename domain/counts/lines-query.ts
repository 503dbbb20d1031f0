// Process: main (domain, Electron-free). The session's lines for the screens, paged, filtered and sorted in SQL
// (the renderer never holds a 20,000-line session): this PC's lines and the other PCs' lines read back from the
// service, with the item's facts; expected and variance per item (all areas, all PCs) unless the session is
// blind, in which case those fields are not computed at all. A line whose item waits for its recount carries the
// item's earlier count (the screens say "waiting for recount", not "counted zero").
import type { CountLinesPage, CountLinesQuery, CountLineView } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import { waitingForRecount } from '../review/recount-list';
import { exactQuantity, exactSumSql } from '../units/quantity';

/** Every line of the session (mine and others') with per-item totals; ?1 is the session id. */
export const ALL_LINES_SQL = `
  WITH all_lines AS (
    SELECT id, item_id, area, qty, zero_confirmed, version > sent_version AS unsent, 1 AS mine, refused
      FROM count_lines WHERE session_id = ?1
    UNION ALL
    SELECT id, item_id, NULL, qty, 0, 0, 0, NULL FROM count_remote_lines WHERE session_id = ?1),
  per_item AS (SELECT item_id, ${exactSumSql('qty')} AS counted FROM all_lines GROUP BY item_id)
  SELECT l.id, l.item_id, l.area, l.qty, l.zero_confirmed, l.unsent, l.mine, l.refused,
    COALESCE(f.sku, '') AS sku, COALESCE(f.upc, '') AS upc, COALESCE(f.description, l.item_id) AS description,
    COALESCE(f.category, 'No category') AS category, f.retail,
    COALESCE(e.on_hand, 0) AS expected, p.counted - COALESCE(e.on_hand, 0) AS variance
  FROM all_lines l JOIN per_item p ON p.item_id = l.item_id
  LEFT JOIN count_item_facts f ON f.item_id = l.item_id
  LEFT JOIN count_expected e ON e.session_id = ?1 AND e.item_id = l.item_id`;

export interface LineRow {
  id: string;
  item_id: string;
  area: string | null;
  qty: number;
  zero_confirmed: number;
  unsent: number;
  mine: number;
  refused: string | null;
  sku: string;
  upc: string;
  description: string;
  category: string;
  retail: number | null;
  expected: number;
  variance: number;
}

/** `recountEarlier`: the item's earlier count when it waits for its recount (recount-list.ts waitingForRecount). */
export function lineView(r: LineRow, blind: boolean, recountEarlier?: number): CountLineView {
  const v: CountLineView = {
    lineId: r.id,
    itemId: r.item_id,
    sku: r.sku,
    upc: r.upc,
    description: r.description,
    category: r.category,
    area: r.area,
    counted: r.qty,
    mine: r.mine === 1,
    zeroConfirmed: r.zero_confirmed === 1,
    unsent: r.unsent === 1,
    refused: r.refused,
    ...(recountEarlier === undefined ? {} : { recountEarlier }),
  };
  if (blind) return v;
  return {
    ...v,
    expected: r.expected,
    variance: exactQuantity(r.variance),
    varianceValue: r.retail === null ? null : Math.round(r.variance * r.retail * 100) / 100,
  };
}

const ORDER: Record<CountLinesQuery['sort'], string> = {
  description: 'description COLLATE NOCASE',
  counted: 'qty',
  variance: 'variance',
};

/**
 * The lines without the per-item totals (no variance): enough to filter by text, area or category and to sort by
 * description or count. A page of it costs a fifth of ALL_LINES_SQL at 20,000 lines, which matters because the
 * counting screen asks for its visible page a few times a second while reads stream in (on main's event loop).
 */
const LINES_SQL = `
  WITH all_lines AS (
    SELECT id, item_id, area, qty, zero_confirmed, version > sent_version AS unsent, 1 AS mine, refused
      FROM count_lines WHERE session_id = ?1
    UNION ALL
    SELECT id, item_id, NULL, qty, 0, 0, 0, NULL FROM count_remote_lines WHERE session_id = ?1)
  SELECT l.id, l.item_id, l.area, l.qty, l.zero_confirmed, l.unsent, l.mine, l.refused,
    COALESCE(f.sku, '') AS sku, COALESCE(f.upc, '') AS upc, COALESCE(f.description, l.item_id) AS description,
    COALESCE(f.category, 'No category') AS category, f.retail
  FROM all_lines l LEFT JOIN count_item_facts f ON f.item_id = l.item_id`;

/** Counted (all areas, all PCs) and expected of the given items (?2: a JSON array of item ids). */
const PER_ITEM_SQL = `
  SELECT j.value AS item_id,
    (SELECT COALESCE(${exactSumSql('qty')}, 0) FROM (SELECT qty FROM count_lines WHERE session_id = ?1 AND item_id = j.value
      UNION ALL SELECT qty FROM count_remote_lines WHERE session_id = ?1 AND item_id = j.value)) AS counted,
    COALESCE(e.on_hand, 0) AS expected
  FROM json_each(?2) j LEFT JOIN count_expected e ON e.session_id = ?1 AND e.item_id = j.value`;

/** Expected and variance filled in for one page's items only. */
function withVariance(db: JournalDb, sessionId: string, rows: Omit<LineRow, 'expected' | 'variance'>[]): LineRow[] {
  if (rows.length === 0) return [];
  const ids = JSON.stringify([...new Set(rows.map((r) => r.item_id))]);
  const per = new Map(
    (db.prepare(PER_ITEM_SQL).all(sessionId, ids) as { item_id: string; counted: number; expected: number }[]).map(
      (p) => [p.item_id, p],
    ),
  );
  return rows.map((r) => {
    const p = per.get(r.item_id);
    return { ...r, expected: p?.expected ?? 0, variance: exactQuantity((p?.counted ?? 0) - (p?.expected ?? 0)) };
  });
}

export function queryLines(db: JournalDb, q: CountLinesQuery, blind: boolean): CountLinesPage {
  const where: string[] = [];
  const params: unknown[] = [q.sessionId];
  // Numbered parameters: ?1 is the session; each filter's value is the next one (a search uses its value thrice).
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('?', `?${params.length}`));
  };
  if (q.search) {
    const like = `%${q.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    add("(description LIKE ? ESCAPE '\\' OR sku LIKE ? ESCAPE '\\' OR upc LIKE ? ESCAPE '\\')", like);
  }
  if (q.area !== undefined) add('area = ?', q.area);
  if (q.category !== undefined) add('category = ?', q.category);
  const byVariance = !blind && (q.hasVariance !== undefined || q.sort === 'variance');
  if (q.hasVariance !== undefined && !blind) where.push(q.hasVariance ? 'variance != 0' : 'variance = 0');
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // Blind: a sort by variance would reveal it; fall back to the description.
  const sort = blind && q.sort === 'variance' ? ORDER.description : ORDER[q.sort];
  const base = `SELECT * FROM (${byVariance ? ALL_LINES_SQL : LINES_SQL}) ${filter}`;
  const total = countLines(db, q, params, base);
  const page = `${base} ORDER BY ${sort} ${q.dir === 'desc' ? 'DESC' : 'ASC'}, id LIMIT ${q.limit} OFFSET ${q.offset}`;
  const rows = db.prepare(page).all(...params) as LineRow[];
  const full = byVariance ? rows : withVariance(db, q.sessionId, rows);
  const waiting = waitingForRecount(
    db,
    q.sessionId,
    full.map((r) => r.item_id),
  );
  return { total, offset: q.offset, lines: full.map((r) => lineView(r, blind, waiting.get(r.item_id))) };
}

/** Without a filter on the items' facts or figures, the lines are counted straight from the tables. */
function countLines(db: JournalDb, q: CountLinesQuery, params: unknown[], base: string): number {
  if (q.search || q.category !== undefined || q.hasVariance !== undefined) {
    return (db.prepare(`SELECT COUNT(*) AS n FROM (${base})`).get(...params) as { n: number }).n;
  }
  // Other PCs' lines have no area: an area filter leaves them out (as area = ? does in SQL).
  const mine =
    q.area === undefined
      ? db.prepare('SELECT COUNT(*) AS n FROM count_lines WHERE session_id = ?').get(q.sessionId)
      : db.prepare('SELECT COUNT(*) AS n FROM count_lines WHERE session_id = ? AND area = ?').get(q.sessionId, q.area);
  const theirs =
    q.area === undefined
      ? (
          db.prepare('SELECT COUNT(*) AS n FROM count_remote_lines WHERE session_id = ?').get(q.sessionId) as {
            n: number;
          }
        ).n
      : 0;
  return (mine as { n: number }).n + theirs;
}

/** The distinct categories of the session's lines, mine and others', as the line filter offers them. */
export function lineCategories(db: JournalDb, sessionId: string): string[] {
  const rows = db
    .prepare(
      `SELECT DISTINCT COALESCE(f.category, 'No category') AS category FROM
         (SELECT item_id FROM count_lines WHERE session_id = ?1
          UNION SELECT item_id FROM count_remote_lines WHERE session_id = ?1) l
       LEFT JOIN count_item_facts f ON f.item_id = l.item_id ORDER BY category COLLATE NOCASE`,
    )
    .all(sessionId) as { category: string }[];
  return rows.map((r) => r.category);
}

/** One line by id (this PC's or another's), for the answer to a change: no paging, so it is found in any session. */
export function queryLine(db: JournalDb, sessionId: string, lineId: string, blind: boolean): CountLineView | null {
  const row = db.prepare(`SELECT * FROM (${ALL_LINES_SQL}) WHERE id = ?2`).get(sessionId, lineId) as
    | LineRow
    | undefined;
  return row ? lineView(row, blind, waitingForRecount(db, sessionId, [row.item_id]).get(row.item_id)) : null;
}
