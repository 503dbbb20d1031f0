// Process: main (domain, Electron-free). A session as CSV (csv-stringify, not hand-made quoting), one variance per
// item: a `row` column says 'item' or 'area'. An item row (every item of the count, missing ones included with
// counted 0) carries the item's counted total and expected, then a counted line's variance and variance value, or
// a missing item's missing value (on hand, not counted: finalizing leaves it as it is), never both (sheet.ts);
// below it, one area row per line says what was counted where ("counted here"; another PC's lines say "another
// PC"). Each figure column is filled on one kind of row only, so a spreadsheet sum of any column is the session's
// figure (counted here = counted = the session's units; variance, variance value = the count's variance; missing
// value = the missing items' value: variance.ts varianceSummary). Blind: the expected, variance and value columns
// are left out, not blanked, and only counted items are listed (sheet.ts).
// After the items, one `reader` row per reader of the count (its name, RFID reads and the unique tags it read first)
// and an "Other" row for the rest (typed EPCs, tags assigned by hand): the count's per-reader totals
// (reader-totals.ts), as the counting screen lists them. Their three columns are filled on reader rows only, so the
// reads and unique tags columns sum to the count's totals, as every other column does.
// Also what the service does not hold of this PC's count (the unsent changes of a locked session, measured
// against the session as read back: held.ts), the first way out.
// Every CSV goes through toCsv: item names and areas come from the back office and the counter, and a cell that
// a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with ' (csv-stringify's
// escape_formulas); numbers stay numbers, so -3 is still -3.
import { stringify } from 'csv-stringify/sync';
import type { ExportResult, MoneyCurrency, ReaderTotals } from '../../contract/counts';
import { readerLabel } from '../../contract/reader';
import type { JournalDb } from '../journal/journal';
import { NO_CURRENCY } from './currency';
import type { Held } from './held';
import { sheetItems } from './sheet';

/** The one CSV writer of the count exports. Figures must be passed as numbers, not text, to stay numbers. */
export const toCsv = (records: readonly (readonly (string | number | null)[])[]): string =>
  stringify(records as (string | number | null)[][], { escape_formulas: true });

/** The area of another PC's line: the service keeps no area, only this PC's journal does. */
export const ANOTHER_PC = 'another PC';

/** What a reader row names: the reader as the screens label it; the rest, no reader's, as "Other". */
export const OTHER_READER = 'Other';
const READER_COLUMNS = ['reader', 'reads', 'unique tags'];

const safeName = (s: string) => s.replace(/[^\p{L}\p{N}._ -]+/gu, '_').slice(0, 80) || 'session';

/**
 * The session as CSV, one item row then its area rows (see the header comment): item rows carry counted (all areas
 * and PCs), expected, variance and variance value (counted lines) or missing value (missing items); area rows carry
 * only "counted here". So each figure column sums to the session's figure. The money headings name the currency
 * when one is known. Then a row per reader (`readers`: the count's per-reader totals), whose reads and unique tags
 * sum to the count's.
 */
export function exportSession(
  db: JournalDb,
  session: { id: string; description: string; blind: boolean },
  currency: MoneyCurrency = NO_CURRENCY,
  readers: readonly ReaderTotals[] = [],
): ExportResult {
  const items = sheetItems(db, session.id, session.blind);
  const header = [
    'row',
    'item id',
    'sku',
    'upc',
    'description',
    'category',
    'in scope',
    'area',
    'counted here',
    'counted',
  ];
  const money = (name: string) => (currency.code ? `${name} (${currency.code})` : name);
  if (!session.blind) header.push('expected', 'variance', money('variance value'), money('missing value'));
  const itemColumns = header.length;
  header.push(...READER_COLUMNS);
  const noReader = READER_COLUMNS.map(() => '');
  const records: (string | number)[][] = [];
  for (const i of items) {
    const facts = [i.itemId, i.sku, i.upc, i.description, i.category, i.inScope ? 'yes' : 'no'];
    const figures = session.blind
      ? []
      : [i.expected ?? 0, i.variance ?? '', i.varianceValue ?? '', i.missingValue ?? ''];
    records.push(['item', ...facts, '', '', i.counted, ...figures, ...noReader]);
    for (const a of i.areas) {
      const blanks = session.blind ? [''] : ['', '', '', '', ''];
      records.push(['area', ...facts, a.area ?? ANOTHER_PC, a.counted, ...blanks, ...noReader]);
    }
  }
  const noItem = Array.from({ length: itemColumns - 1 }, () => '');
  for (const r of readers)
    records.push([
      'reader',
      ...noItem,
      r.reader === null ? OTHER_READER : readerLabel(r.reader),
      r.reads,
      r.uniqueTags,
    ]);
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
