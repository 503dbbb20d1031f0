// Process: node (tests). A first catalog sync against the real local service (demo seed): every item of the
// working store lands in the cache with its GTIN, UPC and SKU indices, on-hand matches the service, progress
// is reported, and lookups keep working from the cache once the service is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../domain/catalog/catalog';
import type { CatalogDb } from '../../../domain/catalog/db';
import type { SyncProgress } from '../../../domain/catalog/progress';
import type { SyncSummary } from '../../../domain/catalog/sync';
import { encodeSgtin96 } from '../../../domain/codes';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { createTap, openTestCatalog, serviceDb, signedInApi, type Tap } from './harness';

let service: TestService;
let sdb: CatalogDb;
let dir: ReturnType<typeof tempDir>;
let catalog: Catalog;
let tap: Tap;
let storeId: string;
let summary: SyncSummary;
const progress: SyncProgress[] = [];

beforeAll(async () => {
  service = await startTestService();
  sdb = serviceDb(service);
  dir = tempDir('catalog-first-');
  tap = createTap();
  const api = await signedInApi(service, tap);
  storeId = (sdb.prepare("SELECT id FROM stores WHERE code = 'S01'").get() as { id: string }).id;
  catalog = openTestCatalog(dir.path, service);
  summary = await catalog.sync(api, { store: storeId, onProgress: (p) => progress.push(p) });
});

afterAll(async () => {
  await catalog?.close();
  sdb?.close();
  await service?.close();
  dir?.remove();
});

const count = (db: { prepare(sql: string): { get(...a: unknown[]): unknown } }, sql: string, ...args: unknown[]) =>
  Object.values(db.prepare(sql).get(...args) as Record<string, number>)[0];

describe('first sync', () => {
  it('stores every item the service lists for the store, in full pages of 500', () => {
    const expected = count(sdb, 'SELECT count(*) FROM item_stores WHERE store_id = ?', storeId) as number;
    expect(expected).toBeGreaterThan(2000);
    expect(summary.items).toMatchObject({ mode: 'full', resumed: false, items: expected, writtenBy: 'worker' });
    expect(count(catalog.db, 'SELECT count(*) FROM items')).toBe(expected);
    expect(count(catalog.db, 'SELECT count(*) FROM item_stores WHERE store_id = ?', storeId)).toBe(expected);
    const pages = tap.itemPageRequests();
    for (const r of pages) {
      expect(r.query.get('pageSize')).toBe('500');
      expect(r.query.get('Expand')).toBe('Stores,Dimensions,GTIN');
      expect(r.query.get('filter')).toBeNull();
    }
    // Galloping first (1, 2, 4, ... until one is past the end), then the pages in between in order: every page
    // read exactly once, plus at most the two empty requests the plan allows for bounding the size.
    const numbers = pages.map((r) => Number(r.query.get('pageNumber')));
    const last = Math.ceil(expected / 500);
    const needed = numbers.filter((n) => n <= last);
    expect([...needed].sort((a, b) => a - b)).toEqual(Array.from({ length: last }, (_, i) => i + 1));
    const wasted = numbers.filter((n) => n > last);
    expect(wasted.length).toBe(summary.items.wastedRequests);
    expect(wasted.length).toBeGreaterThanOrEqual(1);
    expect(wasted.length).toBeLessThanOrEqual(2);
    expect(numbers.slice(0, 3)).toEqual([1, 2, 4]);
    expect(summary.items.pages).toBe(last);
  });

  it('makes no per-item requests', () => {
    expect(tap.requests.filter((r) => /^\/items\//.test(r.path))).toEqual([]);
    const paths = new Set(tap.requests.map((r) => r.path));
    expect([...paths].sort()).toEqual(
      ['/dimensions', '/inventory', `/stores`, `/stores/${storeId}/items`, '/vendors'].sort(),
    );
    expect(summary.requests).toBe(tap.requests.length);
  });

  it("resolves every epcGTIN, UPC and SKU of a sample of the service's items to the right item", () => {
    const gtins = sdb
      .prepare(`SELECT g.gtin, g.item_id FROM item_gtins g JOIN item_stores s ON s.item_id = g.item_id
        WHERE s.store_id = ? ORDER BY g.gtin LIMIT 200`)
      .all(storeId) as { gtin: string; item_id: string }[];
    expect(gtins.length).toBeGreaterThan(50);
    for (const g of gtins) {
      const r = catalog.lookup.lookup(encodeSgtin96({ gtin14: g.gtin, serial: 12345, companyPrefixLength: 7 }));
      expect(r.item?.id, g.gtin).toBe(g.item_id);
    }
    const items = sdb
      .prepare(`SELECT i.id, i.sku, i.upc_json FROM items i JOIN item_stores s ON s.item_id = i.id
        WHERE s.store_id = ? AND i.upc_json <> '[]' ORDER BY i.seq LIMIT 200`)
      .all(storeId) as { id: string; sku: string; upc_json: string }[];
    expect(items.length).toBeGreaterThan(50);
    for (const it of items) {
      expect(catalog.lookup.lookup(it.sku).item?.id, it.sku).toBe(it.id);
      const upc = (JSON.parse(it.upc_json) as string[])[0]!;
      expect(catalog.lookup.lookup(upc).item?.id, upc).toBe(it.id);
    }
  });

  it('fed the in-memory scan index with every synced item', () => {
    expect(catalog.index.size).toBe(summary.items.items);
  });

  it('stores on-hand for every store, matching the service', () => {
    const expected = count(sdb, 'SELECT count(*) FROM on_hand') as number;
    expect(expected).toBeGreaterThan(0);
    expect(summary.onHand?.rows).toBe(expected);
    expect(count(catalog.db, 'SELECT count(*) FROM on_hand')).toBe(expected);
    const sample = sdb.prepare('SELECT item_id, store_id, quantity FROM on_hand ORDER BY item_id LIMIT 50').all() as {
      item_id: string;
      store_id: string;
      quantity: number;
    }[];
    for (const s of sample) {
      const row = catalog.db
        .prepare('SELECT qty FROM on_hand WHERE item_id = ? AND store_id = ?')
        .get(s.item_id, s.store_id) as { qty: number };
      expect(row.qty).toBe(s.quantity);
    }
  });

  it('shows the item view with price, on-hand per store code, size and colour', () => {
    const row = sdb
      .prepare(`SELECT i.id, i.sku, s.retail_price1 FROM items i JOIN item_stores s ON s.item_id = i.id
        WHERE s.store_id = ? AND i.matrix_id IS NOT NULL AND EXISTS (SELECT 1 FROM on_hand o WHERE o.item_id = i.id)
        ORDER BY i.seq LIMIT 1`)
      .get(storeId) as { id: string; sku: string; retail_price1: number };
    const r = catalog.lookup.lookup(row.sku);
    expect(r.status).toBe('item');
    expect(r.item?.price).toBe(row.retail_price1);
    expect(r.item?.siblings.length).toBeGreaterThan(0);
    expect(r.item?.onHand.length).toBeGreaterThan(0);
    expect(r.item?.onHand.every((o) => /^S\d\d$/.test(o.storeCode ?? ''))).toBe(true);
    expect(r.item?.size ?? r.item?.colour).toBeTruthy();
    expect(r.item?.categoryPath.length).toBeGreaterThan(0);
  });

  it('reported progress per page, ending in done', () => {
    const itemEvents = progress.filter((p) => p.phase === 'items');
    expect(itemEvents.length).toBeGreaterThanOrEqual(summary.items.pages);
    const done = itemEvents.map((p) => p.itemsDone);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(progress.at(-1)).toMatchObject({ phase: 'done', itemsDone: summary.items.items, etaMs: 0 });
    expect(progress[0]?.phase).toBe('reference');
  });

  it('gave a first sync a size estimate and a time left once the size was bounded, honest to the end', () => {
    const total = summary.items.items;
    const itemEvents = progress.filter((p) => p.phase === 'items');
    // Nothing is claimed before the first empty page bounds the size...
    expect(itemEvents[0]).toMatchObject({ totalEstimate: null, etaMs: null });
    const estimated = itemEvents.filter((p) => p.totalEstimate !== null && p.itemsDone < total);
    expect(estimated.length).toBeGreaterThan(0);
    // ...then the estimate is bracketed by what the pages showed, and the true total lies in the bracket.
    for (const p of estimated) {
      expect(p.totalRange!.low).toBeLessThanOrEqual(total);
      expect(p.totalRange!.high).toBeGreaterThanOrEqual(total);
      expect(p.totalEstimate!).toBeGreaterThanOrEqual(p.totalRange!.low);
      expect(p.totalEstimate!).toBeLessThanOrEqual(p.totalRange!.high);
    }
    expect(estimated.some((p) => p.etaMs !== null && p.etaMs > 0)).toBe(true);
    // The estimate is within a factor of 1.5 from the moment it is first shown.
    expect(estimated[0]!.totalEstimate! / total).toBeGreaterThan(0.66);
    expect(estimated[0]!.totalEstimate! / total).toBeLessThan(1.5);
    expect(itemEvents.at(-1)).toMatchObject({ totalEstimate: total, totalRange: { low: total, high: total } });
  });

  it('estimates the total of a later full sync from what the store listed before', async () => {
    const events: SyncProgress[] = [];
    const resyncTap = createTap();
    const api = await signedInApi(service, resyncTap);
    const again = await catalog.sync(api, {
      store: storeId,
      full: true,
      onHandStoreIds: [],
      onProgress: (p) => events.push(p),
    });
    const mid = events.find((p) => p.phase === 'items' && p.pagesDone === 2);
    expect(mid?.totalEstimate).toBe(summary.items.items);
    expect(mid?.etaMs).not.toBeNull();
    // Sized by the previous count, a re-sync reads in order and spends no request on bounding its size.
    const numbers = resyncTap.itemPageRequests().map((r) => Number(r.query.get('pageNumber')));
    expect(numbers).toEqual(Array.from({ length: summary.items.pages }, (_, i) => i + 1));
    expect(again.items.wastedRequests).toBe(0);
  });

  it('keeps working from the cache when the service is gone', async () => {
    const sku = (sdb.prepare('SELECT sku FROM items ORDER BY seq LIMIT 1').get() as { sku: string }).sku;
    await service.close();
    await catalog.close();
    catalog = openTestCatalog(dir.path, service);
    expect(catalog.indexedAtOpen).toBe(summary.items.items);
    // Closed after completed syncs: the scan index was saved then, and this open read it.
    expect(catalog.indexLoad).toMatchObject({ from: 'snapshot' });
    expect(catalog.workingStoreId()).toBe(storeId);
    const r = catalog.lookup.lookup(sku);
    expect(r).toMatchObject({ status: 'item', item: { sku } });
    expect(catalog.lookup.search(sku)[0]?.sku).toBe(sku);
    const api = await signedInApi(service, createTap()).catch((e: Error) => e);
    expect(api).toBeInstanceOf(Error);
  });
});
