// Process: node (integration tests). POST /transactions (overwrite by thirdPartyId, identifier and sign rules)
// and third party codes, including the per-store reader with its pagination header (spec 2.4-2.6, 4.4, 4.5).
import { describe, expect, it } from 'vitest';
import { PAGINATION_HEADER, ThirdPartyCode, TransactionsResult } from '../../../domain/api/wire';
import { DEMO_STORES, DEMO_THIRD_PARTY_CODES, demoCatalog } from '../../../service/seed';
import { signedInServicePerFile } from '../../helpers/local-service';

const { call } = signedInServicePerFile();
const item = [...demoCatalog()][0]!;
const tx = (id: string, lines: number[]) => ({
  thirdPartyId: id,
  transactionNumber: id.split('_').pop(),
  checkClosed: '2026-11-21T12:30:00.0000000-05:00',
  store: { id: DEMO_STORES[0]!.id },
  employeeName: 'Sam',
  lines: lines.map((n) => ({
    thirdPartyLineId: `${id}_${n}`,
    sku: item.sku,
    itemDescription: item.description,
    itemRetail: 10,
    itemDiscount: -1,
    quantity: 1,
    lineNumber: n,
    modifier: null,
  })),
});

describe('POST /transactions', () => {
  it('stores new transactions and overwrites by thirdPartyId, keeping line ids with gaps', async () => {
    const id = 'STOCKTAKE_SITE1_BAR_20261121_1001';
    const first = TransactionsResult.parse((await call('POST', '/transactions', [tx(id, [1, 2, 3])])).body);
    expect(first).toMatchObject({ received: 1, created: 1, updated: 0 });
    const voided = tx(id, [1, 3]);
    delete (voided as Record<string, unknown>).employeeName;
    const second = TransactionsResult.parse((await call('POST', '/transactions', [voided])).body);
    expect(second).toMatchObject({ created: 0, updated: 1 });
    const stored = await call<{
      transaction: { lines: { thirdPartyLineId: string }[]; employeeName?: string };
      revision: number;
    }>('GET', `/transactions/${id}`);
    expect(stored.body.revision).toBe(2);
    expect(stored.body.transaction.lines.map((l) => l.thirdPartyLineId)).toEqual([`${id}_1`, `${id}_3`]);
    // Overwrite means the whole transaction: fields left out are now empty.
    expect(stored.body.transaction.employeeName).toBeUndefined();
  });

  it('enforces identifier composition, signs, the space-free timestamp and known stores (422)', async () => {
    const id = 'STOCKTAKE_SITE1_BAR_1002';
    const cases: [string, (t: ReturnType<typeof tx>) => void, string][] = [
      ['three parts', (t) => (t.thirdPartyId = 'A_B_C'), 'thirdPartyId'],
      ['special char', (t) => (t.thirdPartyId = 'STOCKTAKE_SITE-1_BAR_1002'), 'thirdPartyId'],
      ['line id prefix', (t) => (t.lines[0]!.thirdPartyLineId = 'OTHER_1'), 'lines[0].thirdPartyLineId'],
      ['negative retail', (t) => (t.lines[0]!.itemRetail = -5), 'lines[0].itemRetail'],
      ['positive discount', (t) => (t.lines[0]!.itemDiscount = 1), 'lines[0].itemDiscount'],
      ['space in timestamp', (t) => (t.checkClosed = '2026-11-21 12:30:00'), 'checkClosed'],
      ['unknown store', (t) => (t.store.id = crypto.randomUUID()), 'store.id'],
    ];
    for (const [name, mutate, field] of cases) {
      const t = tx(id, [1]);
      mutate(t);
      const res = await call<{ errors: { field: string }[] }>('POST', '/transactions', [t]);
      expect(res.status, name).toBe(422);
      expect(
        res.body.errors.map((e) => e.field.replace(/^\[0\]\./, '')),
        name,
      ).toContain(field);
    }
    expect((await call('GET', `/transactions/${id}`)).status).toBe(404);
  });

  it('accepts a batch; returns and voids (quantity <= 0) are allowed', async () => {
    const a = tx('STOCKTAKE_SITE1_BAR_2001', [1]);
    const b = tx('STOCKTAKE_SITE1_BAR_2002', [1, 2]);
    b.lines[0]!.quantity = -1;
    b.lines[1]!.quantity = 0;
    const res = TransactionsResult.parse((await call('POST', '/transactions', [a, b])).body);
    expect(res).toMatchObject({ received: 2, created: 2 });
  });
});

describe('third party codes', () => {
  it('lists, creates, updates and deletes codes; names are unique and follow <integration>_<Property>', async () => {
    const list = ThirdPartyCode.array().parse((await call('GET', '/interfaces/thirdPartyCodes')).body);
    expect(list.map((c) => c.name).sort()).toEqual(DEMO_THIRD_PARTY_CODES.map((c) => c.name).sort());
    const created = ThirdPartyCode.array().parse(
      (
        await call('POST', '/interfaces/thirdPartyCodes', [
          { name: 'POSX_Publish', options: ['true', 'false'], defaultValue: 'false' },
        ])
      ).body,
    );
    const id = created[0]!.id;
    expect(
      (await call('POST', '/interfaces/thirdPartyCodes', { name: 'POSX_Publish', options: ['a', 'b'] })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/interfaces/thirdPartyCodes', { name: 'NoUnderscore', options: ['a', 'b'] })).status,
    ).toBe(422);
    expect((await call('POST', '/interfaces/thirdPartyCodes', { name: 'POSX_One', options: ['a'] })).status).toBe(422);
    expect(
      (await call('POST', '/interfaces/thirdPartyCodes', { name: 'POSX_Two', options: ['a', 'b'], defaultValue: 'c' }))
        .status,
    ).toBe(422);
    const updated = ThirdPartyCode.array().parse(
      (
        await call('PUT', '/interfaces/thirdPartyCodes', [
          { id, name: 'POSX_Publish', options: ['yes', 'no'], defaultValue: 'no' },
        ])
      ).body,
    );
    expect(updated[0]!.options).toEqual(['yes', 'no']);
    expect(ThirdPartyCode.parse((await call('GET', `/interfaces/thirdPartyCodes/${id}`)).body).defaultValue).toBe('no');
    expect((await call('DELETE', `/interfaces/thirdPartyCodes/${id}`)).status).toBe(204);
    expect((await call('GET', `/interfaces/thirdPartyCodes/${id}`)).status).toBe(404);
  });

  it('GET /stores/{id}/interfaces/thirdpartycodes has a pagination header and the store values', async () => {
    const s03 = DEMO_STORES[2]!.id;
    const res = await call<{ name: string; storeValue: string | null }[]>(
      'GET',
      `/stores/${s03}/interfaces/thirdpartycodes`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get(PAGINATION_HEADER)).toBeTruthy();
    expect(res.body.find((c) => c.name === 'STOCKTAKE_Publish')?.storeValue).toBe('false');
    expect(res.body.find((c) => c.name === 'STOCKTAKE_TaxGroup')?.storeValue).toBeNull();
  });
});
