// Process: test (node). Item writes through the real client: bulk PATCH (create and update), store configs,
// scheduled retails (future only) and item images.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
});

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('item writes', () => {
  it('patchItems creates an item and updates it', async () => {
    const sku = `ST-${Date.now()}`;
    const created = await ctx.client.patchItems([{ description: 'Stocktake test tee', sku, upc: ['012345678905'] }]);
    expect(created.created).toHaveLength(1);
    const id = created.created[0]!;
    const updated = await ctx.client.patchItems([{ id, description: 'Renamed tee' }]);
    expect(updated).toEqual({ created: [], updated: [id] });
    expect(await ctx.client.getItem(id)).toMatchObject({ id, sku, description: 'Renamed tee', upc: ['012345678905'] });
  });

  it('patchItemStoreConfigs makes an item available in a store with a price', async () => {
    const { created } = await ctx.client.patchItems([{ description: 'Config tee', sku: `SC-${Date.now()}` }]);
    const id = created[0]!;
    await ctx.client.patchItemStoreConfigs([{ itemId: id, storeId, available: true, retailPrice1: 12.5 }]);
    const item = await ctx.client.getItem(id, ['Stores']);
    expect(item.stores?.find((s) => s.id.toLowerCase() === storeId.toLowerCase())?.retailPrice1).toBe(12.5);
  });

  it('scheduleRetail accepts a future price and refuses a past one', async () => {
    const itemId = (await ctx.client.listStoreItemsPage(storeId, { pageSize: 1 })).items[0]!.id;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const retail = await ctx.client.scheduleRetail(itemId, { storeId, retailPrice: 21, effective: future });
    expect(retail).toMatchObject({ retailPrice: 21 });
    expect(retail.itemId.toLowerCase()).toBe(itemId.toLowerCase());
    const past = new Date(Date.now() - 86_400_000).toISOString();
    const err = await ctx.client.scheduleRetail(itemId, { storeId, retailPrice: 21, effective: past }).catch((e) => e);
    expect(err).toMatchObject({ status: 400, code: 'bad_request' });
    expect(err.message).toMatch(/past/);
  });

  it('adds, updates and deletes an item image', async () => {
    const itemId = (await ctx.client.listItemsPage({ pageSize: 1 })).items[0]!.id;
    const image = await ctx.client.addItemImage(itemId, {
      fileName: 'tee.png',
      contentType: 'image/png',
      data: PNG_1X1,
    });
    expect(image).toMatchObject({ fileName: 'tee.png', contentType: 'image/png', isDefault: false });
    const updated = await ctx.client.updateItemImage(itemId, image.id, { description: 'front', isDefault: true });
    expect(updated).toMatchObject({ id: image.id, description: 'front', isDefault: true });
    await ctx.client.deleteItemImage(itemId, image.id);
    await expect(ctx.client.deleteItemImage(itemId, image.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('an image for an unknown item is not_found', async () => {
    await expect(
      ctx.client.addItemImage(randomUUID(), { fileName: 'x.png', contentType: 'image/png', data: PNG_1X1 }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
