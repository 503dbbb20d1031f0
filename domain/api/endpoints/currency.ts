// Process: main (domain, Electron-free). Currencies and exchange rates (spec 4.6; shapes in wire/purchasing.ts).
import { z } from 'zod';
import type { Http } from '../http';
import type { EffectiveExchangeRate as Rate } from '../types';
import { Currency, type CurrencyCreate, type CurrencyUpdate, EffectiveExchangeRate } from '../wire';
import { AnyBody } from './loose';

const seg = encodeURIComponent;
const CurrencyList = z.array(Currency);

export function currencyEndpoints(http: Http) {
  return {
    listCurrencies: async (): Promise<Currency[]> =>
      (await http.request({ method: 'GET', path: '/currency', schema: CurrencyList })).data,
    getCurrency: async (currencyId: string): Promise<Currency> =>
      (await http.request({ method: 'GET', path: `/currency/${seg(currencyId)}`, schema: Currency })).data,
    getEffectiveExchangeRate: async (currencyCode: string): Promise<Rate> =>
      (
        await http.request({
          method: 'GET',
          path: `/currency/effectiveExchangeRate/${seg(currencyCode)}`,
          schema: EffectiveExchangeRate,
        })
      ).data,
    createCurrency: async (currency: z.input<typeof CurrencyCreate>): Promise<Currency> =>
      (await http.request({ method: 'POST', path: '/currency', body: currency, schema: Currency })).data,
    updateCurrency: async (currency: z.input<typeof CurrencyUpdate>): Promise<Currency> =>
      (await http.request({ method: 'PUT', path: '/currency', body: currency, schema: Currency })).data,
    deleteCurrencies: async (currencyIds: string[]): Promise<void> => {
      await http.request({ method: 'DELETE', path: '/currency', body: currencyIds, schema: AnyBody });
    },
    deleteCurrency: async (currencyId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `/currency/${seg(currencyId)}`, schema: AnyBody });
    },
  };
}
