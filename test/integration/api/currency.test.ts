// Process: test (node). Currencies through the real client: list, read, effective rate, create, update, delete.
import { describe, expect, it } from 'vitest';
import { signedInClientPerFile } from '../../helpers/api-client';

const ctx = signedInClientPerFile();

describe('currency', () => {
  it('lists currencies, reads one and its effective rate', async () => {
    const all = await ctx.client.listCurrencies();
    const eur = all.find((c) => c.code === 'EUR');
    expect(eur).toBeDefined();
    expect(await ctx.client.getCurrency(eur!.id)).toEqual(eur);
    const rate = await ctx.client.getEffectiveExchangeRate('EUR');
    expect(rate).toMatchObject({ code: 'EUR', exchangeRate: eur!.exchangeRate });
  });

  it('creates, updates and deletes a currency', async () => {
    const created = await ctx.client.createCurrency({ code: 'CHF', description: 'Swiss Franc', exchangeRate: 0.88 });
    expect(created).toMatchObject({ code: 'CHF', exchangeRate: 0.88 });
    const updated = await ctx.client.updateCurrency({ id: created.id, exchangeRate: 0.9 });
    expect(updated).toMatchObject({ id: created.id, exchangeRate: 0.9 });
    await ctx.client.deleteCurrency(created.id);
    await expect(ctx.client.getCurrency(created.id)).rejects.toMatchObject({ code: 'not_found' });
    const other = await ctx.client.createCurrency({ code: 'JPY', description: 'Yen', exchangeRate: 150 });
    await ctx.client.deleteCurrencies([other.id]);
    await expect(ctx.client.getCurrency(other.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('a malformed currency code is a 422', async () => {
    await expect(ctx.client.createCurrency({ code: 'euro', description: 'x', exchangeRate: 1 })).rejects.toMatchObject({
      status: 422,
      code: 'validation',
    });
  });
});
