// Process: test (node). Vendors and dimensions through the real client: list, get, create, update, delete.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
});

describe('vendors', () => {
  it('lists the demo vendors and reads one', async () => {
    const vendors = await ctx.client.listVendors();
    expect(vendors.length).toBeGreaterThan(0);
    expect(await ctx.client.getVendor(vendors[0]!.id)).toEqual(vendors[0]);
  });

  it('creates, updates and deletes a vendor', async () => {
    const created = await ctx.client.createVendor({
      code: `V${Date.now()}`,
      name: 'Test Supplies',
      stores: [{ id: storeId }],
    });
    expect(created).toMatchObject({ name: 'Test Supplies', stores: [{ id: storeId }] });
    const updated = await ctx.client.updateVendor({ id: created.id, name: 'Renamed Supplies', stores: null });
    expect(updated).toMatchObject({ id: created.id, name: 'Renamed Supplies', stores: [{ id: storeId }] });
    await ctx.client.deleteVendor(created.id);
    await expect(ctx.client.getVendor(created.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('deletes several vendors by id list', async () => {
    const a = await ctx.client.createVendor({ code: `A${Date.now()}`, name: 'A', stores: [] });
    const b = await ctx.client.createVendor({ code: `B${Date.now()}`, name: 'B', stores: [] });
    await ctx.client.deleteVendors([a.id, b.id]);
    const left = (await ctx.client.listVendors()).map((v) => v.id);
    expect(left).not.toContain(a.id);
    expect(left).not.toContain(b.id);
  });

  it('updating an unknown vendor is a typed error', async () => {
    const err = await ctx.client.updateVendor({ id: randomUUID(), name: 'x' }).catch((e) => e);
    expect([404, 422]).toContain(err.status);
  });
});

describe('dimensions', () => {
  it('lists, creates, updates and deletes a dimension value', async () => {
    const before = await ctx.client.listDimensions();
    expect(before.length).toBeGreaterThan(0);
    expect(await ctx.client.getDimension(before[0]!.id)).toEqual(before[0]);
    const created = await ctx.client.createDimension({
      dimensionNumber: 1,
      code: `Z${Date.now() % 100000}`,
      description: 'Huge',
    });
    expect(created).toMatchObject({ dimensionNumber: 1, description: 'Huge' });
    const updated = await ctx.client.updateDimension({ id: created.id, description: 'Enormous' });
    expect(updated).toMatchObject({ id: created.id, description: 'Enormous', dimensionNumber: 1 });
    await ctx.client.deleteDimension(created.id);
    await expect(ctx.client.getDimension(created.id)).rejects.toMatchObject({ code: 'not_found' });
  });
});
