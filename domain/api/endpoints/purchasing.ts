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
import { seg, verbs } from './verbs';

const staged = (id: string) => `/invoices/staged/${seg(id)}`;
const TransferList = z.array(Transfer);
const PurchaseOrderList = z.array(PurchaseOrder);

export function purchasingEndpoints(http: Http) {
  const { get, post, put, patch } = verbs(http);
  return {
    /** Stages a scanned invoice document; answers with the staged invoice. */
    submitInvoiceOcr: (document: z.input<typeof InvoiceOcrRequest>): Promise<StagedInvoice> =>
      post('/invoices/ocr', document, StagedInvoice),
    addStagedInvoiceLines: (
      stagedInvoiceId: string,
      lines: z.input<typeof CommercialDocumentLine>[],
    ): Promise<StagedInvoice> => post(`${staged(stagedInvoiceId)}/lines`, lines, StagedInvoice),
    getStagedInvoice: (stagedInvoiceId: string): Promise<StagedInvoice> => get(staged(stagedInvoiceId), StagedInvoice),
    /** The scanned document as it was uploaded (bytes, content type, file name). */
    getStagedInvoiceOriginalDocument: (stagedInvoiceId: string): Promise<Download> =>
      http.download({ path: `${staged(stagedInvoiceId)}/original-document` }),
    /** Returns the updated staged invoice (database version 377 or later). */
    replaceStagedInvoice: (
      stagedInvoiceId: string,
      invoice: z.input<typeof StagedInvoicePut>,
    ): Promise<StagedInvoice> => put(staged(stagedInvoiceId), invoice, StagedInvoice),
    patchStagedInvoice: (stagedInvoiceId: string, body: z.input<typeof StagedInvoicePatch>): Promise<StagedInvoice> =>
      patch(staged(stagedInvoiceId), body, StagedInvoice),
    listTransfersPage: (q: ListParams = {}): Promise<Page<Transfer>> =>
      getPage(http, '/transfers', listQuery(q), TransferList),
    iterateTransfers: (q: ListParams = {}): AsyncGenerator<Page<Transfer>> =>
      iteratePages(http, '/transfers', listQuery(q), TransferList),
    getTransfer: (transferId: string): Promise<Transfer> => get(`/transfers/${seg(transferId)}`, Transfer),
    /** Creates or replaces the transfer with this id (client-made GUID). */
    postTransfer: (transferId: string, transfer: z.input<typeof TransferWrite>): Promise<Transfer> =>
      post(`/transfers/${seg(transferId)}`, transfer, Transfer),
    /** Accepts expand Stores, Vendor. */
    listPurchaseOrdersPage: (q: ListParams = {}): Promise<Page<PurchaseOrder>> =>
      getPage(http, '/purchaseOrders', listQuery(q), PurchaseOrderList),
    iteratePurchaseOrders: (q: ListParams = {}): AsyncGenerator<Page<PurchaseOrder>> =>
      iteratePages(http, '/purchaseOrders', listQuery(q), PurchaseOrderList),
  };
}
