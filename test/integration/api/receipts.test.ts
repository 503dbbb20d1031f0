// Process: test (node). Receipts through the real client: create (uncommitted), read back, list with a filter,
// and the field errors of a bad receipt.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
let vendorId: string;
let itemIds: string[];
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
  vendorId = (await ctx.client.listVendors())[0]!.id;
  itemIds = (await ctx.client.listStoreItemsPage(storeId, { pageSize: 2 })).items.map((i) => i.id);
});

describe('receipts', () => {
  it('creates an uncommitted receipt and reads it back', async () => {
    const docNumber = `REC${Date.now()}`;
    const created = await ctx.client.createReceipt({
      docNumber,
      vendorID: vendorId,
      storeID: storeId,
      reference: 'PO-1',
      lines: itemIds.map((itemID, n) => ({ itemID, quantity: n + 2 })),
    });
    expect(created).toMatchObject({ docNumber, committed: false, reference: 'PO-1' });
    expect(created.vendor.id.toLowerCase()).toBe(vendorId.toLowerCase());
    expect(created.lines.map((l) => l.quantity)).toEqual([2, 3]);
    expect(await ctx.client.getReceipt(created.id)).toEqual(created);
  });

  it('lists receipts filtered by docNumber', async () => {
    const docNumber = `REC${Date.now()}B`;
    const created = await ctx.client.createReceipt({
      docNumber,
      vendorID: vendorId,
      storeID: storeId,
      lines: [{ itemID: itemIds[0]!, quantity: 1 }],
    });
    const page = await ctx.client.listReceipts({ filter: `docNumber=${docNumber}` });
    expect(page.items.map((r) => r.id)).toEqual([created.id]);
    expect(page.pagination).not.toBeNull();
    const all = [];
    for await (const p of ctx.client.iterateReceipts({ pageSize: 1 })) all.push(...p.items);
    expect(all.map((r) => r.id)).toContain(created.id);
  });

  it('an unknown item is a 422 naming the line', async () => {
    const err = await ctx.client
      .createReceipt({
        docNumber: 'BAD1',
        vendorID: vendorId,
        storeID: storeId,
        lines: [{ itemID: randomUUID(), quantity: 1 }],
      })
      .catch((e) => e);
    expect(err).toMatchObject({ status: 422, code: 'validation' });
    expect(err.fields.some((f: { field: string }) => f.field.includes('lines'))).toBe(true);
    expect(err.message).toMatch(/Correct it and try again/);
  });
});
