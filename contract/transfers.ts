// Process: shared by main and renderer (types only outside main). Transfers between stores: the draft packed and
// sent by the sending store, and the receipt verified by the receiving one (lines, tags, boxes), with the requests
// and pushes of the transfer screens. domain/transfers produces these types directly; the CLI prints them as JSON.
import { z } from 'zod';
import type { ReaderFeedback } from './reader';
import { Guid, NoArgs, request, ScanTexts } from './request';

export type TransferDraftState = 'open' | 'sending' | 'sent';

export interface TransferLineView {
  itemId: string;
  sku: string | null;
  description: string | null;
  box: number;
  quantity: number;
  /** Of the quantity, the units carried by RFID tags (each tag once). */
  tags: number;
}

export interface TransferBoxView {
  number: number;
  units: number;
  tags: number;
}

export interface TransferDraftView {
  /** The transfer's id on the service, chosen when the draft was made. */
  id: string;
  docNumber: string;
  fromStoreId: string;
  toStoreId: string;
  needBy: string;
  notes: string;
  state: TransferDraftState;
  /** The box scans go into now. */
  box: number;
  lines: TransferLineView[];
  boxes: TransferBoxView[];
  units: number;
  sentAt: string | null;
}

export type TransferScanKind = 'added' | 'repeatTag' | 'needsPackSize' | 'unknown' | 'error';

export interface TransferScanOutcome {
  text: string;
  kind: TransferScanKind;
  itemId: string | null;
  sku: string | null;
  quantity: number;
  /** The box it went into (sending), null when receiving or when nothing was added. */
  box: number | null;
  message: string;
}

/** A line the service refused, in its own words. */
export interface TransferLineRefusal {
  itemId: string | null;
  sku: string | null;
  field: string;
  message: string;
}

export type TransferSendResult =
  | { status: 'sent'; transferId: string; docNumber: string; adopted: boolean; draft: TransferDraftView }
  | { status: 'refused'; message: string; lines: TransferLineRefusal[]; draft: TransferDraftView }
  | { status: 'unknown'; message: string; draft: TransferDraftView };

export interface TransferDifferenceLine {
  itemId: string;
  sku: string | null;
  description: string | null;
  expected: number;
  received: number;
  /** received - expected: negative is short, positive is over. */
  difference: number;
}

export type TransferTagStatus = 'sentReceived' | 'sentMissing' | 'receivedNotSent';

export interface TransferTagRow {
  epc: string;
  itemId: string | null;
  sku: string | null;
  /** The box it was packed in (null for a tag that was not sent). */
  box: number | null;
  status: TransferTagStatus;
}

export type TransferBoxState = 'whole' | 'partial' | 'missing' | 'noTags';

export interface TransferBoxRow {
  number: number;
  tags: number;
  received: number;
  state: TransferBoxState;
}

export interface TransferReport {
  transferId: string;
  docNumber: string | null;
  fromStoreId: string;
  toStoreId: string;
  state: 'open' | 'finished';
  finishedAt: string | null;
  /** False when the transfer came without its EPCs (a service that does not keep our boxes field): lines only. */
  tagsKnown: boolean;
  lines: TransferDifferenceLine[];
  tags: TransferTagRow[];
  boxes: TransferBoxRow[];
  totals: {
    expected: number;
    received: number;
    sentReceived: number;
    sentMissing: number;
    receivedNotSent: number;
  };
}

/** A transfer to or from a store as the service lists it, with what this PC has done with it. */
export interface TransferListRow {
  id: string;
  docNumber: string | null;
  fromStoreId: string;
  toStoreId: string;
  needBy: string;
  status: string;
  lines: number;
  units: number;
  boxes: number;
  /** Sending: sent from this PC; receiving: being received or received here; none: nothing on this PC. */
  here: 'sent' | 'receiving' | 'received' | 'none';
}

// ---- Requests and events -------------------------------------------------------------------------------------

/** What a batch of scans did to a draft: an outcome per scan and the draft after it. */
export interface TransferPackResult {
  outcomes: TransferScanOutcome[];
  draft: TransferDraftView;
}

/** What a batch of scans did to a transfer being received: an outcome per scan and the report after it. */
export interface TransferReceiveResult {
  outcomes: TransferScanOutcome[];
  report: TransferReport;
}

/** The most boxes a transfer may have (domain/transfers refuses a box number above it too). */
export const TRANSFER_BOX_MAX = 1000;

const DraftId = z.object({ draftId: z.uuid() }).strict();
const TransferId = z.object({ transferId: Guid }).strict();

export const TransferDraftCreateArgs = z
  .object({
    toStoreId: Guid,
    /** ISO 8601 with T and an offset; main refuses another form in its words. Default: two days from now. */
    needBy: z.string().max(40).optional(),
    notes: z.string().max(2000).optional(),
    docNumber: z.string().max(100).optional(),
  })
  .strict();
export type TransferDraftCreateArgs = z.infer<typeof TransferDraftCreateArgs>;

export const transfersRequests = {
  /** The working store's transfers on the service: outgoing, or with `incoming` those sent to it. */
  'transfers.list': request<TransferListRow[]>()(z.object({ incoming: z.boolean() }).strict()),
  'transfers.drafts.list': request<TransferDraftView[]>()(NoArgs),
  'transfers.drafts.create': request<TransferDraftView>()(TransferDraftCreateArgs),
  'transfers.drafts.get': request<TransferDraftView>()(DraftId),
  /** Typed or wedge-scanned text (EPC hex, barcodes, SKUs) into the draft's current box, one entry per scan. */
  'transfers.drafts.scan': request<TransferPackResult>()(z.object({ draftId: z.uuid(), texts: ScanTexts }).strict()),
  /** Scans go into `box` from now on; without it, the next box (one more than the highest packed). */
  'transfers.drafts.nextBox': request<TransferDraftView>()(
    z.object({ draftId: z.uuid(), box: z.number().int().min(1).max(TRANSFER_BOX_MAX).optional() }).strict(),
  ),
  'transfers.drafts.discard': request<{ discarded: true }>()(DraftId),
  /** POST /transfers/{id}, never twice: after a lost answer, sending again reads the transfer back by its id first. */
  'transfers.drafts.send': request<TransferSendResult>()(DraftId),
  /** The packing list as CSV (a row per tag and per box's untagged units). */
  'transfers.drafts.packingList': request<{ csv: string }>()(DraftId),
  /** Reader reads and wedge scans now go into this draft's current box. */
  'transfers.drafts.activate': request<TransferDraftView>()(DraftId),
  'transfers.drafts.deactivate': request<{ active: null }>()(z.object({ draftId: z.uuid().optional() }).strict()),
  /** Reads an incoming transfer once and keeps it on this PC (one opened before answers its report so far). */
  'transfers.receipts.open': request<TransferReport>()(TransferId),
  'transfers.receipts.get': request<TransferReport>()(TransferId),
  'transfers.receipts.scan': request<TransferReceiveResult>()(
    z.object({ transferId: Guid, texts: ScanTexts }).strict(),
  ),
  /** Keeps the report and records the received tags as moved into this store; scans are refused after. */
  'transfers.receipts.finish': request<TransferReport>()(TransferId),
  /** The differences as CSV. */
  'transfers.receipts.csv': request<{ csv: string }>()(TransferId),
  /** Reader reads and wedge scans now go to this transfer being received. */
  'transfers.receipts.activate': request<TransferReport>()(TransferId),
  'transfers.receipts.deactivate': request<{ active: null }>()(z.object({ transferId: Guid.optional() }).strict()),
} as const;

/** Pushed after reader scans (they come through no request) into the active draft or transfer being received. */
export interface TransfersEventMap {
  'transfers.draftChanged': { draftId: string } & TransferPackResult & ReaderFeedback;
  'transfers.receiptChanged': { transferId: string } & TransferReceiveResult & ReaderFeedback;
}
