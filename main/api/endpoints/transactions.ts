// Process: main (domain, Electron-free). POST /transactions (spec 2.4, 4.5). Resubmitting the same thirdPartyId
// overwrites the whole transaction, so a retry would be safe in principle; we still leave retrying POSTs to the
// caller, who knows whether the batch is complete.
import type { Http } from '../http';
import { AnyBody } from './loose';

export function transactionEndpoints(http: Http) {
  return {
    postTransactions: async (transactions: unknown[]): Promise<unknown> =>
      (await http.request({ method: 'POST', path: '/transactions', body: transactions, schema: AnyBody })).data,
  };
}
