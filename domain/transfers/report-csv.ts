// Process: main (domain, Electron-free). A transfer's report as one CSV (through counting's toCsv, which escapes
// formula-like cells): a row per line (expected, received, difference), then a row per tag (its box and whether it
// was sent and received, sent and missing, or received and not sent), then a row per box.
import type { TransferReport } from '../../contract/transfers';
import { toCsv } from '../counts/export';

const HEADER = ['row', 'item id', 'sku', 'description', 'expected', 'received', 'difference', 'epc', 'box', 'status'];

export function transferReportCsv(report: TransferReport): string {
  const rows: (string | number | null)[][] = [HEADER];
  for (const l of report.lines)
    rows.push(['line', l.itemId, l.sku, l.description, l.expected, l.received, l.difference, null, null, null]);
  for (const t of report.tags) rows.push(['tag', t.itemId, t.sku, null, null, null, null, t.epc, t.box, t.status]);
  for (const b of report.boxes) rows.push(['box', null, null, null, b.tags, b.received, null, null, b.number, b.state]);
  return toCsv(rows);
}
