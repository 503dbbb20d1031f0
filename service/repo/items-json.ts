// Process: service. The fast item reader: each item's JSON (spec 2.2 shape, key order as the wire Item) is
// concatenated in SQLite from fragments kept current by triggers (db/render.ts), so a page crosses to JavaScript
// as one string per item and is sent without re-encoding.
import type { Db } from '../db/open';
import { isoSql, storesJsonSql } from '../db/render';
import { type ItemQuery, type ItemReadOptions, whereOf } from './items-read';
import { afterKeySql, orderTerms, seekCache, shapeOf, writeGeneration } from './page-seek';

/** One item's JSON text from its stored fragments (db/render.ts) plus lastUpdated and the expansions. */
function itemJsonSql(opts: ItemReadOptions): string {
  // For one store's view the stores array is composed live (filtered); otherwise the stored fragment is used.
  const stores = opts.stores ? ` || ',"stores":' || ${opts.onlyStoreId ? storesJsonSql('p', true) : 'r.r_stores'}` : '';
  const gtins = opts.gtin ? ` || ',"epcGTIN":' || r.r_gtins` : '';
  return `'{' || r.r_head || ',"lastUpdated":"' || ${isoSql('p.last_updated')} || '",' || r.r_slots ||
    ',"dimensions":' || ${opts.dimensions ? 'r.r_dims' : "'null'"} || ',' || r.r_tail${stores}${gtins} || '}'`;
}

/** Prepared statements by SQL text, per database: the item SQL is long and preparing it costs about a millisecond. */
type Statement = { all: (...params: unknown[]) => unknown[] };
const statements = new WeakMap<Db, Map<string, Statement>>();
function prepared(db: Db, sql: string): Statement {
  let cache = statements.get(db);
  if (!cache) {
    cache = new Map();
    statements.set(db, cache);
  }
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql).raw() as Statement;
    if (cache.size > 200) cache.clear();
    cache.set(sql, stmt);
  }
  return stmt;
}

/**
 * The page as a JSON array text, ready to send. A page that starts where an earlier one ended seeks past that
 * page's last sort key instead of stepping over `offset` rows (repo/page-seek.ts): same rows, constant cost.
 */
export function listItemsJson(db: Db, q: ItemQuery, opts: ItemReadOptions): { json: string; count: number } {
  const w = whereOf(q);
  const terms = orderTerms(q.orderBy);
  const after = q.paged && terms ? afterKeySql(terms) : undefined;
  const cache = seekCache(db);
  const shape = shapeOf(w.sql, w.params, q.orderBy);
  const generation = after ? writeGeneration(db) : '';
  const key = after && q.offset > 0 ? cache.keyAt(shape, q.offset, generation) : undefined;
  const where = key ? (w.sql ? `${w.sql} AND ${after}` : `WHERE ${after}`) : w.sql;
  const page = key ? 'LIMIT ?' : 'LIMIT ? OFFSET ?';
  // The sort key columns follow the JSON so the last row's key can be recorded.
  const keyColumns = terms ? terms.map((t) => `, ${t.column.replace(/^i\./, 'p.')}`).join('') : '';
  const sql = `SELECT ${itemJsonSql(opts)}${keyColumns} FROM (SELECT * FROM items i ${where} ORDER BY ${q.orderBy} ${page}) p
    JOIN item_render r ON r.id = p.id ORDER BY ${q.orderBy.replace(/\bi\./g, 'p.')}`;
  const stmt = prepared(db, sql);
  // Parameters bind in textual order: the store filter inside the item JSON comes before the page subquery.
  const params: unknown[] = [
    ...(opts.onlyStoreId && opts.stores ? [opts.onlyStoreId] : []),
    ...w.params,
    ...(key ?? []),
    q.limit,
    ...(key ? [] : [q.offset]),
  ];
  const rows = stmt.all(...params) as unknown[][];
  const last = rows[rows.length - 1];
  if (after && last && rows.length === q.limit) cache.record(shape, q.offset + rows.length, generation, last.slice(1));
  return { json: `[${rows.map((r) => r[0]).join(',')}]`, count: rows.length };
}
