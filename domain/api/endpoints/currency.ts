// Process: main (domain, Electron-free). Currencies and exchange rates (spec 4.6; shapes in wire/purchasing.ts).
import { z } from 'zod';
import type { Http } from '../http';
import type { EffectiveExchangeRate as Rate } from '../types';
import { Currency, type CurrencyCreate, type CurrencyUpdate, EffectiveExchangeRate } from '../wire';
import { seg, verbs } from './verbs';

const CurrencyList = z.array(Currency);

export function currencyEndpoints(http: Http) {
  const { get, post, put, del } = verbs(http);
  return {
    listCurrencies: (): Promise<Currency[]> => get('/currency', CurrencyList),
    getCurrency: (currencyId: string): Promise<Currency> => get(`/currency/${seg(currencyId)}`, Currency),
    getEffectiveExchangeRate: (currencyCode: string): Promise<Rate> =>
      get(`/currency/effectiveExchangeRate/${seg(currencyCode)}`, EffectiveExchangeRate),
    createCurrency: (currency: z.input<typeof CurrencyCreate>): Promise<Currency> =>
      post('/currency', currency, Currency),
    updateCurrency: (currency: z.input<typeof CurrencyUpdate>): Promise<Currency> =>
      put('/currency', currency, Currency),
    deleteCurrencies: (currencyIds: string[]): Promise<void> => del('/currency', currencyIds),
    deleteCurrency: (currencyId: string): Promise<void> => del(`/currency/${seg(currencyId)}`),
  };
}
