// Process: test (node). Item readers through the real client against the real local service: pages with the
// X-Pagination header, iteration that follows nextPageLink, expansions, filters, and one item.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ITEM_COUNT } from '../../../service/seed/demo-constants';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
});

describe('item pages', () => {
  it('listItemsPage returns a page and its pagination header', async () => {
    const page = await ctx.client.listItemsPage({ pageSize: 50, pageNumber: 2 });
    expect(page.items).toHaveLength(50);
    expect(page.pagination).toMatchObject({ pageSize: 50, currentPage: 2, currentPageElements: 50 });
    expect(page.pagination!.nextPageLink).toContain('/api/v3/items');
  });

  it('iterateItems follows nextPageLink to the end and sees every item exactly once', async () => {
    const ids = new Set<string>();
    let pages = 0;
    for await (const page of ctx.client.iterateItems({ pageSize: 500 })) {
      pages++;
      for (const item of page.items) ids.add(item.id);
    }
    expect(ids.size).toBe(DEMO_ITEM_COUNT);
    expect(pages).toBe(Math.ceil(DEMO_ITEM_COUNT / 500));
    // One request per page, no extra probing: requests are precious at 2 a second.
    expect(
      ctx.counter.calls.filter((c) => new URL(c.url).pathname.endsWith('/api/v3/items')).length,
    ).toBeGreaterThanOrEqual(pages);
  });

  it('listStoreItemsPage with Expand=Stores carries the store record with its price', async () => {
    const page = await ctx.client.listStoreItemsPage(storeId, { expand: ['Stores'], pageSize: 20 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) {
      const store = item.stores?.find((s) => s.id === storeId);
      expect(store).toBeDefined();
      expect(typeof store!.retailPrice1).toBe('number');
    }
  });

  it('iterateStoreItems walks a store with a filter and orderBy', async () => {
    const skus: string[] = [];
    for await (const page of ctx.client.iterateStoreItems(storeId, {
      filter: 'lastUpdated>=20000101',
      orderBy: 'sku asc',
      pageSize: 500,
    }))
      skus.push(...page.items.map((i) => i.sku));
    expect(skus.length).toBeGreaterThan(0);
    expect([...skus].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(skus);
  });

  it('a filter far in the future returns an empty last page', async () => {
    const page = await ctx.client.listStoreItemsPage(storeId, { filter: 'lastUpdated>=29990101' });
    expect(page.items).toEqual([]);
    expect(page.pagination?.nextPageLink).toBe('');
  });

  it('a bad page size is a validation error the UI can show', async () => {
    const err = await ctx.client.listItemsPage({ pageSize: 501 }).catch((e) => e);
    expect(err).toMatchObject({ status: 422, code: 'validation' });
    expect(err.fields.length).toBeGreaterThan(0);
  });
});

describe('one item', () => {
  it('getItem with Expand GTIN and Dimensions', async () => {
    const { items } = await ctx.client.listItemsPage({ pageSize: 1 });
    const item = await ctx.client.getItem(items[0]!.id, ['GTIN', 'Dimensions']);
    expect(item.id).toBe(items[0]!.id);
    expect(Array.isArray(item.epcGTIN)).toBe(true);
    expect(item.dimensions).not.toBeUndefined();
    const plain = await ctx.client.getItem(items[0]!.id);
    expect(plain.epcGTIN).toBeUndefined();
  });

  it('an unknown item is not_found', async () => {
    await expect(ctx.client.getItem('00000000-0000-4000-8000-000000000001')).rejects.toMatchObject({
      code: 'not_found',
    });
  });
});
