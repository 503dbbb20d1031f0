// Process: test (node). POST /inventory through the real client: on-hand rows by store and item, paged
// through the body until a short page.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
});

describe('inventory', () => {
  it('postInventory returns on-hand rows for a store', async () => {
    const rows = await ctx.client.postInventory({ stores: [storeId], pageSize: 50 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(50);
    for (const r of rows) {
      expect(r.storeID.toLowerCase()).toBe(storeId.toLowerCase());
      expect(typeof r.onHand).toBe('number');
    }
  });

  it('postInventory by item ids returns only those items', async () => {
    const items = (await ctx.client.listStoreItemsPage(storeId, { pageSize: 3 })).items.map((i) => i.id);
    const rows = await ctx.client.postInventory({ items, stores: [storeId] });
    expect(new Set(rows.map((r) => r.itemID.toLowerCase()))).toEqual(new Set(items.map((i) => i.toLowerCase())));
  });

  it('iterateInventory pages through the body and stops on the short page', async () => {
    const sizes: number[] = [];
    const seen = new Set<string>();
    for await (const rows of ctx.client.iterateInventory({ stores: [storeId], pageSize: 500 })) {
      sizes.push(rows.length);
      for (const r of rows) seen.add(`${r.itemID}/${r.storeID}`);
    }
    expect(sizes.length).toBeGreaterThan(1);
    expect(sizes.slice(0, -1).every((n) => n === 500)).toBe(true);
    expect(sizes.at(-1)!).toBeLessThanOrEqual(500);
    expect(seen.size).toBe(sizes.reduce((a, b) => a + b, 0));
  });

  it('a page size over 500 is refused before it costs a request', async () => {
    const sent = ctx.counter.calls.length;
    const err = await ctx.client.postInventory({ pageSize: 501 }).catch((e) => e);
    expect(err).toMatchObject({ status: null, code: 'validation' });
    expect(err.fields[0].field).toBe('pageSize');
    expect(ctx.counter.calls.length).toBe(sent);
  });

  it('the service applies the same rule (the shape is shared)', async () => {
    const res = await fetch(`${ctx.service.baseUrl}/api/v3/inventory`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await ctx.tokens.getAccessToken()}` },
      body: JSON.stringify({ pageSize: 501 }),
    });
    expect(res.status).toBe(422);
  });
});
