// Process: service. Reads items as the wire shape (spec 2.2). One query for the page, then one batched query
// per expansion over the page's ids (never a query per item), which keeps 100,000-item reads fast.
import type { DimensionRef, Item, ItemInterface, ItemStore, LevelRef } from '../../main/api/wire';
import { formatMicros } from '../db/clock';
import type { Db } from '../db/open';
import type { SqlFragment } from '../http/filter';

export interface ItemReadOptions {
  stores: boolean;
  dimensions: boolean;
  gtin: boolean;
  /** Limit the stores array to this store (GET /stores/{id}/items). */
  onlyStoreId?: string;
}

interface ItemRow {
  id: string;
  description: string;
  pos_description1: string;
  pos_description2: string;
  sku: string;
  upc_json: string;
  active: number;
  matrix_id: string | null;
  level_id: string | null;
  level1_id: string | null;
  level2_id: string | null;
  attributes_json: string | null;
  last_updated: number;
}

const ITEM_COLUMNS = `i.id, i.description, i.pos_description1, i.pos_description2, i.sku, i.upc_json, i.active,
  i.matrix_id, i.level_id, i.level1_id, i.level2_id, i.attributes_json, i.last_updated`;

export const ITEM_FILTER_FIELDS = {
  lastUpdated: { column: 'i.last_updated', type: 'timestamp' },
  sku: { column: 'i.sku', type: 'string' },
  description: { column: 'i.description', type: 'string' },
  active: { column: 'i.active', type: 'boolean' },
  id: { column: 'i.id', type: 'guid' },
} as const;
export const ITEM_ORDER_FIELDS = {
  sku: { column: 'i.sku', type: 'string' },
  description: { column: 'i.description', type: 'string' },
  lastUpdated: { column: 'i.last_updated', type: 'timestamp' },
  id: { column: 'i.id', type: 'guid' },
} as const;

export interface ItemQuery {
  filter: SqlFragment;
  orderBy: string;
  limit: number;
  offset: number;
  storeId?: string;
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

export function countItems(db: Db, q: ItemQuery): number {
  const w = whereOf(q);
  return (db.prepare(`SELECT COUNT(*) AS n FROM items i ${w.sql}`).get(...w.params) as { n: number }).n;
}

export function listItems(db: Db, q: ItemQuery, opts: ItemReadOptions): Item[] {
  const w = whereOf(q);
  const rows = db
    .prepare(`SELECT ${ITEM_COLUMNS} FROM items i ${w.sql} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`)
    .all(...w.params, q.limit, q.offset) as ItemRow[];
  return toItems(db, rows, opts);
}

export function getItem(db: Db, id: string, opts: ItemReadOptions): Item | undefined {
  const rows = db.prepare(`SELECT ${ITEM_COLUMNS} FROM items i WHERE i.id = ?`).all(id.toLowerCase()) as ItemRow[];
  return toItems(db, rows, opts)[0];
}

function groupBy<T>(rows: T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

function toItems(db: Db, rows: ItemRow[], opts: ItemReadOptions): Item[] {
  if (!rows.length) return [];
  const ids = JSON.stringify(rows.map((r) => r.id));
  const levels = new Map<string, LevelRef>();
  for (const l of db.prepare('SELECT id, code, description FROM levels').all() as LevelRef[]) levels.set(l.id, l);
  const dims = groupBy(
    db
      .prepare(
        `SELECT d.item_id, d.slot, x.id, x.description FROM item_dimensions d JOIN dimensions x ON x.id = d.dimension_id
         WHERE d.item_id IN (SELECT value FROM json_each(?)) ORDER BY d.item_id, d.slot`,
      )
      .all(ids) as { item_id: string; slot: number; id: string; description: string }[],
    (r) => r.item_id,
  );
  const stores = opts.stores ? storesFor(db, ids, rows, opts.onlyStoreId) : undefined;
  const gtins = opts.gtin
    ? groupBy(
        db
          .prepare(
            `SELECT item_id, gtin FROM item_gtins WHERE item_id IN (SELECT value FROM json_each(?))
             ORDER BY item_id, is_current DESC, gtin`,
          )
          .all(ids) as { item_id: string; gtin: string }[],
        (r) => r.item_id,
      )
    : undefined;
  return rows.map((r) => {
    const slots: (DimensionRef | null)[] = [null, null, null, null, null, null, null, null, null, null];
    const expanded: Record<string, DimensionRef> | null = opts.dimensions ? {} : null;
    for (const d of dims.get(r.id) ?? []) {
      const ref = { id: d.id, description: d.description };
      if (d.slot >= 1 && d.slot <= 10) slots[d.slot - 1] = ref;
      if (expanded) expanded[`Dimension${d.slot}`] = ref;
    }
    const item: Item = {
      id: r.id,
      description: r.description,
      posDescription1: r.pos_description1,
      posDescription2: r.pos_description2,
      sku: r.sku,
      upc: JSON.parse(r.upc_json) as string[],
      active: r.active === 1,
      matrix: r.matrix_id ? { id: r.matrix_id } : null,
      lastUpdated: formatMicros(r.last_updated),
      dimension1: slots[0]!,
      dimension2: slots[1]!,
      dimension3: slots[2]!,
      dimension4: slots[3]!,
      dimension5: slots[4]!,
      dimension6: slots[5]!,
      dimension7: slots[6]!,
      dimension8: slots[7]!,
      dimension9: slots[8]!,
      dimension10: slots[9]!,
      dimensions: expanded,
      level: (r.level_id && levels.get(r.level_id)) || null,
      level1: (r.level1_id && levels.get(r.level1_id)) || null,
      level2: (r.level2_id && levels.get(r.level2_id)) || null,
      attributes: r.attributes_json ? (JSON.parse(r.attributes_json) as Record<string, unknown>) : null,
    };
    if (stores) item.stores = stores.get(r.id) ?? [];
    if (gtins) item.epcGTIN = (gtins.get(r.id) ?? []).map((g) => g.gtin);
    return item;
  });
}

/** Per-store records with interfaces resolved: item's level2, level1, level, then the store, then the default. */
function storesFor(db: Db, ids: string, rows: ItemRow[], onlyStoreId: string | undefined): Map<string, ItemStore[]> {
  const codes = db.prepare('SELECT id, name, default_value FROM third_party_codes ORDER BY name').all() as {
    id: string;
    name: string;
    default_value: string | null;
  }[];
  const values = new Map<string, string | null>();
  for (const v of db.prepare('SELECT code_id, store_id, level_id, value FROM interface_values').all() as {
    code_id: string;
    store_id: string;
    level_id: string;
    value: string | null;
  }[])
    values.set(`${v.store_id}|${v.level_id}|${v.code_id}`, v.value);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sql = `SELECT item_id, store_id, retail_price1 FROM item_stores WHERE item_id IN (SELECT value FROM json_each(?))
    ${onlyStoreId ? 'AND store_id = ?' : ''} ORDER BY item_id, store_id`;
  const params: unknown[] = onlyStoreId ? [ids, onlyStoreId] : [ids];
  const out = new Map<string, ItemStore[]>();
  const memo = new Map<string, ItemInterface[]>();
  for (const s of db.prepare(sql).all(...params) as { item_id: string; store_id: string; retail_price1: number }[]) {
    const r = byId.get(s.item_id)!;
    const memoKey = `${s.store_id}|${r.level2_id}|${r.level1_id}|${r.level_id}`;
    let interfaces = memo.get(memoKey);
    if (!interfaces) {
      const chain = [r.level2_id, r.level1_id, r.level_id, ''].filter((x): x is string => x !== null);
      interfaces = codes.map((c) => {
        let value: string | null | undefined;
        for (const level of chain) {
          const key = `${s.store_id}|${level}|${c.id}`;
          if (values.has(key)) {
            value = values.get(key);
            break;
          }
        }
        return { id: c.id, name: c.name, value: value === undefined ? c.default_value : value };
      });
      memo.set(memoKey, interfaces);
    }
    const entry: ItemStore = { id: s.store_id, retailPrice1: s.retail_price1, interfaces };
    const list = out.get(s.item_id);
    if (list) list.push(entry);
    else out.set(s.item_id, [entry]);
  }
  return out;
}
