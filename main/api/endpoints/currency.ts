// Process: main (domain, Electron-free). Currencies and exchange rates (spec 4.6; shapes not shown).
import type { Http } from '../http';
import { AnyBody, type JsonObject, JsonObjectList, JsonObject as JsonObjectShape } from './loose';

const seg = encodeURIComponent;

export function currencyEndpoints(http: Http) {
  return {
    listCurrencies: async (): Promise<JsonObject[]> =>
      (await http.request({ method: 'GET', path: '/currency', schema: JsonObjectList })).data,
    getCurrency: async (currencyId: string): Promise<JsonObject> =>
      (await http.request({ method: 'GET', path: `/currency/${seg(currencyId)}`, schema: JsonObjectShape })).data,
    getEffectiveExchangeRate: async (currencyCode: string): Promise<unknown> =>
      (
        await http.request({
          method: 'GET',
          path: `/currency/effectiveExchangeRate/${seg(currencyCode)}`,
          schema: AnyBody,
        })
      ).data,
    createCurrency: async (currency: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: '/currency', body: currency, schema: AnyBody })).data,
    updateCurrency: async (currency: unknown): Promise<unknown> =>
      (await http.request({ method: 'PUT', path: '/currency', body: currency, schema: AnyBody })).data,
    deleteCurrencies: async (body: unknown): Promise<void> => {
      await http.request({ method: 'DELETE', path: '/currency', body, schema: AnyBody });
    },
    deleteCurrency: async (currencyId: string): Promise<void> => {
      await http.request({ method: 'DELETE', path: `/currency/${seg(currencyId)}`, schema: AnyBody });
    },
  };
}
