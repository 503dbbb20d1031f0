// Process: main (domain, Electron-free). The store's currency for money on the count screens, the sheet and the
// CSV: the service's base currency (GET /currency: the one at exchange rate 1, every rate being relative to it),
// else the user's `currency` setting, else none. The service has no currency field on a store, so a database with
// several currencies names its base only through the rates: none or several at rate 1 is no answer.
// The service is asked once per signed-in engine (a review is loaded often; the base currency does not change
// under a count); a failed request is not remembered, so the next review asks again.
import type { MoneyCurrency } from '../../contract/counts';
import type { ApiClient } from '../api/client';
import type { Currency } from '../api/wire';
import { createLogger } from '../shared/logger';
import { within } from '../shared/time';

const log = createLogger('counts.currency');

export const NO_CURRENCY: MoneyCurrency = { code: null, source: 'none' };

/** The base currency of a list from GET /currency: the only one at exchange rate 1, else null. */
export function baseCurrency(list: readonly Pick<Currency, 'code' | 'exchangeRate'>[]): string | null {
  const base = list.filter((c) => c.exchangeRate === 1);
  return base.length === 1 ? base[0]!.code.toUpperCase() : null;
}

export interface StoreCurrencyDeps {
  api: Pick<ApiClient, 'listCurrencies'>;
  /** The `currency` setting, read at each call (the user may set it while a count is open). */
  setting: () => string | null;
}

/** How long a caller waits for the service's answer; without `waitMs`, until it answers or fails. A lookup works
 * offline and must not wait on the network for a currency: past `waitMs` the setting answers (the service's answer
 * is still taken when it comes, for the next call). */
export interface CurrencyWait {
  waitMs?: number;
}
export type StoreCurrency = (wait?: CurrencyWait) => Promise<MoneyCurrency>;

/** A function answering the store's currency; the service's answer is cached after its first success. */
export function createStoreCurrency(deps: StoreCurrencyDeps): StoreCurrency {
  let fromService: Promise<string | null> | null = null;
  const ask = () => {
    const p = deps.api.listCurrencies().then(baseCurrency);
    p.catch((err: unknown) => {
      if (fromService === p) fromService = null;
      log.warn('currencies not read: using the setting', { error: String(err) });
    });
    return p;
  };
  return async (wait = {}) => {
    fromService ??= ask();
    const answer = fromService.catch(() => null);
    const code = await (wait.waitMs === undefined ? answer : within(answer, wait.waitMs));
    if (code) return { code, source: 'service' };
    const setting = deps.setting();
    return setting ? { code: setting, source: 'setting' } : NO_CURRENCY;
  };
}

/** A non-blind variance summary (or any view) with the currency added; a blind one stays as it is. */
export function withCurrency<T extends { blind: boolean }>(view: T, currency: MoneyCurrency): T {
  return view.blind ? view : { ...view, currency };
}
