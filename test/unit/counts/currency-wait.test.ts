// Process: test (node). The store's currency for a caller that must not wait on the network (a lookup): past its
// wait the setting answers, and the service's answer, once it comes, is the one every later call gets.
import { describe, expect, it } from 'vitest';
import { createStoreCurrency } from '../../../domain/counts/currency';

describe("the store's currency, waited for briefly", () => {
  it('answers with the setting while the service is slow, then with the service once it answered', async () => {
    let answer: (list: { code: string; exchangeRate: number }[]) => void = () => {};
    const api = { listCurrencies: () => new Promise<never>((resolve) => (answer = resolve as never)) };
    const currency = createStoreCurrency({ api: api as never, setting: () => 'EUR' });
    expect(await currency({ waitMs: 10 })).toEqual({ code: 'EUR', source: 'setting' });
    answer([{ code: 'usd', exchangeRate: 1 }]);
    expect(await currency({ waitMs: 10 })).toEqual({ code: 'USD', source: 'service' });
    expect(await currency()).toEqual({ code: 'USD', source: 'service' });
  });
});
