// Process: main (domain, Electron-free). POST /transactions (spec 2.4, 2.5). Resubmitting the same thirdPartyId
// overwrites the whole transaction, so a retry would be harmless in principle; we still leave retrying POSTs
// to the caller, who knows whether the batch is still current.
import type { z } from 'zod';
import type { Http } from '../http';
import { type Transaction, TransactionBatch, TransactionsResult } from '../wire';
import { verbs } from './verbs';

export function transactionEndpoints(http: Http) {
  const { post } = verbs(http);
  return {
    postTransactions: (transactions: z.input<typeof Transaction>[]): Promise<TransactionsResult> =>
      post('/transactions', transactions, TransactionsResult, { bodySchema: TransactionBatch }),
  };
}
