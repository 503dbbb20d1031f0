// Process: main (domain, Electron-free). Invoices and staged invoices, transfers and purchase orders
// (spec 4.6; shapes not shown, so bodies pass through and answers are checked only for being JSON).
import type { Http } from '../http';
import { getPage, type ListParams, listQuery, type Page } from '../pagination';
import { AnyBody, type JsonObject, JsonObjectList, JsonObject as JsonObjectShape } from './loose';

const seg = encodeURIComponent;
const staged = (id: string) => `/invoices/staged/${seg(id)}`;

export function purchasingEndpoints(http: Http) {
  return {
    submitInvoiceOcr: async (document: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: '/invoices/ocr', body: document, schema: AnyBody })).data,
    addStagedInvoiceLines: async (stagedInvoiceId: string, lines: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: `${staged(stagedInvoiceId)}/lines`, body: lines, schema: AnyBody }))
        .data,
    getStagedInvoiceOriginalDocument: async (stagedInvoiceId: string): Promise<unknown> =>
      (await http.request({ method: 'GET', path: `${staged(stagedInvoiceId)}/original-document`, schema: AnyBody }))
        .data,
    /** Returns the updated staged invoice (database version 377 or later). */
    replaceStagedInvoice: async (stagedInvoiceId: string, invoice: unknown): Promise<unknown> =>
      (await http.request({ method: 'PUT', path: staged(stagedInvoiceId), body: invoice, schema: AnyBody })).data,
    patchStagedInvoice: async (stagedInvoiceId: string, patch: unknown): Promise<unknown> =>
      (
        await http.request({
          method: 'PATCH',
          path: staged(stagedInvoiceId),
          body: patch,
          schema: AnyBody,
          idempotent: false,
        })
      ).data,
    listTransfersPage: (q: ListParams = {}): Promise<Page<JsonObject>> =>
      getPage(http, '/transfers', listQuery(q), JsonObjectList),
    getTransfer: async (transferId: string): Promise<JsonObject> =>
      (await http.request({ method: 'GET', path: `/transfers/${seg(transferId)}`, schema: JsonObjectShape })).data,
    postTransfer: async (transferId: string, transfer: unknown): Promise<unknown> =>
      (await http.request({ method: 'POST', path: `/transfers/${seg(transferId)}`, body: transfer, schema: AnyBody }))
        .data,
    /** Accepts expand Stores, Vendor. */
    listPurchaseOrdersPage: (q: ListParams = {}): Promise<Page<JsonObject>> =>
      getPage(http, '/purchaseOrders', listQuery(q), JsonObjectList),
  };
}
