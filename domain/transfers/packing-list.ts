// Process: main (domain, Electron-free). A transfer's packing list as CSV (through counting's toCsv, which escapes
// formula-like cells): a row per tag packed (its box, item and EPC) and a row per box and item for the units without
// a tag (barcodes, cases), so the rows' quantities add up to the transfer's units. It goes with the goods (printed or
// as a file); the receiving store verifies against the transfer itself, which carries the EPCs (our boxes field).
import type { TransferDraftView } from '../../contract/transfers';
import { toCsv } from '../counts/export';
import type { PackedTag } from './draft-store';

const HEADER = ['transfer', 'box', 'item id', 'sku', 'description', 'quantity', 'epc'];

export function packingListCsv(draft: TransferDraftView, tags: readonly PackedTag[]): string {
  const rows: (string | number | null)[][] = [HEADER];
  for (const l of draft.lines) {
    const lineTags = tags.filter((t) => t.box === l.box && t.itemId === l.itemId);
    for (const t of lineTags) rows.push([draft.docNumber, l.box, l.itemId, l.sku, l.description, 1, t.epc]);
    if (l.quantity > lineTags.length)
      rows.push([draft.docNumber, l.box, l.itemId, l.sku, l.description, l.quantity - lineTags.length, null]);
  }
  return toCsv(rows);
}
