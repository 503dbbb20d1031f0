// Process: service. The fast item reader: each item's JSON (spec 2.2 shape, key order as the wire Item) is
// concatenated in SQLite from fragments kept current by triggers (db/render.ts), so a page crosses to JavaScript
// as one string per item and is sent without re-encoding.
// Interfaces are resolved per (store, level chain) in JavaScript and kept in a temp table, refreshed when the
// newest item lastUpdated or the third party codes change.
import type { Db } from '../db/open';
import type { ItemQuery, ItemReadOptions } from './items-read';

const ISO = (col: string) =>
  `strftime('%Y-%m-%dT%H:%M:%S', ${col} / 1000000, 'unixepoch') || '.' || printf('%06d', ${col} % 1000000) || '0+00:00'`;

/** One item's JSON text from its stored fragments (db/render.ts) plus lastUpdated and the expansions. */
function itemJsonSql(opts: ItemReadOptions): string {
  const stores = opts.stores
    ? ` || ',"stores":' || (SELECT json_group_array(json(e)) FROM (SELECT json_object('id', s.store_id,
          'retailPrice1', s.retail_price1, 'interfaces', json(COALESCE(m.json, '[]'))) AS e FROM item_stores s
          LEFT JOIN temp.iface_map m ON m.key = s.store_id || '|' || COALESCE(p.level2_id, '') || '|' ||
            COALESCE(p.level1_id, '') || '|' || COALESCE(p.level_id, '')
          WHERE s.item_id = p.id ${opts.onlyStoreId ? 'AND s.store_id = ?' : ''} ORDER BY s.store_id))`
    : '';
  const gtins = opts.gtin
    ? ` || ',"epcGTIN":' || (SELECT json_group_array(g.gtin) FROM (SELECT gtin FROM item_gtins g WHERE g.item_id = p.id
          ORDER BY g.is_current DESC, g.gtin) g)`
    : '';
  return `'{' || p.r_head || ',"lastUpdated":"' || ${ISO('p.last_updated')} || '",' || p.r_slots ||
    ',"dimensions":' || ${opts.dimensions ? 'p.r_dims' : "'null'"} || ',' || p.r_tail${stores}${gtins} || '}'`;
}

interface CodeRow {
  id: string;
  name: string;
  default_value: string | null;
}

/** Per database: the state the temp.iface_map was built from. */
const mapKeys = new WeakMap<Db, string>();
/** Rebuilds temp.iface_map when items or codes changed since the last build. */
function refreshInterfaceMap(db: Db): void {
  const stamp = db
    .prepare(
      `SELECT (SELECT MAX(last_updated) FROM items) || '|' || (SELECT COUNT(*) FROM third_party_codes) || '|' ||
        (SELECT COUNT(*) FROM interface_values) || '|' || (SELECT total(length(options_json) + length(name)) FROM third_party_codes)
        AS stamp`,
    )
    .get() as { stamp: string };
  const key = stamp.stamp;
  if (key === mapKeys.get(db)) return;
  db.exec('CREATE TEMP TABLE IF NOT EXISTS iface_map (key TEXT PRIMARY KEY, json TEXT NOT NULL) WITHOUT ROWID');
  const codes = db.prepare('SELECT id, name, default_value FROM third_party_codes ORDER BY name').all() as CodeRow[];
  const values = new Map<string, string | null>();
  for (const v of db.prepare('SELECT code_id, store_id, level_id, value FROM interface_values').all() as {
    code_id: string;
    store_id: string;
    level_id: string;
    value: string | null;
  }[])
    values.set(`${v.store_id}|${v.level_id}|${v.code_id}`, v.value);
  const stores = db.prepare('SELECT id FROM stores').pluck().all() as string[];
  const chains = db.prepare('SELECT DISTINCT level2_id, level1_id, level_id FROM items').raw().all() as (
    | string
    | null
  )[][];
  db.transaction(() => {
    db.exec('DELETE FROM temp.iface_map');
    const ins = db.prepare('INSERT INTO temp.iface_map (key, json) VALUES (?, ?)');
    for (const store of stores) {
      for (const chain of chains) {
        const levels = [...chain.filter((l): l is string => l !== null), ''];
        const interfaces = codes.map((c) => {
          let value: string | null | undefined;
          for (const level of levels) {
            const k = `${store}|${level}|${c.id}`;
            if (values.has(k)) {
              value = values.get(k);
              break;
            }
          }
          return { id: c.id, name: c.name, value: value === undefined ? c.default_value : value };
        });
        ins.run(`${store}|${chain.map((l) => l ?? '').join('|')}`, JSON.stringify(interfaces));
      }
    }
  })();
  mapKeys.set(db, key);
}

function whereOf(q: ItemQuery): { sql: string; params: unknown[] } {
  const where = [...q.filter.where];
  const params = [...q.filter.params];
  if (q.storeId) {
    where.push('EXISTS (SELECT 1 FROM item_stores s WHERE s.item_id = i.id AND s.store_id = ?)');
    params.push(q.storeId);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** The page as a JSON array text, ready to send. */
export function listItemsJson(db: Db, q: ItemQuery, opts: ItemReadOptions): { json: string; count: number } {
  if (opts.stores) refreshInterfaceMap(db);
  const w = whereOf(q);
  const sql = `SELECT ${itemJsonSql(opts)} FROM (SELECT * FROM items i ${w.sql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?) p
    ORDER BY ${q.orderBy.replace(/\bi\./g, 'p.')}`;
  const stmt = db.prepare(sql).pluck();
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
