// Process: main (domain, Electron-free). POST /transactions (spec 2.4, 2.5). Resubmitting the same thirdPartyId
// overwrites the whole transaction, so a retry would be harmless in principle; we still leave retrying POSTs
// to the caller, who knows whether the batch is still current.
import type { z } from 'zod';
import type { Http } from '../http';
import { type Transaction, TransactionBatch, TransactionsResult } from '../wire';

export function transactionEndpoints(http: Http) {
  return {
    postTransactions: async (transactions: z.input<typeof Transaction>[]): Promise<TransactionsResult> =>
      (
        await http.request({
          method: 'POST',
          path: '/transactions',
          body: transactions,
          bodySchema: TransactionBatch,
          schema: TransactionsResult,
        })
      ).data,
  };
}
