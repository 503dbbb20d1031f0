// Process: renderer. The shape of the one app store, assembled from typed slices (auth, stores, app status, catalog,
// reader). Every slice's interface lives here and its creator in its own file, so slices import this file and this
// file imports no slice. Counts and receiving add their interface here and their creator in index.ts.
import type { z } from 'zod';
import type { Store } from '../../../main/api/wire/stores';
import type {
  AppInfo,
  AppNotice,
  AuthStatus,
  ConnectionProfile,
  ConnectionStatus,
  DamagedJournalExport,
  InvokeArgs,
  ReaderPortList,
  ReaderReadsBatch,
  ReaderSettings,
  ReaderSettingsPatch,
  ReaderStatus,
  WorkingStore,
} from '../../../main/contract';
import type { CatalogStatusView, LookupResult, LookupStatus, SearchHit } from '../../../main/contract/catalog';
import type {
  COUNT_STATUSES,
  CountCreateArgs,
  CountEventsBatch,
  CountLinesQuery,
  CountLineView,
  CountSessionSummary,
  CountSessionView,
  CountTotals,
  CountUnknownView,
  ExportResult,
  FinalizeResult,
  MissingPage,
  MoveResult,
  VarianceSummary,
} from '../../../main/contract/counts';
import type {
  DraftSummary,
  DraftView,
  PurchaseOrderOption,
  ReceiptDetail,
  ReceiptListRow,
  ScanOutcome as ReceivingScanOutcome,
  SubmitResult,
  ValidationProblem,
  VendorOption,
} from '../../../main/contract/receiving';
import type { AppError } from '../../../main/shared/result';
import type { FeedEntry } from '../features/counts/feed';
import type { FeedbackKind } from '../features/reader/feedback';
import type { PackSizeWait } from './pack-size-waits';

export type Area = 'lookup' | 'counts' | 'receiving' | 'settings';

export interface AuthSlice {
  /** null until the first status arrives (start-up). */
  auth: AuthStatus | null;
  authBusy: boolean;
  authError: AppError | null;
  signIn(args: InvokeArgs<'auth.signIn'>): Promise<boolean>;
  signOut(): Promise<void>;
  /** Offline launch: try the saved sign-in again now (main also retries on its own, with backoff). */
  retrySignIn(): Promise<void>;
  /** After 'demo_damaged': moves the demo's data aside and starts fresh demo data; the kept file's path, or null. */
  startFreshDemo(): Promise<string | null>;
  applyAuth(status: AuthStatus): void;
}

export interface StoresSlice {
  stores: Store[];
  storesLoading: boolean;
  storesError: AppError | null;
  workingStore: WorkingStore | null;
  /** True while the user is (re)choosing the working store. */
  choosingStore: boolean;
  loadStores(): Promise<void>;
  chooseStore(storeId: string): Promise<boolean>;
  changeStore(): void;
}

export interface AppSlice {
  info: AppInfo | null;
  connection: ConnectionStatus;
  /** The last connection profile, to prefill the sign-in form. */
  lastConnection: ConnectionProfile | null;
  lastUserName: string | null;
  area: Area;
  startError: AppError | null;
  setArea(area: Area): void;
  /** Loads app info and settings, subscribes to push events, and tries the silent sign-in. */
  start(): Promise<void>;
  /** Removes the push-event subscriptions made by start(). */
  stop(): void;
  /** What main must tell the user once (settings reset, a damaged journal kept, background failures). */
  notices: AppNotice[];
  dismissNotice(id: string): Promise<void>;
  /** The readable count sessions of a damaged journal kept aside (a notice names it), as CSV files. */
  exportDamagedJournal(name: string): Promise<DamagedJournalExport | AppError>;
}

/** One line of the recent-lookups list. */
export interface LookupHistoryEntry {
  input: string;
  status: LookupStatus;
  /** SKU and name when found, else the reason. */
  label: string;
}

export interface CatalogSlice {
  /** The catalog's state as main last reported it (catalog.progress events keep it current). */
  catalog: CatalogStatusView | null;
  catalogError: AppError | null;
  /** The results of the last lookup: one per line when several lines were pasted. */
  lookupResults: LookupResult[];
  /** Which of lookupResults the card shows. */
  lookupShown: number;
  lookupBusy: boolean;
  lookupError: AppError | null;
  /** Most recent first, without repeats. */
  lookupHistory: LookupHistoryEntry[];
  searchHits: SearchHit[] | null;
  searchBusy: boolean;
  searchError: AppError | null;
  /** Subscribes to catalog.progress and loads the status; returns the unsubscribe function. */
  watchCatalog(): () => void;
  loadCatalogStatus(): Promise<void>;
  syncCatalog(full?: boolean): Promise<void>;
  cancelCatalogSync(): Promise<void>;
  /** Looks up each non-empty line of the text (a scan, a typed code, or a pasted list). */
  lookup(text: string): Promise<void>;
  showLookupResult(index: number): void;
  search(query: string): Promise<void>;
  clearSearch(): void;
}

export interface ScanForScreen {
  /** Increases with every scan, so the same code scanned twice is still a new scan. */
  seq: number;
  kind: 'epc' | 'barcode';
  text: string;
  known?: boolean;
}

export interface ReaderSlice {
  readerSettings: ReaderSettings | null;
  readerStatus: ReaderStatus | null;
  readerPorts: ReaderPortList | null;
  readerBusy: boolean;
  readerError: AppError | null;
  /** The newest scan for the active screen: every barcode, and each tag read for the first time. */
  readerScan: ScanForScreen | null;
  /** What the newest batch should sound and flash like (at most one of each kind per batch). */
  readerSignals: { seq: number; kinds: FeedbackKind[] } | null;
  /** Subscribes to reader events and loads settings and status; returns the unsubscribe function. */
  watchReader(): () => void;
  saveReaderSettings(patch: ReaderSettingsPatch): Promise<boolean>;
  refreshReaderPorts(): Promise<void>;
  /** Saves the patch (if any) and connects the source it describes. */
  connectReader(patch?: ReaderSettingsPatch): Promise<boolean>;
  disconnectReader(): Promise<void>;
  resetReaderCounters(): Promise<void>;
  startSimulator(opts?: { tags?: number; rate?: number }): Promise<boolean>;
  stopSimulator(): Promise<void>;
  /** A keyboard-wedge scan, sent into main's reader stream (it comes back as a batch like any read). */
  ingestScan(text: string): Promise<boolean>;
  applyReaderReads(batch: ReaderReadsBatch): void;
}

export type CountsScreen = 'sessions' | 'counting' | 'review';
/** The lines list's query, without the session and the page (the slice adds those). */
export type CountLinesFilter = Pick<CountLinesQuery, 'sort' | 'dir'> & {
  search: string;
  area: string | null;
  category: string | null;
  hasVariance: boolean;
};

export interface CountsSlice {
  countsScreen: CountsScreen;
  /** The working store's sessions (null until loaded). */
  countSessions: CountSessionSummary[] | null;
  countSessionsStatus: (typeof COUNT_STATUSES)[number] | null;
  countBusy: boolean;
  countError: { code: string; message: string } | null;
  /** The open session (journal copy in main). Its `totals` are as of the view: the running ones are countTotals. */
  countSession: CountSessionView | null;
  /** The open session's running totals: the one field every batch of reads changes (so only the totals re-render). */
  countTotals: CountTotals | null;
  countFeed: FeedEntry[];
  /** When the last reader or typed scan arrived (for "Reader disconnected … last read at"). */
  countLastReadAt: number | null;
  /** Sounds for typed scans (reader reads already sound through the reader slice). */
  countSignals: { seq: number; kinds: FeedbackKind[] } | null;
  countLinesFilter: CountLinesFilter;
  countLinesTotal: number;
  /** Pages of COUNT_PAGE_SIZE lines by page index; pages older than countLinesRevision are refetched when shown. */
  countLinePages: Record<number, { rev: number; lines: CountLineView[] }>;
  countLinesRevision: number;
  countUnknowns: CountUnknownView[];
  /** The categories the line filter offers: loaded when a session opens and again when the filter is focused. */
  countCategories: string[];
  countVariance: VarianceSummary | null;
  /** The review's per-item variance: the items most short and most over (none in a blind session). */
  countItemVariance: { short: CountLineView[]; over: CountLineView[] } | null;
  countMissing: MissingPage | null;
  countFinalize: FinalizeResult | null;
  /** A short line about the last action ("Undid 1 scan", "Area Back room recounted"). */
  countNotice: string | null;
  /** Subscribes to counts.events / counts.outbox / counts.locked; returns the unsubscribe function. */
  watchCounts(): () => void;
  showCountsScreen(screen: CountsScreen): void;
  loadCountSessions(status?: (typeof COUNT_STATUSES)[number] | null): Promise<void>;
  createCountSession(args: Omit<z.input<typeof CountCreateArgs>, 'storeId'>): Promise<boolean>;
  renameCountSession(sessionId: string, description: string): Promise<boolean>;
  openCountSession(sessionId: string): Promise<boolean>;
  closeCountSession(): void;
  countScan(text: string): Promise<void>;
  /** A pasted or imported list of codes, one a line, counted in the active area; `from` names it in the notice. */
  countScanList(text: string, from: string): Promise<void>;
  applyCountEvents(batch: CountEventsBatch): void;
  setCountLinesFilter(patch: Partial<CountLinesFilter>): void;
  /** Fetches the pages first..last (inclusive) that are missing or older than the revision. */
  loadCountLinePages(first: number, last: number): Promise<void>;
  setCountLine(lineId: string, quantity: number): Promise<boolean>;
  adjustCountLine(lineId: string, delta: 1 | -1): Promise<boolean>;
  undoCount(): Promise<void>;
  addCountArea(name: string): Promise<boolean>;
  switchCountArea(name: string): Promise<boolean>;
  recountArea(name: string): Promise<boolean>;
  loadCountUnknowns(): Promise<void>;
  loadCountCategories(): Promise<void>;
  assignCountUnknown(code: string, itemId: string): Promise<boolean>;
  ignoreCountUnknown(code: string): Promise<boolean>;
  loadCountReview(): Promise<void>;
  confirmCountZero(itemIds: string[]): Promise<boolean>;
  finalizeCount(anyway?: boolean): Promise<FinalizeResult | null>;
  exportCount(): Promise<ExportResult | null>;
  exportCountUnsent(): Promise<ExportResult | null>;
  moveCountUnsent(): Promise<MoveResult | null>;
  /** Every line of the session for the printed sheet (fetched page by page), kept in countSheet. */
  countSheet: CountLineView[] | null;
  /** Reader reads and wedge scans count in the open session while the counting screen is shown (main's tap). */
  setCountTarget(active: boolean): Promise<void>;
  loadCountSheet(): Promise<boolean>;
  /** The sheet as a PDF from main (printToPDF); null where main cannot (browser mode: the page prints itself). */
  saveCountPdf(): Promise<{ fileName: string; base64: string } | null>;
}

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

export type AppState = AuthSlice & StoresSlice & AppSlice & CatalogSlice & ReaderSlice & CountsSlice & ReceivingSlice;
