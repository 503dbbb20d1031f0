// Process: node (integration tests). Receipts, vendors, purchase orders, transfers and staged invoices over real
// HTTP (spec 3.3, 4.6, 7; notes A): uncommitted receipts, receipt filters, PUT /vendors store rules, and the
// required fields of transfers and commercial-document lines (422).
import { describe, expect, it } from 'vitest';
import { PurchaseOrder, Receipt, Transfer, Vendor } from '../../../domain/api/wire';
import { DEMO_STORES, DEMO_VENDORS, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';

const file = signedInServicePerFile();
const { call } = file;
const catalog = [...demoCatalog()];
const [s01, s02, s03] = DEMO_STORES as [(typeof DEMO_STORES)[0], (typeof DEMO_STORES)[0], (typeof DEMO_STORES)[0]];
const v1 = DEMO_VENDORS[0]!;
const field = (body: unknown) => (body as { errors: { field: string }[] }).errors.map((e) => e.field);

describe('receipts', () => {
  it('creates receipts uncommitted, with the reader fields of notes A', async () => {
    const res = await call('POST', '/receipts', {
      docNumber: 'REC90001',
      vendorID: v1.id,
      storeID: s01.id,
      lines: [{ itemID: catalog[0]!.id, quantity: 4 }],
      notes: 'dock 2',
    });
    expect(res.status).toBe(201);
    const r = Receipt.parse(res.body);
    expect(r).toMatchObject({
      docNumber: 'REC90001',
      committed: false,
      paid: false,
      notes: 'dock 2',
      createdByUser: 'demo',
    });
    expect(Receipt.parse((await call('GET', `/receipts/${r.id}`)).body).lines[0]!.quantity).toBe(4);
  });

  it('ignores a committed flag (unknown on create: the receipt stays uncommitted)', async () => {
    const res = await call('POST', '/receipts', {
      docNumber: 'REC90003',
      vendorID: v1.id,
      storeID: s01.id,
      lines: [{ itemID: catalog[0]!.id, quantity: 1 }],
      committed: true,
    });
    expect(res.status).toBe(201);
    const [made] = Receipt.array().parse((await call('GET', '/receipts?filter=docNumber=REC90003')).body);
    expect(made!.committed).toBe(false);
  });

  it('refuses missing fields and unknown vendor, store or item with 422', async () => {
    const base = {
      docNumber: 'REC90002',
      vendorID: v1.id,
      storeID: s01.id,
      lines: [{ itemID: catalog[0]!.id, quantity: 1 }],
    };
    expect(field((await call('POST', '/receipts', { ...base, docNumber: undefined })).body)).toContain('docNumber');
    expect((await call('POST', '/receipts', { ...base, lines: [] })).status).toBe(422);
    const refs = await call('POST', '/receipts', {
      ...base,
      vendorID: crypto.randomUUID(),
      lines: [{ itemID: crypto.randomUUID(), quantity: 1 }],
    });
    expect(refs.status).toBe(422);
    expect(field(refs.body)).toEqual(['vendorID', 'lines[0].itemID']);
    const list = Receipt.array().parse((await call('GET', '/receipts?filter=docNumber=REC90002')).body);
    expect(list).toHaveLength(0);
  });

  it('filters on docNumber, committed, vendor and lastUpdated, orders by docNumber, expands Stores and Vendors', async () => {
    const seeded = Receipt.array().parse((await call('GET', '/receipts?filter=docNumber=REC00118')).body);
    expect(seeded).toHaveLength(1);
    const committed = Receipt.array().parse((await call('GET', '/receipts?filter=committed=true')).body);
    expect(committed.map((r) => r.docNumber)).toEqual(['REC00120']);
    const both = Receipt.array().parse((await call('GET', `/receipts?filter=docNumber=REC00118,vendor=${v1.id}`)).body);
    expect(both).toHaveLength(1);
    const other = Receipt.array().parse(
      (await call('GET', `/receipts?filter=docNumber=REC00118,vendor=${DEMO_VENDORS[4]!.id}`)).body,
    );
    expect(other).toHaveLength(0);
    const desc = Receipt.array().parse((await call('GET', '/receipts?orderBy=docNumber desc')).body);
    expect(desc.map((r) => r.docNumber)).toEqual([...desc.map((r) => r.docNumber)].sort().reverse());
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const recent = Receipt.array().parse((await call('GET', `/receipts?filter=lastUpdated>=${today}`)).body);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((r) => r.docNumber.startsWith('REC9'))).toBe(true);
    const expanded = Receipt.array().parse(
      (await call('GET', '/receipts?Expand=Stores,Vendors&filter=docNumber=REC00118')).body,
    );
    expect(expanded[0]!.store.code).toBe('S01');
    expect(expanded[0]!.vendor.code).toBe('V001');
    expect((await call('GET', '/receipts?filter=status=1')).status).toBe(422);
  });
});

describe('vendors', () => {
  it('PUT requires id; null or empty stores leave associations alone; elements replace them', async () => {
    const id = v1.id;
    expect((await call('PUT', '/vendors', { name: 'No id' })).status).toBe(422);
    const before = Vendor.parse((await call('GET', `/vendors/${id}`)).body);
    expect(before.stores.length).toBe(2);
    for (const stores of [null, [], undefined]) {
      const res = await call('PUT', '/vendors', { id, name: 'Northwind Apparel Ltd', stores });
      expect(res.status).toBe(200);
      expect(
        Vendor.parse(res.body)
          .stores.map((s) => s.id)
          .sort(),
      ).toEqual(before.stores.map((s) => s.id).sort());
    }
    const moved = Vendor.parse((await call('PUT', '/vendors', { id, stores: [{ id: s03.id }] })).body);
    expect(moved.stores).toEqual([{ id: s03.id }]);
    expect(moved.name).toBe('Northwind Apparel Ltd');
    expect((await call('PUT', '/vendors', { id, stores: [{ id: crypto.randomUUID() }] })).status).toBe(422);
    expect((await call('PUT', '/vendors', { id: crypto.randomUUID(), name: 'x' })).status).toBe(404);
  });

  it('creates, lists and deletes vendors; a vendor in use cannot be deleted', async () => {
    const created = Vendor.parse(
      (await call('POST', '/vendors', { code: 'V900', name: 'Test Vendor', stores: [{ id: s02.id }] })).body,
    );
    const list = Vendor.array().parse((await call('GET', '/vendors?filter=code=V900')).body);
    expect(list.map((v) => v.id)).toEqual([created.id]);
    expect((await call('DELETE', `/vendors/${created.id}`)).status).toBe(204);
    expect((await call('GET', `/vendors/${created.id}`)).status).toBe(404);
    expect((await call('DELETE', `/vendors/${v1.id}`)).status).toBe(409);
  });
});

describe('purchase orders, transfers and staged invoices', () => {
  it('lists purchase orders with status, expanding Stores and Vendor', async () => {
    const pos = PurchaseOrder.array().parse((await call('GET', '/purchaseOrders?Expand=Stores,Vendor')).body);
    expect(pos.map((p) => p.status)).toEqual(['Open', 'Received', 'Closed']);
    expect(pos[0]!.vendor.code).toBe('V001');
    expect(pos[0]!.vendor.name).toMatch(/^Northwind Apparel/);
    expect(pos[0]!.store.code).toBe('S01');
  });

  it('transfers need due/needBy, fromStore, toStore and lines with id and quantity (422)', async () => {
    const id = crypto.randomUUID();
    const good = {
      fromStore: { id: s01.id },
      toStore: { id: s02.id },
      needBy: new Date(Date.now() + 86_400_000).toISOString(),
      lines: [{ id: catalog[0]!.id, quantity: 3 }],
    };
    for (const missing of ['fromStore', 'toStore', 'needBy', 'lines'] as const) {
      const body: Record<string, unknown> = { ...good };
      delete body[missing];
      const res = await call('POST', `/transfers/${id}`, body);
      expect(res.status, missing).toBe(422);
    }
    expect((await call('POST', `/transfers/${id}`, { ...good, lines: [{ quantity: 1 }] })).status).toBe(422);
    expect((await call('POST', `/transfers/${id}`, { ...good, lines: [{ id: catalog[0]!.id }] })).status).toBe(422);
    const ok = await call('POST', `/transfers/${id}`, { ...good, needBy: undefined, due: good.needBy });
    expect(ok.status).toBe(200);
    const t = Transfer.parse((await call('GET', `/transfers/${id}`)).body);
    expect(t.needBy).toBe(good.needBy);
    expect(Transfer.array().parse((await call('GET', '/transfers')).body).length).toBe(2);
  });

  it('filters transfers by store, keeps the boxes of our contract, and answers a repeated POST as the first time', async () => {
    const id = crypto.randomUUID();
    const epc = '3074257BF7194E4000001A85';
    const body = {
      docNumber: 'TR90001',
      fromStore: { id: s02.id },
      toStore: { id: s03.id.toUpperCase() },
      needBy: '2026-12-01T00:00:00Z',
      lines: [{ id: catalog[1]!.id, quantity: 2 }],
      boxes: [{ number: 1, epcs: [epc] }],
    };
    const first = await call('POST', `/transfers/${id}`, body);
    expect(first.status).toBe(200);
    expect(Transfer.parse(first.body).boxes).toEqual([{ number: 1, epcs: [epc] }]);
    const again = await call('POST', `/transfers/${id}`, body);
    expect(again.body).toEqual(first.body);
    const changed = await call('POST', `/transfers/${id}`, { ...body, docNumber: 'TR90002' });
    expect(Transfer.parse(changed.body).docNumber).toBe('TR90002');
    const list = (filter: string) =>
      call('GET', `/transfers?filter=${encodeURIComponent(filter)}`).then((r) =>
        Transfer.array()
          .parse(r.body)
          .map((t) => t.id),
      );
    expect(await list(`toStore=${s03.id}`)).toContain(id);
    expect(await list(`toStore=${s03.id},fromStore=${s02.id}`)).toEqual([id]);
    expect(await list(`toStore=${s02.id}`)).not.toContain(id);
    expect(await list('docNumber=TR90002')).toEqual([id]);
    for (const boxes of [[{ number: 0, epcs: [epc] }], [{ number: 1, epcs: ['not hex'] }]])
      expect((await call('POST', `/transfers/${id}`, { ...body, boxes })).status, JSON.stringify(boxes)).toBe(422);
    const uri = 'urn:epc:id:sgtin:0614141.812345.6789';
    const withUri = await call('POST', `/transfers/${id}`, { ...body, boxes: [{ number: 1, epcs: [uri] }] });
    expect(Transfer.parse(withUri.body).boxes).toEqual([{ number: 1, epcs: [uri] }]);
  });

  it('stages an invoice, adds lines (id and quantity required), PUT and PATCH it, and returns the document', async () => {
    const doc = Buffer.from('%PDF-1.4 test invoice');
    const staged = await call<{ id: string }>('POST', '/invoices/ocr', {
      fileName: 'inv.pdf',
      contentType: 'application/pdf',
      data: doc.toString('base64'),
    });
    expect(staged.status).toBe(201);
    const id = staged.body.id;
    expect((await call('POST', `/invoices/staged/${id}/lines`, [{ quantity: 2 }])).status).toBe(422);
    expect((await call('POST', `/invoices/staged/${id}/lines`, [{ id: catalog[0]!.id }])).status).toBe(422);
    const withLine = await call<{ lines: unknown[] }>('POST', `/invoices/staged/${id}/lines`, {
      id: catalog[0]!.id,
      quantity: 2,
    });
    expect(withLine.body.lines).toHaveLength(1);
    const put = await call<{ invoiceNumber: string; lines: unknown[] }>('PUT', `/invoices/staged/${id}`, {
      invoiceNumber: 'INV-1',
      invoiceDate: '2026-11-01T00:00:00Z',
      vendor: { id: v1.id },
      store: { id: s01.id },
      lines: [],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ invoiceNumber: 'INV-1', lines: [] });
    const patch = await call<{ invoiceNumber: string; vendor: { id: string } }>('PATCH', `/invoices/staged/${id}`, {
      invoiceNumber: 'INV-2',
    });
    expect(patch.body).toMatchObject({ invoiceNumber: 'INV-2', vendor: { id: v1.id } });
    const original = await fetch(`${file.service.baseUrl}/api/v3/invoices/staged/${id}/original-document`, {
      headers: { authorization: `Bearer ${file.token}` },
    });
    expect(original.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await original.arrayBuffer()).equals(doc)).toBe(true);
  });

  it('currency: list, create, effective rate, refuse duplicates and bad codes', async () => {
    const list = (await call<{ code: string }[]>('GET', '/currency')).body;
    expect(list.map((c) => c.code)).toEqual(['CAD', 'EUR', 'USD']);
    expect((await call('POST', '/currency', { code: 'GBP', description: 'Pound', exchangeRate: 0.79 })).status).toBe(
      201,
    );
    expect((await call('POST', '/currency', { code: 'GBP', description: 'Pound', exchangeRate: 0.79 })).status).toBe(
      409,
    );
    expect((await call('POST', '/currency', { code: 'gbp1', description: 'x', exchangeRate: 1 })).status).toBe(422);
    const rate = await call<{ exchangeRate: number }>('GET', '/currency/effectiveExchangeRate/EUR');
    expect(rate.body.exchangeRate).toBe(0.92);
  });

  it('recipes, recipe types and production groups are readable', async () => {
    const recipes = (await call<{ id: string; name: string }[]>('GET', '/recipes')).body;
    expect(recipes.map((r) => r.name)).toEqual(['House Spritz', 'Snack Board', 'Beer Flight']);
    expect((await call('GET', `/recipes/${recipes[0]!.id}`)).status).toBe(200);
    expect((await call<unknown[]>('GET', '/recipetypes')).body).toHaveLength(2);
    expect((await call<unknown[]>('GET', '/productiongroups')).body).toHaveLength(2);
  });
});
