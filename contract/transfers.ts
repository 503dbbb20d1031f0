// Process: main (domain) and renderer (types). Transfers between stores: the draft packed and sent by the sending
// store, and the receipt verified by the receiving one (lines, tags, boxes). domain/transfers produces these types
// directly; the CLI prints them as JSON.

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
