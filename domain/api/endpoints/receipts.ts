// Process: main (domain, Electron-free). Receipts: uncommitted receiving documents (notes A). Committing
// happens in the vendor's desktop application, not here.
import { z } from 'zod';
import type { Http } from '../http';
import { getPage, iteratePages, type ListParams, listQuery, type Page } from '../pagination';
import { Receipt, ReceiptCreate } from '../wire';
import { seg, verbs } from './verbs';

const ReceiptList = z.array(Receipt);

export function receiptEndpoints(http: Http) {
  const { get, post } = verbs(http);
  return {
    /** Never retried automatically: a repeated POST would create a second receipt. */
    createReceipt: (receipt: ReceiptCreate): Promise<Receipt> =>
      post('/receipts', receipt, Receipt, { bodySchema: ReceiptCreate }),
    getReceipt: (receiptId: string): Promise<Receipt> => get(`/receipts/${seg(receiptId)}`, Receipt),
    /** Filters on docNumber, committed, lastUpdated, vendor; expand Items, Stores, Users, Vendors. */
    listReceipts: (q: ListParams = {}): Promise<Page<Receipt>> => getPage(http, '/receipts', listQuery(q), ReceiptList),
    iterateReceipts: (q: ListParams = {}): AsyncGenerator<Page<Receipt>> =>
      iteratePages(http, '/receipts', listQuery(q), ReceiptList),
  };
}
