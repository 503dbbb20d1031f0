// Process: shared by main and renderer (types only outside main). Receiving over IPC: the store's receipts (list and
// read-only detail), receiving drafts kept in the local journal (vendor, document number, purchase order lines,
// scanned lines), validation problems by field and line, and the submit result. domain/receiving produces these
// shapes directly (they are defined only here), so this file imports nothing Node-only.
import { z } from 'zod';
import type { ReaderFeedback } from './reader';
import { CaseGtin14, Guid, NoArgs, PackSizeUnits, request, ScanTexts } from './request';

/** A vendor the working store may receive from. */
export interface VendorOption {
  id: string;
  code: string;
  name: string;
}

/** A vendor as a receipt names it: code and name are null when neither the service nor the cache says them. */
export interface VendorRef {
  id: string;
  code: string | null;
  name: string | null;
}

// ---- Receipts from the service -------------------------------------------------------------------------------

export interface ReceiptListRow {
  id: string;
  docNumber: string;
  vendor: VendorRef;
  reference: string | null;
  committed: boolean;
  created: string;
  lastUpdated: string;
  lineCount: number;
  totalQuantity: number;
}

/**
 * One page of the working store's receipts, newest first. The service cannot filter receipts by store, so pages
 * are filled from its pages: `nextCursor` (opaque) asks for the next one; null on the last.
 */
export interface ReceiptListPage {
  storeId: string;
  rows: ReceiptListRow[];
  nextCursor: string | null;
}

export interface ReceiptPoLineRef {
  poLineId: string;
  purchaseOrderId: string;
  purchaseOrderDocNumber: string;
  ordered: number;
}

export interface ReceiptDetailLine {
  id: string;
  itemId: string;
  /** From the catalog cache; null when the item is not cached. */
  sku: string | null;
  description: string | null;
  quantity: number;
  backLinkLineID: string | null;
  /** The purchase order line it is linked to, when the order could be read. */
  poLine: ReceiptPoLineRef | null;
}

export interface ReceiptDetail {
  id: string;
  docNumber: string;
  reference: string | null;
  description: string | null;
  notes: string | null;
  vendor: VendorRef;
  store: { id: string; code: string | null; description: string | null };
  committed: boolean;
  committedByUser: string | null;
  createdByUser: string | null;
  created: string;
  lastUpdated: string;
  lines: ReceiptDetailLine[];
  /** The purchase orders its lines are linked to. */
  purchaseOrders: { id: string; docNumber: string }[];
  /** Plain words for the screen: uncommitted receipts are committed in the back-office application. */
  statusNote: string;
}

// ---- Purchase orders -----------------------------------------------------------------------------------------

export interface PurchaseOrderOption {
  id: string;
  docNumber: string;
  status: string;
  created: string;
  lineCount: number;
  orderedTotal: number;
}

// ---- Drafts --------------------------------------------------------------------------------------------------

export type DraftState = 'open' | 'submitting' | 'submitted';

/** One order line as the draft shows it: ordered, received by earlier receipts, and received now. */
export interface DraftPoLine {
  poLineId: string;
  itemId: string;
  sku: string | null;
  description: string | null;
  ordered: number;
  alreadyReceived: number;
  receivedNow: number;
  /** ordered - alreadyReceived - receivedNow, never below 0. */
  outstanding: number;
  /** More received (earlier + now) than ordered. */
  over: boolean;
  /** The draft line feeding it (one per item), if any. */
  draftLineId: string | null;
}

export interface DraftLine {
  id: string;
  itemId: string;
  sku: string | null;
  description: string | null;
  quantity: number;
  /** RFID tags counted into this line (each tag once per receipt). */
  tags: number;
  /** On the chosen purchase order; true when there is no order. */
  onOrder: boolean;
  /** Part of an over-receipt of its order line(s). */
  over: boolean;
  /** In the catalog cache at all. */
  known: boolean;
  availableAtStore: boolean;
}

export interface DraftPurchaseOrder {
  id: string;
  docNumber: string;
  status: string;
  /** When the order and what earlier receipts took of it were read from the service. */
  fetchedAt: string;
}

export interface DraftView {
  id: string;
  storeId: string;
  vendor: VendorRef | null;
  docNumber: string;
  reference: string;
  notes: string;
  purchaseOrder: DraftPurchaseOrder | null;
  /** The order's lines (empty without an order). */
  poLines: DraftPoLine[];
  /** Every line, in scan order. */
  lines: DraftLine[];
  /** Lines whose item is not on the order (empty without an order): kept unless removed. */
  extraLines: DraftLine[];
  totals: { lines: number; units: number; tags: number; overReceipts: number };
  state: DraftState;
  receiptId: string | null;
  submittedAt: string | null;
  /** A sentence for the screen: after submit, that the receipt is uncommitted; while submitting, what to do. */
  notice: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DraftSummary {
  id: string;
  docNumber: string;
  vendor: VendorRef | null;
  purchaseOrderDocNumber: string | null;
  lines: number;
  units: number;
  state: DraftState;
  receiptId: string | null;
  updatedAt: string;
}

// ---- Scans ---------------------------------------------------------------------------------------------------

/**
 * added: counted; repeatTag: this tag is already in the receipt (counted once); needsPackSize: a case GTIN-14 whose
 * pack size is not set yet (nothing was added: main receives its scans once the size is set); unknown: no item;
 * error: no valid code.
 */
export type ScanOutcomeKind = 'added' | 'repeatTag' | 'needsPackSize' | 'unknown' | 'error';

export interface ScanOutcome {
  text: string;
  kind: ScanOutcomeKind;
  itemId: string | null;
  sku: string | null;
  description: string | null;
  /** Units added (a case GTIN-14 adds its pack size); 0 unless added. */
  quantity: number;
  /** The GTIN-14 scanned or read from the tag, when there is one (the case GTIN for needsPackSize). */
  gtin14: string | null;
  /** False when the item is not on the chosen order; null without an order or without an item. */
  onOrder: boolean | null;
  /** The scan pushed its order line over what was ordered. */
  over: boolean;
  message: string;
  /** Scans of a case received once its pack size was set, as one outcome: how many cases of how many units. */
  cases?: { count: number; units: number };
}

/** A case GTIN-14 whose scans in a draft added nothing yet: main receives each of them once its size is set. */
export interface PackSizeWait {
  gtin14: string;
  /** The code as scanned, received again once the size is known. */
  text: string;
  /** How many scans of it added nothing so far. */
  scans: number;
  /** The item the case holds, so the question names it (null when the cache does not know it). */
  sku: string | null;
  description: string | null;
}

export interface ScanBatchResult {
  outcomes: ScanOutcome[];
  draft: DraftView;
  /** The oldest case of this draft still waiting for its pack size, if any. */
  packSizeNeeded: PackSizeWait | null;
}

/**
 * A pack size set; with a draft, `received` is what its waiting scans of that case added once it was set: one
 * outcome for the case (the units received in all, and the item), not one per scan.
 */
export interface PackSizeSetResult {
  gtin14: string;
  units: number;
  received: ScanBatchResult | null;
}

// ---- Validation and submit -----------------------------------------------------------------------------------

export type ProblemField = 'vendor' | 'docNumber' | 'reference' | 'notes' | 'store' | 'lines' | 'line' | 'general';

export interface ValidationProblem {
  field: ProblemField;
  /** The draft line concerned when field is 'line'. */
  lineId: string | null;
  /** Errors block the submit; warnings (an over-receipt) do not. */
  severity: 'error' | 'warning';
  /** Whether it blocks the submit, as main decides (domain/receiving/validation.ts). */
  blocks: boolean;
  /** Who found it: the app's checks, or the service's 422 answer. */
  source: 'app' | 'service';
  message: string;
}

export interface ValidationReport {
  ok: boolean;
  problems: ValidationProblem[];
}

export type SubmitResult =
  /** Created (or, after a lost answer, found and adopted): the receipt is uncommitted (see draft.notice). */
  | { status: 'submitted'; receiptId: string; docNumber: string; adopted: boolean; draft: DraftView; message: string }
  /** Nothing was created: fix these (all problems at once, by field and line). */
  | { status: 'invalid'; problems: ValidationProblem[]; draft: DraftView }
  /** The answer was lost: the receipt may exist. Submitting again looks it up first and never makes a second one. */
  | { status: 'unknown'; message: string; draft: DraftView }
  /** The service refused or could not be reached before sending; nothing was created. */
  | { status: 'failed'; message: string; draft: DraftView };

// ---- Requests and events -------------------------------------------------------------------------------------

const DraftId = z.object({ draftId: z.uuid() }).strict();
const Text = (max: number) => z.string().max(max);
const Quantity = z.number().finite().min(-1e9).max(1e9);

export const ReceiptListArgs = z
  .object({
    cursor: z.string().max(200).nullable().optional(),
    pageSize: z.number().int().min(1).max(200).optional(),
    docNumber: Text(100).optional(),
    vendorId: Guid.optional(),
    committed: z.boolean().optional(),
    /** lastUpdated on or after / before this day (yyyy-mm-dd). */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  })
  .strict();
export type ReceiptListArgs = z.infer<typeof ReceiptListArgs>;

export const DraftCreateArgs = z
  .object({
    vendorId: Guid.nullable().optional(),
    docNumber: Text(100).optional(),
    reference: Text(200).optional(),
    notes: Text(2000).optional(),
    purchaseOrderId: Guid.nullable().optional(),
  })
  .strict();
export type DraftCreateArgs = z.infer<typeof DraftCreateArgs>;

export const DraftUpdateArgs = z
  .object({
    draftId: z.uuid(),
    vendorId: Guid.nullable().optional(),
    docNumber: Text(100).optional(),
    reference: Text(200).optional(),
    notes: Text(2000).optional(),
  })
  .strict();
export type DraftUpdateArgs = z.infer<typeof DraftUpdateArgs>;

export const receivingRequests = {
  'receiving.receipts.list': request<ReceiptListPage>()(ReceiptListArgs),
  'receiving.receipts.get': request<ReceiptDetail>()(z.object({ receiptId: Guid }).strict()),
  'receiving.vendors': request<VendorOption[]>()(NoArgs),
  'receiving.purchaseOrders': request<PurchaseOrderOption[]>()(z.object({ vendorId: Guid }).strict()),
  'receiving.drafts.list': request<DraftSummary[]>()(NoArgs),
  'receiving.drafts.suggestDocNumber': request<{ docNumber: string }>()(NoArgs),
  'receiving.drafts.create': request<DraftView>()(DraftCreateArgs),
  'receiving.drafts.get': request<DraftView>()(DraftId),
  'receiving.drafts.update': request<DraftView>()(DraftUpdateArgs),
  /** Attach (or with null, detach) a purchase order; re-reads it and what earlier receipts took of it. */
  'receiving.drafts.setPurchaseOrder': request<DraftView>()(
    z.object({ draftId: z.uuid(), purchaseOrderId: Guid.nullable() }).strict(),
  ),
  /** Typed or wedge-scanned text (EPC hex, barcodes, SKUs), one entry per scan. */
  'receiving.drafts.scan': request<ScanBatchResult>()(z.object({ draftId: z.uuid(), texts: ScanTexts }).strict()),
  /** An item picked from a search: adds `quantity` (default 1) units. */
  'receiving.drafts.addItem': request<DraftView>()(
    z.object({ draftId: z.uuid(), itemId: Guid, quantity: Quantity.optional() }).strict(),
  ),
  'receiving.drafts.setQuantity': request<DraftView>()(
    z.object({ draftId: z.uuid(), lineId: z.uuid(), quantity: Quantity }).strict(),
  ),
  'receiving.drafts.removeLine': request<DraftView>()(z.object({ draftId: z.uuid(), lineId: z.uuid() }).strict()),
  /** Removes every line whose item is not on the order. */
  'receiving.drafts.removeExtraLines': request<DraftView>()(DraftId),
  /**
   * Units per case GTIN-14 (indicator 1-8), set once and shared with counting; with a draft, the scans of that case
   * that waited there are received.
   */
  'receiving.packSizes.set': request<PackSizeSetResult>()(
    z.object({ gtin14: CaseGtin14, units: PackSizeUnits, draftId: z.uuid().optional() }).strict(),
  ),
  'receiving.drafts.discard': request<{ discarded: true }>()(DraftId),
  'receiving.drafts.validate': request<ValidationReport>()(DraftId),
  'receiving.drafts.submit': request<SubmitResult>()(DraftId),
} as const;

/** Pushed after scans that did not come through a request (the reader feeding the open draft). */
export interface ReceivingEventMap {
  'receiving.draftChanged': { draftId: string } & ScanBatchResult & ReaderFeedback;
}
