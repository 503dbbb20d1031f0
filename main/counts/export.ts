// Process: main (domain, Electron-free). A session as CSV (csv-stringify, not hand-made quoting): item id, SKU,
// UPC, description, category, area, counted; expected, variance and value only when the session is not blind
// (the columns are left out, not blanked). Also the unsent changes of a locked session, the first way out.
import { stringify } from 'csv-stringify/sync';
import type { ExportResult } from '../contract/counts';
import type { JournalDb } from '../journal/journal';
import { ALL_LINES_SQL, type LineRow } from './lines-query';

const safeName = (s: string) => s.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 80) || 'session';

export function exportSession(
  db: JournalDb,
  session: { id: string; description: string; blind: boolean },
): ExportResult {
  const rows = db
    .prepare(`SELECT * FROM (${ALL_LINES_SQL}) ORDER BY category, description COLLATE NOCASE, area, id`)
    .all(session.id) as LineRow[];
  const header = ['item id', 'sku', 'upc', 'description', 'category', 'area', 'counted'];
  if (!session.blind) header.push('expected', 'variance', 'value');
  const records = rows.map((r) => {
    const base: (string | number)[] = [
      r.item_id,
      r.sku,
      r.upc,
      r.description,
      r.category,
      r.area ?? '(another PC)',
      r.qty,
    ];
    if (session.blind) return base;
    const value = r.retail === null ? '' : (Math.round(r.variance * r.retail * 100) / 100).toFixed(2);
    return [...base, r.expected, r.variance, value];
  });
  return {
    fileName: `${safeName(session.description)}.csv`,
    csv: stringify([header, ...records]),
    rows: records.length,
  };
}

/** This PC's changes the service never took: the line, its count now, and what the service last took of it. */
export function exportUnsent(db: JournalDb, session: { id: string; description: string }): ExportResult {
  const rows = db
    .prepare(
      `SELECT l.id, l.item_id, l.area, l.qty, l.sent_qty, COALESCE(f.sku, '') AS sku, COALESCE(f.upc, '') AS upc,
         COALESCE(f.description, l.item_id) AS description, COALESCE(f.category, 'No category') AS category
       FROM count_lines l LEFT JOIN count_item_facts f ON f.item_id = l.item_id
       WHERE l.session_id = ? AND l.version > l.sent_version ORDER BY category, description COLLATE NOCASE, l.area`,
    )
    .all(session.id) as {
    id: string;
    item_id: string;
    area: string;
    qty: number;
    sent_qty: number;
    sku: string;
    upc: string;
    description: string;
    category: string;
  }[];
  const header = [
    'item id',
    'sku',
    'upc',
    'description',
    'category',
    'area',
    'counted',
    'sent',
    'unsent change',
    'session item id',
  ];
  const records = rows.map((r) => [
    r.item_id,
    r.sku,
    r.upc,
    r.description,
    r.category,
    r.area,
    r.qty,
    r.sent_qty,
    r.qty - r.sent_qty,
    r.id,
  ]);
  return {
    fileName: `${safeName(session.description)} - unsent.csv`,
    csv: stringify([header, ...records]),
    rows: records.length,
  };
}
