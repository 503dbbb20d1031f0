// Process: service. Deep item pages at the cost of the first one. pageNumber/pageSize is OFFSET paging (spec 4.2),
// and OFFSET makes SQLite step over every earlier row: at 500,000 items one store's page 900 cost 70 times page 1,
// so a full read was quadratic. Serving page N records where it ended (the sort key of its last row, under the
// offset it reached); the next page at that offset then seeks past that key instead. The answer is the same rows
// as OFFSET only while nothing has been written since the key was recorded, so every point (and every cached
// total) carries the database's write generation and is ignored once it changed: after a write one page is
// read by OFFSET again and paging is fast from there on.
import type { Db } from '../db/open';

/** One ORDER BY term, as http/filter.ts parseOrderBy writes it (whitelisted columns only). */
export interface OrderTerm {
  column: string;
  desc: boolean;
}

/** The terms of an ORDER BY body such as "i.sku ASC, i.seq ASC"; undefined when it is in another form. */
export function orderTerms(orderBy: string): OrderTerm[] | undefined {
  const terms: OrderTerm[] = [];
  for (const part of orderBy.split(',')) {
    const m = /^\s*([a-z]+\.[a-z_0-9]+)\s+(ASC|DESC)\s*$/.exec(part);
    if (!m) return undefined;
    terms.push({ column: m[1] as string, desc: m[2] === 'DESC' });
  }
  return terms;
}

/**
 * The condition "after the row whose sort key is `?, ?, ...`" for these terms, or undefined when the directions
 * differ (then OFFSET is used). One row-value comparison, so SQLite seeks an index or the rowid to the key.
 */
export function afterKeySql(terms: OrderTerm[]): string | undefined {
  const desc = terms[0]?.desc;
  if (desc === undefined || terms.some((t) => t.desc !== desc)) return undefined;
  const op = desc ? '<' : '>';
  if (terms.length === 1) return `${terms[0]!.column} ${op} ?`;
  return `(${terms.map((t) => t.column).join(', ')}) ${op} (${terms.map(() => '?').join(', ')})`;
}

/**
 * Changes when anything is written to the database: by this connection (total_changes counts trigger writes too)
 * or by another one (data_version). Any write at all, not only to items: cheap to read and never misses one.
 */
export function writeGeneration(db: Db): string {
  const stmt = generationStatements.get(db) ?? db.prepare(GENERATION_SQL);
  generationStatements.set(db, stmt);
  return (stmt.get() as { g: string }).g;
}
// (libsql's pluck() applies to all() only, so the column is read by name.)
const GENERATION_SQL = "SELECT total_changes() || ':' || (SELECT data_version FROM pragma_data_version) AS g";
const generationStatements = new WeakMap<Db, ReturnType<Db['prepare']>>();

interface Point {
  generation: string;
  key: unknown[];
}
/** Enough for several clients paging 500,000 items at once; the oldest points go first. */
const MAX_POINTS = 20_000;
const MAX_TOTALS = 200;

/** Per database: seek points by query shape and offset, totals by query shape. */
class SeekCache {
  private points = new Map<string, Point>();
  private totals = new Map<string, { generation: string; total: number }>();

  /** The sort key the row at `offset` follows, when recorded under the current generation. */
  keyAt(shape: string, offset: number, generation: string): unknown[] | undefined {
    const p = this.points.get(`${shape}\u0000${offset}`);
    return p && p.generation === generation ? p.key : undefined;
  }

  /** Records that the rows after `key` start at `offset`. */
  record(shape: string, offset: number, generation: string, key: unknown[]): void {
    const k = `${shape}\u0000${offset}`;
    this.points.delete(k);
    this.points.set(k, { generation, key });
    if (this.points.size > MAX_POINTS) this.points.delete(this.points.keys().next().value as string);
  }

  total(shape: string, generation: string, count: () => number): number {
    const t = this.totals.get(shape);
    if (t && t.generation === generation) return t.total;
    const total = count();
    this.totals.delete(shape);
    this.totals.set(shape, { generation, total });
    if (this.totals.size > MAX_TOTALS) this.totals.delete(this.totals.keys().next().value as string);
    return total;
  }
}

const caches = new WeakMap<Db, SeekCache>();
export function seekCache(db: Db): SeekCache {
  let c = caches.get(db);
  if (!c) {
    c = new SeekCache();
    caches.set(db, c);
  }
  return c;
}

/** A query's identity apart from its page: the WHERE text and its parameters, and the order. */
export const shapeOf = (whereSql: string, params: unknown[], orderBy: string): string =>
  `${whereSql}\u0000${JSON.stringify(params)}\u0000${orderBy}`;
