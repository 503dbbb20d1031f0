// Process: node (integration tests). Item writes over real HTTP: PATCH /items, store-configs, retails, images,
// dimensions and third party codes all move lastUpdated; POST /inventory returns on-hand rows (spec 4.3; notes A).
import { describe, expect, it } from 'vitest';
import { InventoryPage, Item, ItemList } from '../../../domain/api/wire';
import { DEMO_STORES, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';
import { sleep } from '../../helpers/waits';

const { call } = signedInServicePerFile();
const catalog = [...demoCatalog()];
const readItem = async (id: string, expand = '') => Item.parse((await call('GET', `/items/${id}${expand}`)).body);
const future = () => new Date(Date.now() + 86_400_000).toISOString();

describe('PATCH /items', () => {
  it('creates with description and sku, updates only the fields given, and lastUpdated moves each time', async () => {
    const created = await call<{ created: string[]; updated: string[] }>('PATCH', '/items', [
      { description: 'Test Mug', sku: 'TEST-MUG-1', upc: ['012345678905'], epcGTIN: ['00614141999990'] },
    ]);
    expect(created.status).toBe(200);
    const id = created.body.created[0]!;
    const first = await readItem(id, '?Expand=GTIN');
    expect(first).toMatchObject({ description: 'Test Mug', sku: 'TEST-MUG-1', upc: ['012345678905'], active: true });
    expect(first.epcGTIN).toEqual(['00614141999990']);
    const upd = await call<{ updated: string[] }>('PATCH', '/items', [{ id, active: false }]);
    expect(upd.body.updated).toEqual([id]);
    const second = await readItem(id);
    expect(second.active).toBe(false);
    expect(second.description).toBe('Test Mug');
    expect(second.lastUpdated > first.lastUpdated).toBe(true);
    const since = await call('GET', `/items?filter=${encodeURIComponent(`lastUpdated>${first.lastUpdated}`)}`);
    expect(ItemList.parse(since.body).map((i) => i.id)).toContain(id);
  });

  it('refuses a create without sku, a duplicate SKU, a GTIN of another item and unknown refs, changing nothing', async () => {
    const taken = catalog[0]!;
    const res = await call<{ errors: { field: string }[] }>('PATCH', '/items', [
      { description: 'No SKU' },
      { id: catalog[1]!.id, sku: taken.sku },
      { id: catalog[2]!.id, epcGTIN: [taken.epcGTIN[0]] },
      { id: catalog[3]!.id, level: { id: crypto.randomUUID() } },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => e.field)).toEqual(['[0].sku', '[1].sku', '[2].epcGTIN[0]', '[3].level.id']);
    expect((await readItem(catalog[1]!.id)).sku).toBe(catalog[1]!.sku);
  });
});

describe('stored item JSON', () => {
  it('seeded items read exactly as the service renders them after a write (apart from lastUpdated)', async () => {
    for (const sample of [catalog[0]!, catalog[4321]!, catalog[4999]!]) {
      const expand = '?Expand=Stores,Dimensions,GTIN';
      const before = (await call<Record<string, unknown>>('GET', `/items/${sample.id}${expand}`)).body;
      const res = await call('PATCH', '/items', [
        { id: sample.id, description: sample.description, dimensions: sample.dimensions.map((d) => d.id) },
      ]);
      expect(res.status).toBe(200);
      const after = (await call<Record<string, unknown>>('GET', `/items/${sample.id}${expand}`)).body;
      expect(after.lastUpdated).not.toBe(before.lastUpdated);
      expect(JSON.stringify({ ...after, lastUpdated: '' })).toBe(JSON.stringify({ ...before, lastUpdated: '' }));
    }
  });
});

describe('store configs, retails and images', () => {
  it('store-configs add and remove availability and change retailPrice1', async () => {
    const item = catalog.find((i) => i.stores.length === 2)!;
    const s03 = DEMO_STORES[2]!.id;
    const before = await readItem(item.id);
    const res = await call('PATCH', '/items/store-configs', [{ itemId: item.id, storeId: s03, retailPrice1: 12.5 }]);
    expect(res.status).toBe(200);
    const after = await readItem(item.id, '?Expand=Stores');
    expect(after.stores?.find((s) => s.id === s03)?.retailPrice1).toBe(12.5);
    expect(after.lastUpdated > before.lastUpdated).toBe(true);
    const storeItems = ItemList.parse((await call('GET', `/stores/${s03}/items?filter=id=${item.id}`)).body);
    expect(storeItems).toHaveLength(1);
    await call('PATCH', '/items/store-configs', [{ itemId: item.id, storeId: s03, available: false }]);
    expect(ItemList.parse((await call('GET', `/stores/${s03}/items?filter=id=${item.id}`)).body)).toHaveLength(0);
    expect(
      (await call('PATCH', '/items/store-configs', [{ itemId: item.id, storeId: crypto.randomUUID() }])).status,
    ).toBe(422);
  });

  it('POST /items/{id}/retails refuses a past timestamp and accepts a future one', async () => {
    const item = catalog[10]!;
    const before = await readItem(item.id);
    const past = await call('POST', `/items/${item.id}/retails`, {
      storeId: DEMO_STORES[0]!.id,
      retailPrice: 9.99,
      effective: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect((past.body as { message: string }).message).toMatch(/past/);
    expect((await readItem(item.id)).lastUpdated).toBe(before.lastUpdated);
    const ok = await call('POST', `/items/${item.id}/retails`, {
      storeId: DEMO_STORES[0]!.id,
      retailPrice: 9.99,
      effective: future(),
    });
    expect(ok.status).toBe(201);
    expect((await readItem(item.id)).lastUpdated > before.lastUpdated).toBe(true);
    expect(
      (
        await call('POST', `/items/${item.id}/retails`, {
          storeId: DEMO_STORES[0]!.id,
          retailPrice: 1,
          effective: '2026-01-01 10:00',
        })
      ).status,
    ).toBe(422);
  });

  it('a scheduled retail takes effect when due: the store price changes and lastUpdated moves', async () => {
    const item = catalog[12]!;
    const store = item.stores[0]!.storeId;
    const effective = new Date(Date.now() + 1500).toISOString();
    expect(
      (await call('POST', `/items/${item.id}/retails`, { storeId: store, retailPrice: 3.33, effective })).status,
    ).toBe(201);
    const before = await readItem(item.id, '?Expand=Stores');
    expect(before.stores!.find((s) => s.id === store)!.retailPrice1).toBe(item.stores[0]!.retailPrice1);
    await sleep(1700);
    const after = await readItem(item.id, '?Expand=Stores');
    expect(after.stores!.find((s) => s.id === store)!.retailPrice1).toBe(3.33);
    expect(after.lastUpdated > before.lastUpdated).toBe(true);
  });

  it('adds, updates and deletes an image; each moves lastUpdated', async () => {
    const item = catalog[11]!;
    const t0 = (await readItem(item.id)).lastUpdated;
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
    const add = await call<{ id: string; size: number }>('POST', `/items/${item.id}/images`, {
      fileName: 'a.png',
      contentType: 'image/png',
      data: png,
    });
    expect(add.status).toBe(201);
    const t1 = (await readItem(item.id)).lastUpdated;
    expect(t1 > t0).toBe(true);
    const patch = await call<{ description: string }>('PATCH', `/items/${item.id}/images/${add.body.id}`, {
      description: 'front',
    });
    expect(patch.body.description).toBe('front');
    const t2 = (await readItem(item.id)).lastUpdated;
    expect(t2 > t1).toBe(true);
    expect((await call('DELETE', `/items/${item.id}/images/${add.body.id}`)).status).toBe(204);
    expect((await readItem(item.id)).lastUpdated > t2).toBe(true);
    expect((await call('DELETE', `/items/${item.id}/images/${add.body.id}`)).status).toBe(404);
    expect(
      (await call('POST', `/items/${item.id}/images`, { fileName: 'x', contentType: 'text/html', data: png })).status,
    ).toBe(422);
  });

  it('renaming a dimension value and changing third party codes move lastUpdated of the items concerned', async () => {
    const item = catalog[0]!;
    const t0 = (await readItem(item.id)).lastUpdated;
    const dim = item.dimensions[0]!;
    const put = await call('PUT', '/dimensions', { id: dim.id, description: 'Extra Small' });
    expect(put.status).toBe(200);
    const after = await readItem(item.id);
    expect(after.dimension1?.description).toBe('Extra Small');
    expect(after.lastUpdated > t0).toBe(true);
    const code = await call('POST', '/interfaces/thirdPartyCodes', {
      name: 'STOCKTAKE_Category',
      options: ['A', 'B'],
      defaultValue: 'A',
    });
    expect(code.status).toBe(201);
    const withCode = await readItem(item.id, '?Expand=Stores');
    expect(withCode.lastUpdated > after.lastUpdated).toBe(true);
    expect(withCode.stores![0]!.interfaces.find((i) => i.name === 'STOCKTAKE_Category')?.value).toBe('A');
  });
});

describe('POST /inventory', () => {
  it('returns on-hand rows by store and item, paged through the body', async () => {
    const s01 = DEMO_STORES[0]!.id;
    const page1 = InventoryPage.parse((await call('POST', '/inventory', { stores: [s01], pageSize: 500 })).body);
    expect(page1).toHaveLength(500);
    expect(page1.every((r) => r.storeID === s01)).toBe(true);
    const item = catalog[5]!;
    const one = InventoryPage.parse((await call('POST', '/inventory', { items: [item.id] })).body);
    expect(one.map((r) => [r.storeID, r.onHand]).sort()).toEqual(
      item.onHand.map((o) => [o.storeId, o.quantity]).sort(),
    );
    let total = 0;
    for (let page = 1; ; page++) {
      const rows = InventoryPage.parse(
        (await call('POST', '/inventory', { stores: [s01], pageNumber: page, pageSize: 500 })).body,
      );
      total += rows.length;
      if (rows.length < 500) break;
    }
    expect(total).toBe(catalog.filter((i) => i.onHand.some((o) => o.storeId === s01)).length);
    expect((await call('POST', '/inventory', { pageSize: 501 })).status).toBe(422);
    expect((await call('POST', '/inventory', { items: ['nope'] })).status).toBe(422);
  });
});
