// Process: test (node). Sales through the real client: a batch is accepted, resubmitting the same
// thirdPartyId overwrites, and a bad line is refused with field errors.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
let itemId: string;
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
  itemId = (await ctx.client.listStoreItemsPage(storeId, { pageSize: 1 })).items[0]!.id;
});

function sale(tpid: string, quantity: number) {
  return {
    thirdPartyId: tpid,
    transactionNumber: tpid.split('_').at(-1)!,
    checkClosed: '2026-11-21T10:00:00+00:00',
    store: { id: storeId },
    lines: [
      { thirdPartyLineId: `${tpid}_1`, item: { id: itemId }, itemDescription: 'Tee', itemRetail: 19.5, quantity },
    ],
  };
}

describe('transactions', () => {
  it('accepts a batch, then overwrites on resubmission', async () => {
    const first = await ctx.client.postTransactions([
      sale('STOCKTAKE_SITE1_RC1_101', 2),
      sale('STOCKTAKE_SITE1_RC1_102', 1),
    ]);
    expect(first).toEqual({
      received: 2,
      created: 2,
      updated: 0,
      thirdPartyIds: ['STOCKTAKE_SITE1_RC1_101', 'STOCKTAKE_SITE1_RC1_102'],
    });
    const again = await ctx.client.postTransactions([sale('STOCKTAKE_SITE1_RC1_101', 0)]);
    expect(again).toMatchObject({ received: 1, created: 0, updated: 1 });
  });

  it('a positive discount is refused before sending, with the field named', async () => {
    const bad = sale('STOCKTAKE_SITE1_RC1_103', 1);
    const sent = ctx.counter.calls.length;
    const err = await ctx.client
      .postTransactions([{ ...bad, lines: [{ ...bad.lines[0]!, itemDiscount: 2 }] }])
      .catch((e) => e);
    expect(err).toMatchObject({ status: null, code: 'validation' });
    expect(err.fields).toContainEqual({
      field: '[0].lines[0].itemDiscount',
      message: 'itemDiscount must be negative.',
    });
    expect(ctx.counter.calls.length).toBe(sent);
  });

  it('an unknown store passes the shape but the service refuses it with 422', async () => {
    const bad = { ...sale('STOCKTAKE_SITE1_RC1_104', 1), store: { id: '00000000-0000-4000-8000-000000000009' } };
    const err = await ctx.client.postTransactions([bad]).catch((e) => e);
    expect(err).toMatchObject({ status: 422, code: 'validation' });
    expect(err.fields.some((f: { field: string }) => f.field.includes('store'))).toBe(true);
  });
});
