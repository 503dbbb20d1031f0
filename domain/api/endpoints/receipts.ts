// Process: main (domain, Electron-free). Receipts: uncommitted receiving documents (notes A). Committing
// happens in the vendor's desktop application, not here.
import { z } from 'zod';
import type { Http } from '../http';
import { getPage, iteratePages, type ListParams, listQuery, type Page } from '../pagination';
import { Receipt, ReceiptCreate } from '../wire';

const ReceiptList = z.array(Receipt);
const seg = encodeURIComponent;

export function receiptEndpoints(http: Http) {
  return {
    /** Never retried automatically: a repeated POST would create a second receipt. */
    createReceipt: async (receipt: ReceiptCreate): Promise<Receipt> =>
      (
        await http.request({
          method: 'POST',
          path: '/receipts',
          body: receipt,
          bodySchema: ReceiptCreate,
          schema: Receipt,
        })
      ).data,
    getReceipt: async (receiptId: string): Promise<Receipt> =>
      (await http.request({ method: 'GET', path: `/receipts/${seg(receiptId)}`, schema: Receipt })).data,
    /** Filters on docNumber, committed, lastUpdated, vendor; expand Items, Stores, Users, Vendors. */
    listReceipts: (q: ListParams = {}): Promise<Page<Receipt>> => getPage(http, '/receipts', listQuery(q), ReceiptList),
    iterateReceipts: (q: ListParams = {}): AsyncGenerator<Page<Receipt>> =>
      iteratePages(http, '/receipts', listQuery(q), ReceiptList),
  };
}
