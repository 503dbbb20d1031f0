// Process: test (node). Third party codes through the real client: define, list, read, update, delete, the
// per-store view, and the field errors of a bad definition.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();
let storeId: string;
beforeAll(async () => {
  storeId = (await ctx.client.listStores())[0]!.id;
});

describe('third party codes', () => {
  it('defines codes, lists and reads them, updates and deletes them', async () => {
    const created = await ctx.client.createThirdPartyCodes([
      { name: 'StockTest_Publish', options: ['true', 'false'], defaultValue: 'false' },
      { name: 'StockTest_TaxGroup', options: ['A', 'B', 'C'] },
    ]);
    expect(created.map((c) => c.name)).toEqual(['StockTest_Publish', 'StockTest_TaxGroup']);
    const publish = created[0]!;
    expect(await ctx.client.getThirdPartyCode(publish.id)).toEqual(publish);
    const names = (await ctx.client.listThirdPartyCodes()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['StockTest_Publish', 'StockTest_TaxGroup']));
    const page = await ctx.client.listThirdPartyCodesPage({ filter: 'name=StockTest_Publish' });
    expect(page.items.map((c) => c.id)).toEqual([publish.id]);

    const [updated] = await ctx.client.updateThirdPartyCodes([
      { id: publish.id, name: 'StockTest_Publish', options: ['true', 'false'], defaultValue: 'true' },
    ]);
    expect(updated).toMatchObject({ id: publish.id, defaultValue: 'true' });

    const storeCodes = await ctx.client.listStoreThirdPartyCodesPage(storeId);
    expect(storeCodes.items.map((c) => c.id)).toContain(publish.id);
    expect(storeCodes.pagination).not.toBeNull();

    await ctx.client.deleteThirdPartyCode(publish.id);
    await expect(ctx.client.getThirdPartyCode(publish.id)).rejects.toMatchObject({ code: 'not_found' });
    await ctx.client.deleteThirdPartyCodes([created[1]!.id]);
    await expect(ctx.client.getThirdPartyCode(created[1]!.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('a name without the integration prefix is a 422 naming the field', async () => {
    const err = await ctx.client.createThirdPartyCodes([{ name: 'NoPrefix', options: ['a', 'b'] }]).catch((e) => e);
    expect(err).toMatchObject({ status: 422, code: 'validation' });
    expect(err.fields[0].field).toMatch(/name/);
  });
});
