// Process: service. Writes stores, categories, dimensions, third party codes and the item catalog in one
// transaction with prepared statements (100,000 items in seconds).
import type { Db } from '../db/open';
import { DIMENSIONS, INTERFACE_VALUES, LEVELS, levelByCode, STORES, THIRD_PARTY_CODES } from './catalog-tree';
import { demoCatalog } from './demo-catalog';

const DAY_US = 86_400_000_000;

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

  const insItem = db.prepare(
    `INSERT INTO items (id, description, pos_description1, pos_description2, sku, upc_json, active, matrix_id,
       level_id, level1_id, level2_id, attributes_json, last_updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insItemDim = db.prepare('INSERT INTO item_dimensions (item_id, dimension_id, slot) VALUES (?, ?, ?)');
  const insGtin = db.prepare('INSERT INTO item_gtins (gtin, item_id, is_current) VALUES (?, ?, ?)');
  const insItemStore = db.prepare('INSERT INTO item_stores (item_id, store_id, retail_price1) VALUES (?, ?, ?)');
  const insOnHand = db.prepare('INSERT INTO on_hand (item_id, store_id, quantity, row_updated) VALUES (?, ?, ?, ?)');
  for (const item of demoCatalog(count)) {
    const updated = nowUs - item.ageDays * DAY_US - item.index;
    insItem.run(
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
    );
    for (const d of item.dimensions) insItemDim.run(item.id, d.id, d.dimensionNumber);
    for (const [k, g] of item.epcGTIN.entries()) insGtin.run(g, item.id, k === 0 ? 1 : 0);
    for (const s of item.stores) insItemStore.run(item.id, s.storeId, s.retailPrice1);
    for (const o of item.onHand) insOnHand.run(item.id, o.storeId, o.quantity, updated);
  }
}
