// Process: main (domain, Electron-free). Bottle weights as CSV, so a chain shares them: `item id, sku, description,
// full g, empty g` (export: every item with weights; import: the same file, or one with only `sku` or `item id`
// and the two weights), each line on its own (item-csv.ts): one that names no known item or has a bad weight is
// listed with its reason and the rest are kept. Written through the counts' one CSV writer (formula-safe).
import { toCsv } from '../counts/export';
import { type ItemCsvImport, importItemCsv } from './item-csv';
import type { WeightStore } from './weight-store';

export const WEIGHT_CSV_HEADER = ['item id', 'sku', 'description', 'full g', 'empty g'] as const;

export type WeightImport = ItemCsvImport;

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
  return importItemCsv(csv, itemOf, (itemId, r) => store.set(itemId, Number(r['full g']), Number(r['empty g']), user));
}
