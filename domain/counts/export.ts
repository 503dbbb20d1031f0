// Process: main (domain, Electron-free). A session as CSV (csv-stringify, not hand-made quoting): item id, SKU,
// UPC, description, category, area, counted; expected, variance and value only when the session is not blind
// (the columns are left out, not blanked). Also what the service does not hold of this PC's count (the unsent
// changes of a locked session, measured against the session as read back: held.ts), the first way out.
// Every CSV goes through toCsv: item names and areas come from the back office and the counter, and a cell that
// a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with ' (csv-stringify's
// escape_formulas); numbers stay numbers, so -3 is still -3.
import { stringify } from 'csv-stringify/sync';
import type { ExportResult } from '../../contract/counts';
import type { JournalDb } from '../journal/journal';
import type { Held } from './held';
import { ALL_LINES_SQL, type LineRow } from './lines-query';

/** The one CSV writer of the count exports. Figures must be passed as numbers, not text, to stay numbers. */
export const toCsv = (records: readonly (readonly (string | number | null)[])[]): string =>
  stringify(records as (string | number | null)[][], { escape_formulas: true });

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
    const value = r.retail === null ? '' : Math.round(r.variance * r.retail * 100) / 100;
    return [...base, r.expected, r.variance, value];
  });
  return {
    fileName: `${safeName(session.description)}.csv`,
    csv: toCsv([header, ...records]),
    rows: records.length,
  };
}

/**
 * This PC's lines the service does not hold as counted here: the line, its count, what the service holds of it
 * (`held`: as read back; by the journal only when the user chose so) and the difference. A line refused by the
 * service says so.
 */
export function exportUnsent(
  db: JournalDb,
  session: { id: string; description: string },
  held: Held,
): ExportResult & { basis: Held['basis'] } {
  const all = db
    .prepare(
      `SELECT l.id, l.item_id, l.area, l.qty, l.sent_qty, COALESCE(l.refused, '') AS refused,
         COALESCE(f.sku, '') AS sku, COALESCE(f.upc, '') AS upc,
         COALESCE(f.description, l.item_id) AS description, COALESCE(f.category, 'No category') AS category
       FROM count_lines l LEFT JOIN count_item_facts f ON f.item_id = l.item_id
       WHERE l.session_id = ?1 AND (l.version > l.sent_version OR ?2 != 'journal')
       ORDER BY category, description COLLATE NOCASE, l.area`,
    )
    .all(session.id, held.basis) as {
    id: string;
    item_id: string;
    area: string;
    qty: number;
    sent_qty: number;
    sku: string;
    upc: string;
    description: string;
    category: string;
    refused: string;
  }[];
  const rows = all.map((r) => ({ ...r, held: held.of(r) })).filter((r) => r.qty !== r.held);
  const header = [
    'item id',
    'sku',
    'upc',
    'description',
    'category',
    'area',
    'counted',
    held.basis === 'journal' ? 'sent (journal)' : 'on service',
    'not on service',
    'session item id',
    'refused by the service',
  ];
  const records = rows.map((r) => [
    r.item_id,
    r.sku,
    r.upc,
    r.description,
    r.category,
    r.area,
    r.qty,
    r.held,
    r.qty - r.held,
    r.id,
    r.refused,
  ]);
  return {
    fileName: `${safeName(session.description)} - unsent.csv`,
    csv: toCsv([header, ...records]),
    rows: records.length,
    basis: held.basis,
  };
}
