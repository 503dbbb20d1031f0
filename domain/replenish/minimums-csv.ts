// Process: main (domain, Electron-free). A store's minimums as CSV, out and back in: `kind,code,description,minimum`,
// kind `category` (code: the category's code, or its name) or `item` (code: the SKU). Export writes through
// counting's toCsv (formula-like cells escaped with '; import takes that ' off again). An import replaces the
// store's minimums whole and is refused whole, naming the rows, when a row is wrong or names nothing the catalog
// knows: half an import would leave a store's floor rules neither the old nor the new ones.
import { parse } from 'csv-parse/sync';
import type { CatalogDb } from '../catalog/db';
import { toCsv } from '../counts/export';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { type MinimumKind, minimumRules, replaceMinimums } from './minimums';

export const MINIMUMS_HEADER = ['kind', 'code', 'description', 'minimum'] as const;

export function minimumsCsv(journal: JournalDb, catalog: CatalogDb, storeId: string): string {
  const rules = minimumRules(journal, storeId);
  const level = catalog.prepare('SELECT code, description FROM levels WHERE id = ?');
  const item = catalog.prepare('SELECT sku AS code, description FROM items WHERE id = ?');
  const rows: (string | number)[][] = [];
  const named = (kind: MinimumKind, id: string, minimum: number) => {
    const known = (kind === 'category' ? level : item).get(id) as { code: string; description: string } | undefined;
    // An id the catalog no longer knows is written as itself, so an export never drops a rule silently.
    rows.push([kind, known?.code ?? id, known?.description ?? '', minimum]);
  };
  for (const [id, m] of rules.categories) named('category', id, m);
  for (const [id, m] of rules.items) named('item', id, m);
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])) || String(a[1]).localeCompare(String(b[1])));
  return toCsv([[...MINIMUMS_HEADER], ...rows]);
}

const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/u.test(cell) ? cell.slice(1) : cell);

/** Replaces the store's minimums with the CSV's; returns how many of each kind. */
export function importMinimumsCsv(journal: JournalDb, catalog: CatalogDb, storeId: string, csv: string) {
  let records: Record<string, string>[];
  try {
    records = parse(csv, { columns: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    throw new UserError('invalid_argument', `The minimums file is not readable CSV: ${(err as Error).message}`);
  }
  const categoryByCode = catalog.prepare('SELECT id FROM levels WHERE code = ?1 OR description = ?1 COLLATE NOCASE');
  const itemBySku = catalog.prepare('SELECT id FROM items WHERE sku = ? COLLATE NOCASE ORDER BY active DESC LIMIT 1');
  const rows: { kind: MinimumKind; key: string; minimum: number }[] = [];
  const problems: string[] = [];
  /** What is wrong with a row (null: nothing, and it is taken). */
  const rowProblem = (r: Record<string, string>, line: number): string | null => {
    const kind = unescapeFormula(r.kind ?? '').toLowerCase();
    const code = unescapeFormula(r.code ?? '');
    const minimum = Number(r.minimum);
    if (kind !== 'category' && kind !== 'item') return `row ${line}: kind is category or item`;
    if (!Number.isInteger(minimum) || minimum < 0) return `row ${line}: minimum is a whole number`;
    const found = (kind === 'category' ? categoryByCode : itemBySku).get(code) as { id: string } | undefined;
    if (!found) return `row ${line}: no ${kind === 'category' ? 'category' : 'SKU'} ${code}`;
    rows.push({ kind, key: found.id, minimum });
    return null;
  };
  for (const [i, r] of records.entries()) {
    const problem = rowProblem(r, i + 2);
    if (problem !== null) problems.push(problem);
  }
  if (problems.length > 0)
    throw new UserError(
      'invalid_argument',
      `Nothing imported: ${problems.length} row(s) are wrong (${problems.slice(0, 5).join('; ')})`,
    );
  replaceMinimums(journal, storeId, rows);
  return {
    categories: rows.filter((r) => r.kind === 'category').length,
    items: rows.filter((r) => r.kind === 'item').length,
  };
}
