// Process: main (domain, Electron-free). The replenishment list as CSV, through counting's toCsv: a row per line in
// the list's order (back-room area, category, SKU), then the reorder lines; figures stay numbers.
import { toCsv } from '../counts/export';
import type { Replenishment } from './types';

export const LIST_HEADER = [
  'list',
  'back room area',
  'category',
  'sku',
  'description',
  'floor',
  'minimum',
  'back room',
  'estimate',
  'bring',
  'picked',
  'epcs',
] as const;

export function replenishmentCsv(r: Replenishment): string {
  const rows: (string | number)[][] = [[...LIST_HEADER]];
  for (const l of r.lines)
    rows.push([
      'pick',
      l.backArea ?? '',
      l.category,
      l.sku,
      l.description,
      l.floor,
      l.minimum,
      l.back,
      l.backEstimated ? 'yes' : 'no',
      l.bring,
      l.picked,
      l.tags.map((t) => t.epc).join(' '),
    ]);
  for (const l of r.reorder)
    rows.push(['reorder', '', l.category, l.sku, l.description, l.floor, l.minimum, 0, 'no', 0, 0, '']);
  return toCsv(rows);
}
