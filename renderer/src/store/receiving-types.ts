// Process: renderer. The receiving slice's public shape: receipts (paged, filtered, one opened), drafts, the open
// draft with its feed, problems, pack-size wait and submit answer. Part of AppState (types.ts); its creator is
// receiving-slice.ts.
import type {
  DraftSummary,
  DraftView,
  PackSizeWait,
  PurchaseOrderOption,
  ReceiptDetail,
  ReceiptListRow,
  ScanOutcome as ReceivingScanOutcome,
  SubmitResult,
  ValidationProblem,
  VendorOption,
} from '../../../contract/receiving';
import type { AppError } from '../../../contract/result';

export type ReceivingScreen = 'receipts' | 'receipt' | 'draft';
/** The receipts list's filters as the form holds them ('' = any). */
export interface ReceiptFilter {
  docNumber: string;
  vendorId: string;
  committed: 'any' | 'committed' | 'uncommitted';
  from: string;
  to: string;
}
/** One scan's outcome in the receiving feed. */
export interface ReceivingFeedEntry extends ReceivingScanOutcome {
  key: number;
}

export interface ReceivingSlice {
  receivingScreen: ReceivingScreen;
  receivingBusy: boolean;
  receivingError: AppError | null;
  /** A short line about the last action ("Line removed", "Pack size set"). */
  receivingNotice: string | null;
  receiptFilter: ReceiptFilter;
  /** The shown page of receipts (null until loaded), its cursor and the cursors of the pages before it. */
  receipts: ReceiptListRow[] | null;
  receiptsCursor: string | null;
  receiptsPrevCursors: (string | null)[];
  receiptsNextCursor: string | null;
  receipt: ReceiptDetail | null;
  receivingDrafts: DraftSummary[] | null;
  receivingVendors: VendorOption[] | null;
  /** The open draft's vendor's open orders (null until loaded). */
  purchaseOrders: PurchaseOrderOption[] | null;
  draft: DraftView | null;
  draftFeed: ReceivingFeedEntry[];
  /** Problems by field and line, from the last validate or submit (errors and warnings). */
  draftProblems: ValidationProblem[];
  /** The last submit's answer (its message says what happened and what to do). */
  submitResult: SubmitResult | null;
  /** The oldest case GTIN-14 whose pack size the engine asked for: its scans (none added yet) are received again,
   * each once, when it is set; other cases that asked wait their turn. */
  packSizeNeeded: PackSizeWait | null;
  /** Subscribes to receiving.draftChanged; returns the unsubscribe function. */
  watchReceiving(): () => void;
  showReceipts(): void;
  loadReceiptPage(cursor?: string | null): Promise<void>;
  filterReceipts(filter: ReceiptFilter): Promise<void>;
  nextReceiptPage(): Promise<void>;
  prevReceiptPage(): Promise<void>;
  openReceipt(receiptId: string): Promise<boolean>;
  loadReceivingDrafts(): Promise<void>;
  loadReceivingVendors(): Promise<void>;
  newDraft(): Promise<boolean>;
  resumeDraft(draftId: string): Promise<boolean>;
  discardDraft(draftId: string): Promise<boolean>;
  updateDraft(patch: {
    vendorId?: string | null;
    docNumber?: string;
    reference?: string;
    notes?: string;
  }): Promise<boolean>;
  /** Checks the document number against the service's receipts (and this PC's drafts) now. */
  checkDocNumber(): Promise<void>;
  loadPurchaseOrders(): Promise<void>;
  choosePurchaseOrder(purchaseOrderId: string | null): Promise<boolean>;
  receiveScan(text: string): Promise<void>;
  /** A pasted or imported list of codes, one a line, received in the open draft; `from` names it in the notice. */
  receiveScanList(text: string, from: string): Promise<void>;
  setPackSize(units: number): Promise<boolean>;
  addDraftItem(itemId: string): Promise<boolean>;
  setDraftQuantity(lineId: string, quantity: number): Promise<boolean>;
  removeDraftLine(lineId: string): Promise<boolean>;
  removeExtraLines(): Promise<boolean>;
  validateDraft(): Promise<boolean>;
  submitDraft(): Promise<SubmitResult | null>;
  /** Reader reads and wedge scans go to the open draft while the draft screen is shown (main's tap). */
  setReceivingTarget(active: boolean): Promise<void>;
}
