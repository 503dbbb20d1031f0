// Process: main (domain, Electron-free). The session's lines for the screens, paged, filtered and sorted in SQL
// (the renderer never holds a 20,000-line session): this PC's lines and the other PCs' lines read back from the
// service, with the item's facts; expected and variance per item (all areas, all PCs) unless the session is
// blind, in which case those fields are not computed at all.
import type { CountLinesPage, CountLinesQuery, CountLineView } from '../contract/counts';
import type { JournalDb } from '../journal/journal';

/** Every line of the session (mine and others') with per-item totals; ?1 is the session id. */
export const ALL_LINES_SQL = `
  WITH all_lines AS (
    SELECT id, item_id, area, qty, zero_confirmed, version > sent_version AS unsent, 1 AS mine
      FROM count_lines WHERE session_id = ?1
    UNION ALL
    SELECT id, item_id, NULL, qty, 0, 0, 0 FROM count_remote_lines WHERE session_id = ?1),
  per_item AS (SELECT item_id, SUM(qty) AS counted FROM all_lines GROUP BY item_id)
  SELECT l.id, l.item_id, l.area, l.qty, l.zero_confirmed, l.unsent, l.mine,
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
  sku: string;
  upc: string;
  description: string;
  category: string;
  retail: number | null;
  expected: number;
  variance: number;
}

export function lineView(r: LineRow, blind: boolean): CountLineView {
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
  };
  if (blind) return v;
  return {
    ...v,
    expected: r.expected,
    variance: r.variance,
    varianceValue: r.retail === null ? null : Math.round(r.variance * r.retail * 100) / 100,
  };
}

const ORDER: Record<CountLinesQuery['sort'], string> = {
  description: 'description COLLATE NOCASE',
  counted: 'qty',
  variance: 'variance',
};

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
  if (q.hasVariance !== undefined && !blind) where.push(q.hasVariance ? 'variance != 0' : 'variance = 0');
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  // Blind: a sort by variance would reveal it; fall back to the description.
  const sort = blind && q.sort === 'variance' ? ORDER.description : ORDER[q.sort];
  const base = `SELECT * FROM (${ALL_LINES_SQL}) ${filter}`;
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM (${base})`).get(...params) as { n: number }).n;
  const rows = db
    .prepare(`${base} ORDER BY ${sort} ${q.dir === 'desc' ? 'DESC' : 'ASC'}, id LIMIT ${q.limit} OFFSET ${q.offset}`)
    .all(...params) as LineRow[];
  return { total, offset: q.offset, lines: rows.map((r) => lineView(r, blind)) };
}

/** One line by id (this PC's or another's), for the answer to a change: no paging, so it is found in any session. */
export function queryLine(db: JournalDb, sessionId: string, lineId: string, blind: boolean): CountLineView | null {
  const row = db.prepare(`SELECT * FROM (${ALL_LINES_SQL}) WHERE id = ?2`).get(sessionId, lineId) as
    | LineRow
    | undefined;
  return row ? lineView(row, blind) : null;
}
