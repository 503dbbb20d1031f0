// Process: test (node). The columns a moved tag report's CSV must have, written out by hand (not taken from
// domain/tags/reports.ts, so a changed column fails the tests that read the CSV back: integration and e2e).
export const MOVED_CSV_HEADER = [
  'epc',
  'gtin14',
  'serial',
  'item id',
  'sku',
  'description',
  'category',
  'area',
  'from area',
  'last read',
];
