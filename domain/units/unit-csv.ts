// Process: main (domain, Electron-free). Items' units as CSV, so a chain sets them once and shares them: `item id,
// sku, description, unit` (export: every item whose unit was set; import: the same file, or one with only `sku` or
// `item id` and the unit), each line on its own (item-csv.ts): one that names no known item or no unit is listed
// with its reason and the rest are kept. Written through the counts' one CSV writer (formula-safe).
import { toCsv } from '../counts/export';
import { type ItemCsvImport, importItemCsv } from './item-csv';
import type { UnitStore } from './unit-store';

export const UNIT_CSV_HEADER = ['item id', 'sku', 'description', 'unit'] as const;

export function exportUnitsCsv(
  store: UnitStore,
  describe: (itemId: string) => { sku: string; description: string } | null,
): { csv: string; rows: number } {
  const rows = store.all().map((u) => {
    const d = describe(u.itemId);
    return [u.itemId, d?.sku ?? '', d?.description ?? '', u.unit];
  });
  return { csv: toCsv([[...UNIT_CSV_HEADER], ...rows]), rows: rows.length };
}

/** Imports units; `itemOf` finds an item id by its id or SKU (null: unknown). */
export function importUnitsCsv(
  store: UnitStore,
  csv: string,
  itemOf: (idOrSku: string) => string | null,
  user: string | null = null,
): ItemCsvImport {
  return importItemCsv(csv, itemOf, (itemId, r) => store.setUnit(itemId, (r.unit ?? '').toLowerCase(), user));
}
