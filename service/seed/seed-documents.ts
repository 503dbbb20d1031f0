// Process: service. Users, vendors, count sessions, receipts, purchase orders, transfers, currencies and
// recipes of the demo database. Small and deterministic; refers to the first catalog items (orders and their
// receipts: demo-orders.ts).
import { MobileStatus } from '../../domain/api/wire/sessions';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/open';
import { STORES } from './catalog-tree';
import { apparelCount, catalogItemAt } from './demo-catalog';
import { DEMO_CLIENT_ID, DEMO_NO_API_PASSWORD, DEMO_NO_API_USER, DEMO_PASSWORD, DEMO_USER } from './demo-constants';
import { demoOrders } from './demo-orders';
import { guidFor } from './ids';

export const DEMO_USER_ID = guidFor('user:demo');
export const SEED_SESSIONS = { active: guidFor('session:active'), finalized: guidFor('session:finalized') };

export const VENDORS = [
  ['V001', 'Northwind Apparel', ['S01', 'S02']],
  ['V002', 'Harbour Textiles', ['S01', 'S02']],
  ['V003', 'Coastal Beverages', ['S01', 'S03']],
  ['V004', 'Bakehouse Supply', ['S01', 'S03']],
  ['V005', 'General Goods', []],
].map(([code, name, stores]) => ({
  id: guidFor(`vendor:${code}`),
  code: code as string,
  name: name as string,
  storeIds: (stores as string[]).map((c) => STORES.find((s) => s.code === c)!.id),
}));

export function seedDocuments(db: Db, count: number, nowUs: number): void {
  const insUser = db.prepare(
    'INSERT INTO users (id, client_id, user_name, password_hash, api_access) VALUES (?, ?, ?, ?, ?)',
  );
  insUser.run(DEMO_USER_ID, DEMO_CLIENT_ID, DEMO_USER, hashPassword(DEMO_PASSWORD), 1);
  insUser.run(guidFor('user:counter'), DEMO_CLIENT_ID, DEMO_NO_API_USER, hashPassword(DEMO_NO_API_PASSWORD), 0);

  const insVendor = db.prepare('INSERT INTO vendors (id, code, name) VALUES (?, ?, ?)');
  const insVendorStore = db.prepare('INSERT INTO vendor_stores (vendor_id, store_id) VALUES (?, ?)');
  for (const v of VENDORS) {
    insVendor.run(v.id, v.code, v.name);
    for (const s of v.storeIds) insVendorStore.run(v.id, s);
  }

  const items = Array.from({ length: Math.min(count, 40) }, (_, i) => catalogItemAt(i, count));
  const [s1, s2, s3] = STORES as [(typeof STORES)[0], (typeof STORES)[0], (typeof STORES)[0]];
  const insSession = db.prepare(
    `INSERT INTO sessions (id, store_id, description, user_id, device, count_sheet_id, mobile_status, created, last_updated)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
  );
  const insSessionItem = db.prepare(
    'INSERT INTO session_items (id, session_id, item_id, count, flag_id, level_id, seq) VALUES (?, ?, ?, ?, NULL, NULL, ?)',
  );
  insSession.run(
    SEED_SESSIONS.active,
    s1.id,
    'Front shelves, weekly count',
    DEMO_USER_ID,
    'Demo handheld',
    MobileStatus.Active,
    nowUs,
    nowUs,
  );
  insSession.run(
    SEED_SESSIONS.finalized,
    s2.id,
    'Stockroom, month end',
    DEMO_USER_ID,
    'Demo handheld',
    MobileStatus.Finalized,
    nowUs,
    nowUs,
  );
  for (const [k, it] of items.slice(0, 10).entries())
    insSessionItem.run(guidFor(`si:a:${k}`), SEED_SESSIONS.active, it.id, k + 1, k);
  for (const [k, it] of items.slice(10, 15).entries())
    insSessionItem.run(guidFor(`si:f:${k}`), SEED_SESSIONS.finalized, it.id, 3, k);

  const insReceipt = db.prepare(
    `INSERT INTO receipts (id, third_party_id, doc_number, reference, description, instructions, notes, vendor_id, store_id,
       committed, committed_by, paid, created_by, created, last_updated) VALUES (?, NULL, ?, ?, ?, NULL, NULL, ?, ?, ?, ?, 0, ?, ?, ?)`,
  );
  const insReceiptLine = db.prepare(
    'INSERT INTO receipt_lines (id, receipt_id, item_id, quantity, back_link_line_id, seq) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insPo = db.prepare(
    'INSERT INTO purchase_orders (id, doc_number, vendor_id, store_id, status, created, last_updated) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insPoLine = db.prepare(
    'INSERT INTO purchase_order_lines (id, po_id, item_id, quantity, unit_cost, seq) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const order of demoOrders(count)) {
    const vendor = VENDORS.find((x) => x.code === order.vendorCode)!;
    const store = STORES.find((x) => x.code === order.storeCode)!;
    const { key: k } = order;
    const poId = guidFor(`po:${k}`);
    const at = nowUs - order.daysAgo * 86_400_000_000;
    insPo.run(poId, order.docNumber, vendor.id, store.id, order.status, at, at);
    const rId = guidFor(`receipt:${k}`);
    const { receipt } = order;
    insReceipt.run(
      rId,
      receipt.docNumber,
      order.docNumber,
      receipt.description,
      vendor.id,
      store.id,
      receipt.committed ? 1 : 0,
      receipt.committed ? 'demo' : null,
      'demo',
      at,
      at,
    );
    for (const [n, line] of order.lines.entries()) {
      const itemId = catalogItemAt(line.itemIndex, count).id;
      insPoLine.run(guidFor(`pol:${k}:${n}`), poId, itemId, line.ordered, line.unitCost, n);
      if (line.received > 0)
        insReceiptLine.run(guidFor(`rl:${k}:${n}`), rId, itemId, line.received, guidFor(`pol:${k}:${n}`), n);
    }
  }

  const insCurrency = db.prepare(
    'INSERT INTO currencies (id, code, description, exchange_rate, effective) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [code, description, rate] of [
    ['USD', 'US Dollar', 1],
    ['EUR', 'Euro', 0.92],
    ['CAD', 'Canadian Dollar', 1.37],
  ] as const)
    insCurrency.run(guidFor(`currency:${code}`), code, description, rate, nowUs);

  db.prepare('INSERT INTO transfers (id, body_json, last_updated) VALUES (?, ?, ?)').run(
    guidFor('transfer:0'),
    JSON.stringify({
      docNumber: 'TR00007',
      fromStore: { id: s1.id },
      toStore: { id: s3.id },
      needBy: new Date(nowUs / 1000 + 86_400_000).toISOString(),
      status: 'Open',
      lines: items.slice(30, 33).map((it, n) => ({ id: guidFor(`tl:0:${n}`), item: { id: it.id }, quantity: 2 })),
    }),
    nowUs,
  );

  const firstFnb = apparelCount(count);
  const fnbItems = Array.from({ length: Math.max(0, Math.min(6, count - firstFnb)) }, (_, k) =>
    catalogItemAt(firstFnb + k, count),
  );
  const insType = db.prepare('INSERT INTO recipe_types (id, name) VALUES (?, ?)');
  const insGroup = db.prepare('INSERT INTO production_groups (id, name) VALUES (?, ?)');
  for (const name of ['Cocktails', 'Plates']) insType.run(guidFor(`rt:${name}`), name);
  for (const name of ['Bar', 'Kitchen']) insGroup.run(guidFor(`pg:${name}`), name);
  const insRecipe = db.prepare('INSERT INTO recipes (id, body_json) VALUES (?, ?)');
  for (const [k, name] of ['House Spritz', 'Snack Board', 'Beer Flight'].entries()) {
    insRecipe.run(
      guidFor(`recipe:${k}`),
      JSON.stringify({
        name,
        recipeType: { id: guidFor(`rt:${k === 1 ? 'Plates' : 'Cocktails'}`) },
        productionGroup: { id: guidFor(`pg:${k === 1 ? 'Kitchen' : 'Bar'}`) },
        ingredients: fnbItems.slice(k * 2, k * 2 + 2).map((it) => ({ item: { id: it.id, sku: it.sku }, quantity: 1 })),
      }),
    );
  }
}
