// Process: test (node). Purchase orders, transfers and staged invoices through the real client.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let stores: { id: string }[];
let itemIds: string[];
beforeAll(async () => {
  stores = await ctx.client.listStores();
  itemIds = (await ctx.client.listItemsPage({ pageSize: 2 })).items.map((i) => i.id);
});

describe('purchase orders', () => {
  it('lists purchase orders with status, page by page', async () => {
    const page = await ctx.client.listPurchaseOrdersPage({ expand: ['Stores', 'Vendor'] });
    expect(page.items.length).toBeGreaterThan(0);
    expect(typeof page.items[0]!.status).toBe('string');
    let n = 0;
    for await (const p of ctx.client.iteratePurchaseOrders({ pageSize: 1 })) n += p.items.length;
    expect(n).toBe(page.items.length);
  });
});

describe('transfers', () => {
  it('lists and reads the demo transfer', async () => {
    const page = await ctx.client.listTransfersPage();
    expect(page.items.length).toBeGreaterThan(0);
    expect(await ctx.client.getTransfer(page.items[0]!.id)).toEqual(page.items[0]);
  });

  it('posts a transfer with needBy and reads it back; a transfer without lines is refused', async () => {
    const id = randomUUID();
    const needBy = new Date(Date.now() + 86_400_000).toISOString();
    const transfer = await ctx.client.postTransfer(id, {
      fromStore: { id: stores[0]!.id },
      toStore: { id: stores[1]!.id },
      needBy,
      lines: [{ id: itemIds[0]!, quantity: 4 }],
    });
    expect(transfer.id.toLowerCase()).toBe(id.toLowerCase());
    expect(transfer.lines).toHaveLength(1);
    expect(await ctx.client.getTransfer(id)).toEqual(transfer);
    const err = await ctx.client
      .postTransfer(randomUUID(), {
        fromStore: { id: stores[0]!.id },
        toStore: { id: stores[1]!.id },
        needBy,
        lines: [],
      })
      .catch((e) => e);
    expect(err).toMatchObject({ status: 422, code: 'validation' });
  });
});

describe('staged invoices', () => {
  it('stages a document, edits it, adds lines, and returns the original bytes', async () => {
    const original = Buffer.from('%PDF-1.4 stocktake test invoice');
    const staged = await ctx.client.submitInvoiceOcr({
      fileName: 'inv-77.pdf',
      contentType: 'application/pdf',
      data: original.toString('base64'),
    });
    expect(staged).toMatchObject({ status: 'Staged', lines: [] });
    expect(await ctx.client.getStagedInvoice(staged.id)).toEqual(staged);

    const put = await ctx.client.replaceStagedInvoice(staged.id, {
      invoiceNumber: 'INV-77',
      invoiceDate: '2026-11-20T00:00:00+00:00',
      vendor: null,
      store: { id: stores[0]!.id },
      lines: [{ id: itemIds[0]!, quantity: 2, unitCost: 3.5 }],
    });
    expect(put).toMatchObject({ invoiceNumber: 'INV-77', lines: [{ quantity: 2 }] });
    const patched = await ctx.client.patchStagedInvoice(staged.id, { invoiceNumber: 'INV-77A' });
    expect(patched).toMatchObject({ invoiceNumber: 'INV-77A', lines: [{ quantity: 2 }] });
    const withLines = await ctx.client.addStagedInvoiceLines(staged.id, [{ id: itemIds[1]!, quantity: 1 }]);
    expect(withLines.lines).toHaveLength(2);

    const doc = await ctx.client.getStagedInvoiceOriginalDocument(staged.id);
    expect(Buffer.from(doc.bytes).equals(original)).toBe(true);
    expect(doc.contentType).toMatch(/application\/pdf/);
    expect(doc.fileName).toBe('inv-77.pdf');
  });
});
