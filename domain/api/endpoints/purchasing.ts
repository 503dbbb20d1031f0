// Process: main (domain, Electron-free). Staged invoices, transfers and purchase orders (spec 4.6; shapes in
// wire/purchasing.ts).
import { z } from 'zod';
import type { Download, Http } from '../http';
import { getPage, iteratePages, type ListParams, listQuery, type Page } from '../pagination';
import {
  type CommercialDocumentLine,
  type InvoiceOcrRequest,
  PurchaseOrder,
  StagedInvoice,
  type StagedInvoicePatch,
  type StagedInvoicePut,
  Transfer,
  type TransferWrite,
} from '../wire';

const seg = encodeURIComponent;
const staged = (id: string) => `/invoices/staged/${seg(id)}`;
const TransferList = z.array(Transfer);
const PurchaseOrderList = z.array(PurchaseOrder);

export function purchasingEndpoints(http: Http) {
  return {
    /** Stages a scanned invoice document; answers with the staged invoice. */
    submitInvoiceOcr: async (document: z.input<typeof InvoiceOcrRequest>): Promise<StagedInvoice> =>
      (await http.request({ method: 'POST', path: '/invoices/ocr', body: document, schema: StagedInvoice })).data,
    addStagedInvoiceLines: async (
      stagedInvoiceId: string,
      lines: z.input<typeof CommercialDocumentLine>[],
    ): Promise<StagedInvoice> =>
      (
        await http.request({
          method: 'POST',
          path: `${staged(stagedInvoiceId)}/lines`,
          body: lines,
          schema: StagedInvoice,
        })
      ).data,
    getStagedInvoice: async (stagedInvoiceId: string): Promise<StagedInvoice> =>
      (await http.request({ method: 'GET', path: staged(stagedInvoiceId), schema: StagedInvoice })).data,
    /** The scanned document as it was uploaded (bytes, content type, file name). */
    getStagedInvoiceOriginalDocument: (stagedInvoiceId: string): Promise<Download> =>
      http.download({ path: `${staged(stagedInvoiceId)}/original-document` }),
    /** Returns the updated staged invoice (database version 377 or later). */
    replaceStagedInvoice: async (
      stagedInvoiceId: string,
      invoice: z.input<typeof StagedInvoicePut>,
    ): Promise<StagedInvoice> =>
      (await http.request({ method: 'PUT', path: staged(stagedInvoiceId), body: invoice, schema: StagedInvoice })).data,
    patchStagedInvoice: async (
      stagedInvoiceId: string,
      patch: z.input<typeof StagedInvoicePatch>,
    ): Promise<StagedInvoice> =>
      (
        await http.request({
          method: 'PATCH',
          path: staged(stagedInvoiceId),
          body: patch,
          schema: StagedInvoice,
          idempotent: false,
        })
      ).data,
    listTransfersPage: (q: ListParams = {}): Promise<Page<Transfer>> =>
      getPage(http, '/transfers', listQuery(q), TransferList),
    iterateTransfers: (q: ListParams = {}): AsyncGenerator<Page<Transfer>> =>
      iteratePages(http, '/transfers', listQuery(q), TransferList),
    getTransfer: async (transferId: string): Promise<Transfer> =>
      (await http.request({ method: 'GET', path: `/transfers/${seg(transferId)}`, schema: Transfer })).data,
    /** Creates or replaces the transfer with this id (client-made GUID). */
    postTransfer: async (transferId: string, transfer: z.input<typeof TransferWrite>): Promise<Transfer> =>
      (await http.request({ method: 'POST', path: `/transfers/${seg(transferId)}`, body: transfer, schema: Transfer }))
        .data,
    /** Accepts expand Stores, Vendor. */
    listPurchaseOrdersPage: (q: ListParams = {}): Promise<Page<PurchaseOrder>> =>
      getPage(http, '/purchaseOrders', listQuery(q), PurchaseOrderList),
    iteratePurchaseOrders: (q: ListParams = {}): AsyncGenerator<Page<PurchaseOrder>> =>
      iteratePages(http, '/purchaseOrders', listQuery(q), PurchaseOrderList),
  };
}
