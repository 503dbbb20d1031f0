// Process: renderer. The transfers slice's shape (store/transfers-slice.ts): this store's drafts and incoming
// transfers, the draft being packed (its boxes, the feed of the last scans, the send's answer) and the incoming
// transfer being received (its report so far, the feed).

import type { AppError } from '../../../contract/result';
import type {
  TransferDraftView,
  TransferListRow,
  TransferReport,
  TransferScanOutcome,
  TransferSendResult,
} from '../../../contract/transfers';

export type TransfersScreen = 'list' | 'send' | 'receive';

/** A scan outcome in a feed, with its React key (increasing: row 0 is the newest). */
export type TransferFeedEntry = TransferScanOutcome & { key: number };

export interface TransfersSlice {
  transfersScreen: TransfersScreen;
  transfersBusy: boolean;
  transfersError: AppError | null;
  /** This PC's drafts for the working store (null until loaded). */
  transferDrafts: TransferDraftView[] | null;
  /** Transfers the service lists for this store as the destination (null until loaded). */
  incomingTransfers: TransferListRow[] | null;
  transferDraft: TransferDraftView | null;
  transferSendResult: TransferSendResult | null;
  /** The incoming transfer being received, as its report so far. */
  transferReport: TransferReport | null;
  transferFeed: TransferFeedEntry[];
  /** The last word on a pasted or imported list of codes (what was scanned, or where it stopped). */
  transfersNotice: string | null;

  /** Subscribes to the reader's pushes into the draft or transfer; returns the unsubscribe function. */
  watchTransfers(): () => void;
  showTransfers(): Promise<void>;
  newTransferDraft(toStoreId: string, needBy: string): Promise<boolean>;
  openTransferDraft(draftId: string): Promise<boolean>;
  discardTransferDraft(draftId: string): Promise<boolean>;
  packScan(text: string): Promise<void>;
  /** A pasted or imported list of codes, one a line, into the current box; `from` names it in the notice. */
  packScanList(text: string, from: string): Promise<void>;
  nextBox(): Promise<void>;
  sendTransfer(): Promise<void>;
  /** The packing list (CSV) of the open draft, or null (the error is kept). */
  packingListCsv(): Promise<string | null>;
  openIncomingTransfer(transferId: string): Promise<boolean>;
  receiveTransferScan(text: string): Promise<void>;
  receiveTransferScanList(text: string, from: string): Promise<void>;
  finishTransfer(): Promise<void>;
  /** The differences (CSV) of the transfer being received, or null (the error is kept). */
  transferReportCsv(): Promise<string | null>;
  /** Reader reads and wedge scans go to the open draft or transfer while its screen is shown. */
  setTransferTarget(active: boolean): Promise<void>;
}
