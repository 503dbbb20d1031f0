// Process: main (domain) and service. Currency, purchase orders, transfers and staged invoices (spec 2.7, 4.6).
// Shapes beyond the spec are our contract, documented in docs/service/endpoints.md.
import { z } from 'zod';
import { Guid, IdRef, IsoTimestamp } from './common';

export const Currency = z.object({
  id: Guid,
  code: z.string(),
  description: z.string(),
  exchangeRate: z.number(),
  effective: z.string(),
});
export type Currency = z.infer<typeof Currency>;
export const CurrencyCreate = z.object({
  id: Guid.optional(),
  code: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code, three capital letters.'),
  description: z.string().min(1),
  exchangeRate: z.number().positive(),
});
export const CurrencyUpdate = CurrencyCreate.partial().extend({ id: Guid });
export const EffectiveExchangeRate = z.object({ code: z.string(), exchangeRate: z.number(), effective: z.string() });

export const PurchaseOrderLine = z.object({ id: Guid, item: IdRef, quantity: z.number(), unitCost: z.number() });
export const PurchaseOrder = z.object({
  id: Guid,
  docNumber: z.string(),
  status: z.string(),
  vendor: z.object({ id: Guid, code: z.string().optional(), name: z.string().optional() }),
  store: z.object({ id: Guid, code: z.string().optional(), description: z.string().optional() }),
  lines: z.array(PurchaseOrderLine),
  created: z.string(),
  lastUpdated: z.string(),
});
export type PurchaseOrder = z.infer<typeof PurchaseOrder>;

/** A commercial-document line: id (the item) and quantity are required since the 2026-02 release. */
export const CommercialDocumentLine = z.object({
  id: Guid,
  quantity: z.number().finite(),
  unitCost: z.number().finite().nullable().optional(),
  description: z.string().nullable().optional(),
});
export type CommercialDocumentLine = z.infer<typeof CommercialDocumentLine>;

export const TransferLine = CommercialDocumentLine;
/**
 * Our contract (docs/service/endpoints.md "Transfers: boxes"): the spec shows no field for tags on a transfer, so
 * the EPCs shipped travel with it, box by box, in this optional field; a service that does not know it ignores it
 * (unknown properties are ignored, notes B), and the receiving store then verifies by quantity only.
 */
export const TransferBox = z.object({
  number: z.number().int().positive(),
  /** As the reader gave them: hex (upper case), or a tag or pure identity URI for a tag typed as one. */
  epcs: z
    .array(z.string().regex(/^(?:[0-9A-F]{24,64}|urn:epc:(?:id|tag):[\w.:+%-]{1,200})$/, 'EPC hex or EPC URI.'))
    .max(10_000),
});
export type TransferBox = z.infer<typeof TransferBox>;
/** POST /transfers/{id}: due (or needBy), fromStore, toStore and lines are required. */
export const TransferWrite = z
  .object({
    docNumber: z.string().nullable().optional(),
    fromStore: IdRef,
    toStore: IdRef,
    needBy: IsoTimestamp.optional(),
    /** Deprecated: needBy replaces it; accepted as its alias. */
    due: IsoTimestamp.optional(),
    /** Deprecated. */
    vendor: IdRef.nullable().optional(),
    status: z.string().optional(),
    lines: z.array(TransferLine).min(1),
    boxes: z.array(TransferBox).max(1_000).optional(),
  })
  .refine((t) => Boolean(t.needBy || t.due), { message: 'due (or needBy) is required.', path: ['due'] });
export type TransferWrite = z.infer<typeof TransferWrite>;
export const Transfer = z.object({
  id: Guid,
  docNumber: z.string().nullable(),
  fromStore: IdRef,
  toStore: IdRef,
  needBy: z.string(),
  /** Deprecated alias of needBy: a tolerant reader accepts its absence (the demo seed omits it). */
  due: z.string().optional(),
  status: z.string(),
  lines: z.array(TransferLine),
  /** Our contract's boxes and EPCs (absent from a service that does not keep them). */
  boxes: z.array(TransferBox).optional(),
  lastUpdated: z.string(),
});
export type Transfer = z.infer<typeof Transfer>;

export const StagedInvoice = z.object({
  id: Guid,
  invoiceNumber: z.string().nullable(),
  invoiceDate: z.string().nullable(),
  vendor: IdRef.nullable(),
  store: IdRef.nullable(),
  status: z.string(),
  lines: z.array(CommercialDocumentLine),
  lastUpdated: z.string(),
});
export type StagedInvoice = z.infer<typeof StagedInvoice>;
/** PUT replaces the editable fields; PATCH changes only those given. */
export const StagedInvoicePut = z.object({
  invoiceNumber: z.string().nullable(),
  invoiceDate: IsoTimestamp.nullable(),
  vendor: IdRef.nullable(),
  store: IdRef.nullable(),
  status: z.string().optional(),
  lines: z.array(CommercialDocumentLine),
});
export const StagedInvoicePatch = StagedInvoicePut.partial();
export const StagedInvoiceLines = z.union([
  z.array(CommercialDocumentLine).min(1),
  CommercialDocumentLine.transform((l) => [l]),
]);
/** POST /invoices/ocr: a document (base64) to stage as an invoice. */
export const InvoiceOcrRequest = z.object({
  fileName: z.string().min(1),
  contentType: z.string().min(1),
  data: z.base64(),
});

export const Recipe = z.object({ id: Guid }).catchall(z.unknown());
export const RecipeType = z.object({ id: Guid, name: z.string() });
export const ProductionGroup = z.object({ id: Guid, name: z.string() });
