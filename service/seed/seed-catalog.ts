// Process: service. Writes stores, categories, dimensions, third party codes and the item catalog. Items go in
// chunks as one JSON array per table (INSERT ... SELECT FROM json_each), which avoids a native call per row and
// keeps seeding 5,000 items well under a second and 100,000 items within seconds.

import type { Db } from '../db/open';
import { RENDER_TRIGGERS } from '../db/render';
import {
  DIMENSIONS,
  INTERFACE_VALUES,
  LEVELS,
  levelByCode,
  type SeedLevel,
  STORES,
  THIRD_PARTY_CODES,
} from './catalog-tree';
import { type CatalogItem, catalogItemAt } from './demo-catalog';

const DAY_US = 86_400_000_000;
const CHUNK = 5000;

export function seedCatalog(db: Db, count: number, nowUs: number): void {
  const insStore = db.prepare('INSERT INTO stores (id, code, description) VALUES (?, ?, ?)');
  for (const s of STORES) insStore.run(s.id, s.code, s.description);
  const insLevel = db.prepare('INSERT INTO levels (id, parent_id, code, description, depth) VALUES (?, ?, ?, ?, ?)');
  for (const l of LEVELS) insLevel.run(l.id, l.parentId, l.code, l.description, l.depth);
  const insDim = db.prepare('INSERT INTO dimensions (id, dimension_number, code, description) VALUES (?, ?, ?, ?)');
  for (const d of DIMENSIONS) insDim.run(d.id, d.dimensionNumber, d.code, d.description);
  const insCode = db.prepare(
    'INSERT INTO third_party_codes (id, name, options_json, default_value) VALUES (?, ?, ?, ?)',
  );
  for (const c of THIRD_PARTY_CODES) insCode.run(c.id, c.name, JSON.stringify(c.options), c.defaultValue);
  const insValue = db.prepare('INSERT INTO interface_values (code_id, store_id, level_id, value) VALUES (?, ?, ?, ?)');
  for (const [name, storeCode, levelCode, value] of INTERFACE_VALUES) {
    const code = THIRD_PARTY_CODES.find((c) => c.name === name)!;
    const store = STORES.find((s) => s.code === storeCode)!;
    insValue.run(code.id, store.id, levelCode ? levelByCode(levelCode).id : '', value);
  }

  const bulk = (table: string, columns: string[]) => {
    const select = columns.map((_, k) => `value ->> ${k}`).join(', ');
    return db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${select} FROM json_each(?)`);
  };
  const insItems = bulk('items', [
    'id',
    'description',
    'pos_description1',
    'pos_description2',
    'sku',
    'upc_json',
    'active',
    'matrix_id',
    'level_id',
    'level1_id',
    'level2_id',
    'attributes_json',
    'last_updated',
  ]);
  const insDims = bulk('item_dimensions', ['item_id', 'dimension_id', 'slot']);
  const insGtins = bulk('item_gtins', ['gtin', 'item_id', 'is_current']);
  const insStores = bulk('item_stores', ['item_id', 'store_id', 'retail_price1']);
  const insOnHand = bulk('on_hand', ['item_id', 'store_id', 'quantity', 'row_updated']);
  const insRender = bulk('item_render', ['id', 'r_head', 'r_slots', 'r_dims', 'r_tail', 'r_stores', 'r_gtins']);
  // Rendering each item's JSON fragments in SQL triggers costs about a millisecond per item; the seeder renders
  // them in JavaScript (same text as db/render.ts; a test compares both) and puts the triggers back afterwards.
  for (const t of [
    'items_render_insert',
    'item_dimensions_render_insert',
    'item_stores_render_insert',
    'item_gtins_render_insert',
  ]) {
    db.exec(`DROP TRIGGER IF EXISTS ${t}`);
  }

  for (let start = 0; start < count; start += CHUNK) {
    const items: unknown[][] = [];
    const dims: unknown[][] = [];
    const gtins: unknown[][] = [];
    const stores: unknown[][] = [];
    const onHand: unknown[][] = [];
    const renders: unknown[][] = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const item = catalogItemAt(i, count);
      const updated = nowUs - item.ageDays * DAY_US - item.index;
      items.push([
        item.id,
        item.description,
        item.posDescription1,
        item.posDescription2,
        item.sku,
        JSON.stringify(item.upc),
        item.active ? 1 : 0,
        item.matrixId,
        item.levels[0].id,
        item.levels[1].id,
        item.levels[2].id,
        item.attributes ? JSON.stringify(item.attributes) : null,
        updated,
      ]);
      renders.push([item.id, ...renderFragments(item)]);
      for (const d of item.dimensions) dims.push([item.id, d.id, d.dimensionNumber]);
      for (const [k, g] of item.epcGTIN.entries()) gtins.push([g, item.id, k === 0 ? 1 : 0]);
      for (const s of item.stores) stores.push([item.id, s.storeId, s.retailPrice1]);
      for (const o of item.onHand) onHand.push([item.id, o.storeId, o.quantity, updated]);
    }
    // Dimensions first: the items insert trigger renders each item's JSON fragments including its dimensions.
    insDims.run(JSON.stringify(dims));
    insItems.run(JSON.stringify(items));
    insRender.run(JSON.stringify(renders));
    if (gtins.length) insGtins.run(JSON.stringify(gtins));
    insStores.run(JSON.stringify(stores));
    insOnHand.run(JSON.stringify(onHand));
  }
  db.exec(RENDER_TRIGGERS);
}

const body = (o: unknown) => JSON.stringify(o).slice(1, -1);
const level = (l: SeedLevel) => ({ id: l.id, code: l.code, description: l.description });

type Interface = { id: string; name: string; value: string | null };
const interfaceMemo = new Map<string, Interface[]>();
/** Interfaces for a store and level chain, resolved as db/render.ts does (level2, level1, level, store, default). */
function interfacesFor(storeId: string, item: CatalogItem): Interface[] {
  const key = `${storeId}|${item.levels[2].id}`;
  let list = interfaceMemo.get(key);
  if (!list) {
    const storeCode = STORES.find((s) => s.id === storeId)!.code;
    const chain = [item.levels[2].code, item.levels[1].code, item.levels[0].code, ''];
    list = [...THIRD_PARTY_CODES]
      .sort((a, b) => (a.name < b.name ? -1 : 1))
      .map((c) => {
        let value: string | null = c.defaultValue;
        for (const level of chain) {
          const hit = INTERFACE_VALUES.find(([n, s, l]) => n === c.name && s === storeCode && l === level);
          if (hit) {
            value = hit[3];
            break;
          }
        }
        return { id: c.id, name: c.name, value };
      });
    interfaceMemo.set(key, list);
  }
  return list;
}

/** r_head, r_slots, r_dims, r_tail, r_stores, r_gtins exactly as db/render.ts renders them. */
function renderFragments(item: CatalogItem): string[] {
  const head = {
    id: item.id,
    description: item.description,
    posDescription1: item.posDescription1,
    posDescription2: item.posDescription2,
    sku: item.sku,
    upc: item.upc,
    active: item.active,
    matrix: item.matrixId ? { id: item.matrixId } : null,
  };
  const slots: Record<string, unknown> = {};
  const dims: Record<string, unknown> = {};
  for (let n = 1; n <= 10; n++) slots[`dimension${n}`] = null;
  for (const d of [...item.dimensions].sort((a, b) => a.dimensionNumber - b.dimensionNumber)) {
    if (d.dimensionNumber <= 10) slots[`dimension${d.dimensionNumber}`] = { id: d.id, description: d.description };
    dims[`Dimension${d.dimensionNumber}`] = { id: d.id, description: d.description };
  }
  const tail = {
    level: level(item.levels[0]),
    level1: level(item.levels[1]),
    level2: level(item.levels[2]),
    attributes: item.attributes,
  };
  const stores = [...item.stores]
    .sort((a, b) => (a.storeId < b.storeId ? -1 : 1))
    .map((s) => ({ id: s.storeId, retailPrice1: s.retailPrice1, interfaces: interfacesFor(s.storeId, item) }));
  return [
    body(head),
    body(slots),
    JSON.stringify(dims),
    body(tail),
    JSON.stringify(stores),
    JSON.stringify(item.epcGTIN),
  ];
}
