// Process: node (integration tests). Store and item readers over real HTTP: pagination and X-Pagination,
// filter and orderBy (including hostile text), Expand rules and store availability (spec 2.2, 4.2, 4.3; notes A).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Item, ItemList, PAGINATION_HEADER, Pagination, Store } from '../../../domain/api/wire';
import { apparelCount, DEMO_ITEM_COUNT, DEMO_STORES, demoCatalog, demoGtins } from '../../../service/seed';
import { api, startSignedInService, type TestService } from '../../helpers/local-service';

let service: TestService;
let token: string;
beforeAll(async () => ({ service, token } = await startSignedInService()));
afterAll(async () => service?.close());

const get = (path: string) => api<unknown>(service, token, 'GET', path);
const pagination = (h: Headers) => Pagination.parse(JSON.parse(h.get(PAGINATION_HEADER) ?? 'null'));

describe('stores', () => {
  it('lists three stores with id, code and description, and gets one', async () => {
    const res = await get('/stores');
    expect(res.status).toBe(200);
    const stores = Store.array().parse(res.body);
    expect(stores.map((s) => s.code)).toEqual(['S01', 'S02', 'S03']);
    const one = await get(`/stores/${stores[1]!.id}`);
    expect(one.body).toEqual(stores[1]);
    expect((await get(`/stores/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await get('/stores/not-a-guid')).status).toBe(404);
  });
});

describe('GET /items pagination', () => {
  it('defaults to 100 per page and reports X-Pagination with an absolute nextPageLink', async () => {
    const res = await get('/items');
    expect(res.status).toBe(200);
    expect(ItemList.parse(res.body)).toHaveLength(100);
    const p = pagination(res.headers);
    expect(p).toMatchObject({ pageSize: 100, currentPage: 1, currentPageElements: 100 });
    const next = new URL(p.nextPageLink);
    expect(next.origin).toBe(service.baseUrl);
    expect(next.searchParams.get('pageNumber')).toBe('2');
  });

  it('reads every item exactly once by following nextPageLink at the maximum page size; the last link is ""', async () => {
    let url = `${service.baseUrl}/api/v3/items?pageSize=500&Expand=GTIN`;
    const ids = new Set<string>();
    let pages = 0;
    while (url) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const items = ItemList.parse(await res.json());
      for (const i of items) ids.add(i.id);
      const p = pagination(res.headers);
      expect(p.currentPageElements).toBe(items.length);
      url = p.nextPageLink;
      pages++;
    }
    expect(pages).toBe(DEMO_ITEM_COUNT / 500);
    expect(ids.size).toBe(DEMO_ITEM_COUNT);
  });

  it('refuses pageSize above 500 or below 1 and non-numbers with 422; a page past the end is empty', async () => {
    for (const q of ['pageSize=501', 'pageSize=0', 'pageNumber=0', 'pageSize=abc', 'pageNumber=-1']) {
      const res = await get(`/items?${q}`);
      expect(res.status, q).toBe(422);
      expect(res.body).toMatchObject({ message: 'Validation failed' });
    }
    const past = await get('/items?pageNumber=1000&pageSize=100');
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(pagination(past.headers)).toMatchObject({ currentPageElements: 0, nextPageLink: '' });
  });

  it('query parameter names are case-insensitive', async () => {
    const res = await get('/items?PageSize=3&PAGENUMBER=2&expand=gtin');
    expect(ItemList.parse(res.body)).toHaveLength(3);
    expect(pagination(res.headers)).toMatchObject({ pageSize: 3, currentPage: 2 });
  });
});

describe('filter and orderBy', () => {
  it('filters lastUpdated>= by yyyymmdd and by ISO timestamp, and both agree with the data', async () => {
    const all = ItemList.parse((await get('/items?pageSize=500&orderBy=lastUpdated desc')).body);
    const cut = all[99]!.lastUpdated;
    const iso = await get(
      `/items?pageSize=500&filter=${encodeURIComponent(`lastUpdated>=${cut}`)}&orderBy=lastUpdated desc`,
    );
    const got = ItemList.parse(iso.body);
    expect(got.length).toBeGreaterThanOrEqual(100);
    expect(got.every((i) => i.lastUpdated >= cut)).toBe(true);
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const ymd = ItemList.parse((await get(`/items?pageSize=500&filter=lastUpdated>=${today}`)).body);
    // Seeded items are spread over 30 days: about one in thirty was updated today.
    expect(ymd.length).toBeGreaterThan(0);
    expect(ymd.length).toBeLessThan(DEMO_ITEM_COUNT / 10);
    const future = await get('/items?filter=lastUpdated>=20990101');
    expect(future.body).toEqual([]);
  });

  it('supports the documented operators and joins conditions with commas (AND)', async () => {
    const eq = ItemList.parse((await get('/items?filter=sku=AP-0001-BLK-XS')).body);
    expect(eq.map((i) => i.sku)).toEqual(['AP-0001-BLK-XS']);
    const range = ItemList.parse((await get('/items?pageSize=500&filter=sku>=FB-00001,sku<FB-00011&orderBy=sku')).body);
    expect(range.map((i) => i.sku)).toEqual(
      Array.from({ length: 10 }, (_, k) => `FB-${String(k + 1).padStart(5, '0')}`),
    );
    const ne = ItemList.parse((await get('/items?pageSize=500&filter=active!=true')).body);
    expect(ne.length).toBe(DEMO_ITEM_COUNT / 50);
    expect(ne.every((i) => !i.active)).toBe(true);
  });

  it('orders by sku desc', async () => {
    const items = ItemList.parse((await get('/items?pageSize=5&orderBy=sku desc')).body);
    const skus = items.map((i) => i.sku);
    expect(skus).toEqual([...skus].sort().reverse());
    expect(skus[0]!.startsWith('FB-')).toBe(true);
  });

  it('refuses unknown fields, operators and SQL-looking text with 422, and the data stays intact', async () => {
    const hostile = [
      'filter=sku=1;DROP TABLE items',
      "filter=lastUpdated>='1' OR 1=1",
      'filter=password=x',
      'filter=sku LIKE %',
      'filter=lastUpdated>=2026-13-45',
      'orderBy=sku; DROP TABLE items',
      'orderBy=(SELECT 1)',
      'orderBy=sku sideways',
      'orderBy=password',
    ];
    for (const q of hostile) {
      const res = await get(
        `/items?${encodeURIComponent(q.split('=')[0]!)}=${encodeURIComponent(q.slice(q.indexOf('=') + 1))}`,
      );
      if (res.status === 200) {
        // A value that is only text (sku=...) is bound as a parameter and simply matches nothing.
        expect(res.body, q).toEqual([]);
      } else {
        expect(res.status, q).toBe(422);
        expect((res.body as { errors: unknown[] }).errors.length, q).toBeGreaterThan(0);
      }
    }
    const check = await get('/items?pageSize=1');
    expect(pagination(check.headers).nextPageLink).not.toBe('');
    expect(ItemList.parse((await get('/items?pageSize=500&pageNumber=10')).body)).toHaveLength(500);
  });
});

describe('Expand', () => {
  it('without Expand: dimension1..10 present, dimensions null, no stores, no epcGTIN', async () => {
    const [item] = ItemList.parse((await get('/items?pageSize=1')).body);
    const raw = (await get('/items?pageSize=1')).body as Record<string, unknown>[];
    for (let n = 1; n <= 10; n++) expect(raw[0]).toHaveProperty(`dimension${n}`);
    expect(item!.dimensions).toBeNull();
    expect(raw[0]).not.toHaveProperty('stores');
    expect(raw[0]).not.toHaveProperty('epcGTIN');
    expect(item!.dimension1?.description).toBe('XS');
    expect(item!.dimension2?.description).toBe('Black');
    expect(item!.dimension3).toBeNull();
  });

  it('Expand=Dimensions gives a sparse object keyed DimensionN, including slots beyond ten', async () => {
    const [item] = ItemList.parse((await get('/items?pageSize=1&Expand=Dimensions')).body);
    expect(Object.keys(item!.dimensions ?? {})).toEqual(['Dimension1', 'Dimension2', 'Dimension11']);
    expect(item!.dimensions?.Dimension1).toEqual(item!.dimension1);
  });

  it('Expand=Stores,GTIN adds per-store prices with interfaces and current-then-historical GTINs', async () => {
    const expected = [...demoCatalog()][0]!;
    const item = Item.parse((await get(`/items/${expected.id}?Expand=Stores,GTIN`)).body);
    expect(item.epcGTIN).toEqual(expected.epcGTIN);
    expect(item.epcGTIN!.length).toBe(2);
    expect(item.stores!.map((s) => s.id).sort()).toEqual(expected.stores.map((s) => s.storeId).sort());
    const s01 = item.stores!.find((s) => s.id === DEMO_STORES[0]!.id)!;
    expect(s01.retailPrice1).toBe(expected.stores[0]!.retailPrice1);
    expect(s01.interfaces.find((i) => i.name === 'STOCKTAKE_Publish')?.value).toBe('true');
    const s03 = item.stores!.find((s) => s.id === DEMO_STORES[2]!.id)!;
    expect(s03.interfaces.find((i) => i.name === 'STOCKTAKE_Publish')?.value).toBe('false');
  });

  it('refuses an unknown expansion with 422', async () => {
    expect((await get('/items?Expand=Vendor')).status).toBe(422);
  });

  it('every demo GTIN belongs to exactly one item and matches demoGtins()', async () => {
    const gtins = [...demoGtins()];
    expect(new Set(gtins.map((g) => g.gtin)).size).toBe(gtins.length);
    const sample = gtins[123]!;
    const item = Item.parse((await get(`/items/${sample.itemId}?Expand=GTIN`)).body);
    expect(item.epcGTIN).toContain(sample.gtin);
    expect(item.sku).toBe(sample.sku);
  });
});

describe('GET /stores/{id}/items and /items/{id}', () => {
  it('returns only items available to that store, with only that store in stores[]', async () => {
    const s03 = DEMO_STORES[2]!;
    const expected = [...demoCatalog()].filter((i) => i.stores.some((s) => s.storeId === s03.id));
    let url = `${service.baseUrl}/api/v3/stores/${s03.id}/items?Expand=Stores&pageSize=500`;
    const seen: Item[] = [];
    while (url) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      seen.push(...ItemList.parse(await res.json()));
      url = pagination(res.headers).nextPageLink;
    }
    expect(seen.length).toBe(expected.length);
    expect(seen.length).toBeLessThan(DEMO_ITEM_COUNT);
    expect(seen.every((i) => i.stores?.length === 1 && i.stores[0]!.id === s03.id)).toBe(true);
    expect(seen.some((i) => i.sku.startsWith('AP-'))).toBe(true);
    expect(apparelCount(DEMO_ITEM_COUNT)).toBe(4000);
  });

  it('404 for an unknown store or item', async () => {
    expect((await get(`/stores/${crypto.randomUUID()}/items`)).status).toBe(404);
    const res = await get(`/items/${crypto.randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String) });
  });
});
