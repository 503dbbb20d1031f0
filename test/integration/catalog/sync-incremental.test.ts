// Process: node (tests). Later syncs against the real local service: after items change (PATCH /items), one
// is added and one leaves the store, an incremental sync asks only for `lastUpdated>=` the start of the
// previous run and fetches only the changed items; on-hand follows `rowUpdated`; a full sync then drops the
// listing of the item the store no longer carries while the item itself still resolves, flagged.

import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../domain/api/client';
import type { Catalog } from '../../../domain/catalog/catalog';
import type { CatalogDb } from '../../../domain/catalog/db';
import type { SyncSummary } from '../../../domain/catalog/sync';
import { checkDigit, encodeSgtin96 } from '../../../domain/codes';
import { nowMicros } from '../../../service/db/clock';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { createTap, openTestCatalog, serviceDb, signedInApi, type Tap } from './harness';

let service: TestService;
let sdb: CatalogDb;
let dir: ReturnType<typeof tempDir>;
let catalog: Catalog;
let tap: Tap;
let api: ApiClient;
let admin: ApiClient;
let storeId: string;
let first: SyncSummary;

interface SvcItem {
  id: string;
  sku: string;
  description: string;
}

beforeAll(async () => {
  service = await startTestService();
  sdb = serviceDb(service);
  dir = tempDir('catalog-incr-');
  tap = createTap();
  api = await signedInApi(service, tap);
  admin = await signedInApi(service, createTap());
  storeId = (sdb.prepare("SELECT id FROM stores WHERE code = 'S01'").get() as { id: string }).id;
  catalog = openTestCatalog(dir.path, service);
  first = await catalog.sync(api, { store: 'S01' });
});

afterAll(async () => {
  await catalog?.close();
  sdb?.close();
  await service?.close();
  dir?.remove();
});

const storeItems = (limit: number, offset: number) =>
  sdb
    .prepare(`SELECT i.id, i.sku, i.description FROM items i JOIN item_stores s ON s.item_id = i.id
      WHERE s.store_id = ? AND i.active = 1 ORDER BY i.seq LIMIT ? OFFSET ?`)
    .all(storeId, limit, offset) as SvcItem[];

const gtin = (body13: string) => `${body13}${checkDigit(body13)}`;

describe('incremental sync', () => {
  const changed = () => storeItems(20, 100);
  const newGtin = gtin('1999999000001');
  let summary: SyncSummary;
  let newId: string;
  let leaving: SvcItem;
  let deactivated: SvcItem;

  beforeAll(async () => {
    const edits = changed().map((it) => ({ id: it.id, description: `${it.description} (revised)` }));
    [deactivated] = storeItems(1, 300) as [SvcItem];
    [leaving] = storeItems(1, 400) as [SvcItem];
    const result = (await admin.patchItems([
      ...edits,
      { id: deactivated.id, active: false },
      { description: 'Brand new scarf', sku: 'NEW-SCARF-1', epcGTIN: [newGtin] },
    ])) as { created: string[] };
    newId = result.created[0]!;
    await admin.patchItemStoreConfigs([
      { itemId: newId, storeId, available: true, retailPrice1: 19.5 },
      { itemId: leaving.id, storeId, available: false },
    ]);
    tap.clear();
    summary = await catalog.sync(api, { store: 'S01' });
  });

  it('asks only for items changed since the start of the previous run, in one request', () => {
    expect(summary.items.mode).toBe('incremental');
    const pages = tap.itemPageRequests();
    expect(pages).toHaveLength(1);
    expect(pages[0]?.query.get('filter')).toBe(`lastUpdated>=${first.items.startedAt}`);
    expect(pages[0]?.query.get('pageSize')).toBe('500');
    // 20 edited + 1 deactivated + 1 created; the item that left the store is not listed by it any more.
    expect(summary.items.items).toBe(22);
    expect(tap.requests.filter((r) => /^\/items\//.test(r.path))).toEqual([]);
  });

  it('shows the changes in lookups and in the scan index', () => {
    for (const it of changed()) {
      expect(catalog.lookup.lookup(it.sku).item?.description).toBe(it.description);
    }
    const epc = encodeSgtin96({ gtin14: newGtin, serial: 1 });
    expect(catalog.lookup.lookup(epc)).toMatchObject({ status: 'item', item: { id: newId, price: 19.5 } });
    expect(catalog.index.byGtin14(newGtin)?.id).toBe(newId);
    expect(catalog.lookup.lookup(deactivated.sku)).toMatchObject({ status: 'item', item: { active: false } });
    expect(catalog.index.size).toBe(first.items.items + 1);
  });

  it('fetches only changed on-hand rows', async () => {
    const rows = sdb.prepare('SELECT item_id, store_id FROM on_hand ORDER BY item_id LIMIT 3').all() as {
      item_id: string;
      store_id: string;
    }[];
    const writer = new Database(service.dataPath);
    const upd = writer.prepare('UPDATE on_hand SET quantity = ?, row_updated = ? WHERE item_id = ? AND store_id = ?');
    rows.forEach((r, i) => {
      // The back office changes stock: on-hand rows move, items' lastUpdated does not (notes A).
      upd.run(1000 + i, nowMicros(), r.item_id, r.store_id);
    });
    writer.close();
    tap.clear();
    const s = await catalog.sync(api, { store: 'S01' });
    expect(s.onHand).toMatchObject({ mode: 'incremental', rows: 3, requests: 1 });
    const inv = tap.requests.filter((r) => r.path === '/inventory');
    expect(inv).toHaveLength(1);
    expect(inv[0]?.body).toMatchObject({ rowUpdated: summary.onHand?.startedAt });
    rows.forEach((r, i) => {
      const q = catalog.db
        .prepare('SELECT qty FROM on_hand WHERE item_id = ? AND store_id = ?')
        .get(r.item_id, r.store_id);
      expect((q as { qty: number }).qty).toBe(1000 + i);
    });
    expect(s.items).toMatchObject({ mode: 'incremental', items: 0, requests: 1 });
    expect(s.requests).toBe(3 + 1 + 1);
  });

  it('keeps the listing of an item the store dropped until a full sync, which flags it', async () => {
    expect(catalog.lookup.lookup(leaving.sku).item?.availableAtStore).toBe(true);
    const full = await catalog.sync(api, { store: 'S01', full: true });
    expect(full.items).toMatchObject({ mode: 'full', droppedListings: 1 });
    expect(catalog.lookup.lookup(leaving.sku)).toMatchObject({
      status: 'item',
      item: { id: leaving.id, availableAtStore: false, price: null },
    });
  });

  it('runs a full sync by itself when the last one is older than fullEveryMs', async () => {
    tap.clear();
    const s = await catalog.sync(api, { store: 'S01', fullEveryMs: 0, onHandStoreIds: [] });
    expect(s.items.mode).toBe('full');
    expect(tap.itemPageRequests()[0]?.query.get('filter')).toBeNull();
  });
});
