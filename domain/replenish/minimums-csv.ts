// Process: main (domain, Electron-free). A store's minimums as CSV, out and back in: `kind,code,description,minimum`,
// kind `category` (code: the category's code, or its name) or `item` (code: the SKU). Export writes through
// counting's toCsv (formula-like cells escaped with '; import takes that ' off again). An import replaces the
// store's minimums whole and is refused whole, naming the rows, when a row is wrong or names nothing the catalog
// knows: half an import would leave a store's floor rules neither the old nor the new ones.
import { parse } from 'csv-parse/sync';
import type { MinimumRow } from '../../contract/replenish';
import type { CatalogDb } from '../catalog/db';
import { toCsv } from '../counts/export';
import type { JournalDb } from '../journal/journal';
import { UserError } from '../shared/errors';
import { type MinimumKind, minimumRules, replaceMinimums, setMinimum } from './minimums';

export const MINIMUMS_HEADER = ['kind', 'code', 'description', 'minimum'] as const;

/** The store's minimums by the codes people use (the category's code, the item's SKU), kind then code. */
export function minimumRows(journal: JournalDb, catalog: CatalogDb, storeId: string): MinimumRow[] {
  const rules = minimumRules(journal, storeId);
  const level = catalog.prepare('SELECT code, description FROM levels WHERE id = ?');
  const item = catalog.prepare('SELECT sku AS code, description FROM items WHERE id = ?');
  const rows: MinimumRow[] = [];
  const named = (kind: MinimumKind, id: string, minimum: number) => {
    const known = (kind === 'category' ? level : item).get(id) as { code: string; description: string } | undefined;
    // An id the catalog no longer knows is written as itself, so an export never drops a rule silently.
    rows.push({ kind, code: known?.code ?? id, description: known?.description ?? '', minimum });
  };
  for (const [id, m] of rules.categories) named('category', id, m);
  for (const [id, m] of rules.items) named('item', id, m);
  return rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.code.localeCompare(b.code));
}

export function minimumsCsv(journal: JournalDb, catalog: CatalogDb, storeId: string): string {
  const rows = minimumRows(journal, catalog, storeId).map((r) => [r.kind, r.code, r.description, r.minimum]);
  return toCsv([[...MINIMUMS_HEADER], ...rows]);
}

/** The catalog's id of a category (by code or name) or an item (by SKU), or null. */
function idByCode(catalog: CatalogDb, kind: MinimumKind, code: string): string | null {
  const sql =
    kind === 'category'
      ? 'SELECT id FROM levels WHERE code = ?1 OR description = ?1 COLLATE NOCASE'
      : 'SELECT id FROM items WHERE sku = ?1 COLLATE NOCASE ORDER BY active DESC LIMIT 1';
  return (catalog.prepare(sql).get(code) as { id: string } | undefined)?.id ?? null;
}

/** Sets (or with null removes) one minimum named by its code, as the screen edits it. */
export function setMinimumByCode(
  journal: JournalDb,
  catalog: CatalogDb,
  storeId: string,
  rule: { kind: MinimumKind; code: string; minimum: number | null },
): void {
  const id = idByCode(catalog, rule.kind, rule.code.trim());
  if (id === null) throw new UserError('not_found', `No ${rule.kind === 'category' ? 'category' : 'SKU'} ${rule.code}`);
  setMinimum(journal, storeId, rule.kind, id, rule.minimum);
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
  const rows: { kind: MinimumKind; key: string; minimum: number }[] = [];
  const problems: string[] = [];
  /** What is wrong with a row (null: nothing, and it is taken). */
  const rowProblem = (r: Record<string, string>, line: number): string | null => {
    const kind = unescapeFormula(r.kind ?? '').toLowerCase();
    const code = unescapeFormula(r.code ?? '');
    const minimum = Number(r.minimum);
    if (kind !== 'category' && kind !== 'item') return `row ${line}: kind is category or item`;
    if (!Number.isInteger(minimum) || minimum < 0) return `row ${line}: minimum is a whole number`;
    const id = idByCode(catalog, kind, code);
    if (id === null) return `row ${line}: no ${kind === 'category' ? 'category' : 'SKU'} ${code}`;
    rows.push({ kind, key: id, minimum });
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
