// Process: main (domain, Electron-free). The one reading of a per-item CSV of the store's record (bottle weights,
// units): a header line, then one line per item named by `item id` or `sku`. Each line is applied on its own: a line
// that names no known item, or that `apply` refuses with a user-facing error, is listed with its line number and
// reason, and the rest are kept.
import { parse } from 'csv-parse/sync';
import { isUserFacing } from '../shared/errors';

export interface ItemCsvImport {
  imported: number;
  refused: { line: number; reason: string }[];
}

/** Applies each line to its item; `itemOf` finds an item id by its id or SKU (null: unknown). */
export function importItemCsv(
  csv: string,
  itemOf: (idOrSku: string) => string | null,
  apply: (itemId: string, row: Record<string, string>) => void,
): ItemCsvImport {
  const records = parse(csv, {
    columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
  const result: ItemCsvImport = { imported: 0, refused: [] };
  records.forEach((r, i) => {
    const line = i + 2; // the header is line 1
    const named = r['item id'] || r.sku || '';
    const itemId = (r['item id'] ? itemOf(r['item id']) : null) ?? (r.sku ? itemOf(r.sku) : null);
    if (!itemId) {
      result.refused.push({ line, reason: `No item with id or SKU "${named}" in the catalog.` });
      return;
    }
    try {
      apply(itemId, r);
      result.imported++;
    } catch (err) {
      if (!isUserFacing(err)) throw err;
      result.refused.push({ line, reason: err.message });
    }
  });
  return result;
}
