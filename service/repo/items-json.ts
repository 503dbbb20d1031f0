// Process: service. The fast item reader: each item's JSON (spec 2.2 shape, key order as the wire Item) is
// concatenated in SQLite from fragments kept current by triggers (db/render.ts), so a page crosses to JavaScript
// as one string per item and is sent without re-encoding.
import type { Db } from '../db/open';
import { storesJsonSql } from '../db/render';
import { type ItemQuery, type ItemReadOptions, whereOf } from './items-read';

/** One item's JSON text from its stored fragments (db/render.ts) plus lastUpdated and the expansions. */
function itemJsonSql(opts: ItemReadOptions): string {
  // For one store's view the stores array is composed live (filtered); otherwise the stored fragment is used.
  const stores = opts.stores ? ` || ',"stores":' || ${opts.onlyStoreId ? storesJsonSql('p', true) : 'r.r_stores'}` : '';
  const gtins = opts.gtin ? ` || ',"epcGTIN":' || r.r_gtins` : '';
  return `'{' || r.r_head || ',"lastUpdated":"' || r.r_updated || '",' || r.r_slots ||
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
    stmt = db.prepare(sql).pluck() as Statement;
    if (cache.size > 200) cache.clear();
    cache.set(sql, stmt);
  }
  return stmt;
}

/** The page as a JSON array text, ready to send. */
export function listItemsJson(db: Db, q: ItemQuery, opts: ItemReadOptions): { json: string; count: number } {
  const w = whereOf(q);
  const sql = `SELECT ${itemJsonSql(opts)} FROM (SELECT * FROM items i ${w.sql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?) p
    JOIN item_render r ON r.id = p.id ORDER BY ${q.orderBy.replace(/\bi\./g, 'p.')}`;
  const stmt = prepared(db, sql);
  // Parameters bind in textual order: the store filter inside the item JSON comes before the page subquery.
  const params: unknown[] = [
    ...(opts.onlyStoreId && opts.stores ? [opts.onlyStoreId] : []),
    ...w.params,
    q.limit,
    q.offset,
  ];
  const rows = stmt.all(...params) as string[];
  return { json: `[${rows.join(',')}]`, count: rows.length };
}
