// Process: main (domain, Electron-free). Bottle weights as CSV, so a chain shares them: `item id, sku, description,
// full g, empty g` (export: every item with weights; import: the same file, or one with only `sku` or `item id`
// and the two weights). Each line is imported on its own: a line that names no known item or has a bad weight is
// listed with its reason and the rest are kept. Written through the counts' one CSV writer (formula-safe).
import { parse } from 'csv-parse/sync';
import { toCsv } from '../counts/export';
import { isUserFacing } from '../shared/errors';
import type { WeightStore } from './weight-store';

export const WEIGHT_CSV_HEADER = ['item id', 'sku', 'description', 'full g', 'empty g'] as const;

export interface WeightImport {
  imported: number;
  refused: { line: number; reason: string }[];
}

export function exportWeightsCsv(
  store: WeightStore,
  describe: (itemId: string) => { sku: string; description: string } | null,
): { csv: string; rows: number } {
  const rows = store.all().map((w) => {
    const d = describe(w.itemId);
    return [w.itemId, d?.sku ?? '', d?.description ?? '', w.fullGrams ?? '', w.emptyGrams ?? ''];
  });
  return { csv: toCsv([[...WEIGHT_CSV_HEADER], ...rows]), rows: rows.length };
}

/** Imports weights; `itemOf` finds an item id by its id or SKU (null: unknown). */
export function importWeightsCsv(
  store: WeightStore,
  csv: string,
  itemOf: (idOrSku: string) => string | null,
  user: string | null = null,
): WeightImport {
  const records = parse(csv, {
    columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
    skip_empty_lines: true,
    trim: true,
  }) as Record<string, string>[];
  const result: WeightImport = { imported: 0, refused: [] };
  records.forEach((r, i) => {
    const line = i + 2; // the header is line 1
    const named = r['item id'] || r.sku || '';
    const itemId = (r['item id'] ? itemOf(r['item id']) : null) ?? (r.sku ? itemOf(r.sku) : null);
    if (!itemId) {
      result.refused.push({ line, reason: `No item with id or SKU "${named}" in the catalog.` });
      return;
    }
    try {
      store.set(itemId, Number(r['full g']), Number(r['empty g']), user);
      result.imported++;
    } catch (err) {
      if (!isUserFacing(err)) throw err;
      result.refused.push({ line, reason: err.message });
    }
  });
  return result;
}
