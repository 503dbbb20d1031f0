// Process: renderer. The counts slice's public shape: sessions, the open session and its running totals, feed,
// paged lines and their filter, unknowns, the missing items' page, the finalize preview, the lock's ways out, the
// CSV and the printed sheet (the review's figures and finalize are review-types.ts). Part of AppState (types.ts);
// its creator is counts-slice.ts.
import type { z } from 'zod';
import type {
  COUNT_STATUSES,
  CountCreateArgs,
  CountEventsBatch,
  CountLinesQuery,
  CountLineView,
  CountSessionSummary,
  CountSessionView,
  CountSheetView,
  CountTotals,
  CountUnknownView,
  ExportResult,
  FinalizePreview,
  ItemWeightsView,
  MoveResult,
  RefusedLineView,
  ScopeCategoryView,
  ShelfView,
  ShelfWeighResult,
  UnsentExportResult,
} from '../../../contract/counts';
import type { AppError } from '../../../contract/result';
import type { FeedEntry } from './counts-feed';
import type { FeedbackKind } from './reader-types';

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
  /** Alt+N on a session's screen: the sessions list opens with the new-session form (it clears this). */
  countNewAsked: boolean;
  /** Back to the sessions list with the new-session form open (Alt+N from any counts screen). */
  askNewCountSession(): void;
  takeNewCountSessionAsk(): boolean;
  /** The working store's sessions (null until loaded). */
  countSessions: CountSessionSummary[] | null;
  countSessionsStatus: (typeof COUNT_STATUSES)[number] | null;
  countBusy: boolean;
  countError: AppError | null;
  /** The open session (journal copy in main). Its `totals` are as of the view: the running ones are countTotals. */
  countSession: CountSessionView | null;
  /** The open session's running totals: the one field every batch of reads changes (so only the totals re-render). */
  countTotals: CountTotals | null;
  countFeed: FeedEntry[];
  /** Repeated reads of tags counted before that have no row on the feed (a number, not rows). */
  countFeedRepeats: number;
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
  /** This PC's lines the service refused (its message): never resent; each is removed or reassigned. */
  countRefused: RefusedLineView[];
  /** The categories the line filter offers: loaded when a session opens and again when the filter is focused. */
  countCategories: string[];
  /** A short line about the last action ("Undid 1 scan", "Area Back room recounted"). */
  countNotice: string | null;
  /** Subscribes to counts.events / counts.outbox / counts.locked / counts.recountLearnt; returns the unsubscribe
   * function. */
  watchCounts(): () => void;
  showCountsScreen(screen: CountsScreen): void;
  loadCountSessions(status?: (typeof COUNT_STATUSES)[number] | null): Promise<void>;
  createCountSession(args: Omit<z.input<typeof CountCreateArgs>, 'storeId'>): Promise<boolean>;
  renameCountSession(sessionId: string, description: string): Promise<boolean>;
  /** The demo's back office: a finalized count processed (its items' on-hand set to what was counted), said in
   * countNotice; the built-in demo service only. */
  processDemoCount(sessionId: string): Promise<boolean>;
  openCountSession(sessionId: string): Promise<boolean>;
  closeCountSession(): void;
  countScan(text: string): Promise<void>;
  /** A pasted or imported list of codes, one a line, counted in the active area; `from` names it in the notice. */
  countScanList(text: string, from: string): Promise<void>;
  applyCountEvents(batch: CountEventsBatch): void;
  setCountLinesFilter(patch: Partial<CountLinesFilter>): void;
  /** Fetches the pages first..last (inclusive) that are missing or older than the revision. */
  loadCountLinePages(first: number, last: number): Promise<void>;
  /** Sets a line to a typed count ("3 cases + 4", "2.35": read in main at the item's unit and precision); false when
   * refused (countError says why). The breakdown is kept in countLineBreakdown. */
  setCountLineText(lineId: string, text: string): Promise<boolean>;
  /** The breakdown of the last count typed on a line ("3 × 12 + 4 = 40"), for the line pad. */
  countLineBreakdown: { lineId: string; text: string } | null;
  adjustCountLine(lineId: string, delta: 1 | -1): Promise<boolean>;
  undoCount(): Promise<void>;
  addCountArea(name: string): Promise<boolean>;
  switchCountArea(name: string): Promise<boolean>;
  recountArea(name: string): Promise<boolean>;
  loadCountUnknowns(): Promise<void>;
  loadCountRefused(): Promise<void>;
  /** A refused line's change dropped. */
  removeCountLine(lineId: string): Promise<boolean>;
  /** A refused line's units moved to another item of the catalog. */
  reassignCountLine(lineId: string, itemId: string): Promise<boolean>;
  loadCountCategories(): Promise<void>;
  assignCountUnknown(code: string, itemId: string): Promise<boolean>;
  ignoreCountUnknown(code: string): Promise<boolean>;
  /** The store's categories with item counts (choosing a new session's scope); null while loading. */
  countScopeCategories: ScopeCategoryView[] | null;
  loadCountScopeCategories(): Promise<void>;
  /** Which page of the scope's missing items the review shows (category null: every category). */
  countMissingQuery: { category: string | null; offset: number };
  loadCountMissing(category: string | null, offset: number): Promise<void>;
  /** "Confirm all as zero" was asked: the review says how many items it sets before it does. */
  countZeroAllAsked: boolean;
  askCountZeroAll(on: boolean): void;
  /** Every item missing in the scope confirmed as counted zero (counts.zero.confirmMissing). */
  confirmCountAllMissing(): Promise<boolean>;
  /** What finalizing means for the scope, in numbers (loaded when the user asks to finalize). */
  countFinalizePreview: FinalizePreview | null;
  loadCountFinalizePreview(): Promise<void>;
  exportCount(): Promise<ExportResult | null>;
  /** `asJournal`: the user chose to go by the journal because the service could not be read. */
  exportCountUnsent(asJournal?: boolean): Promise<UnsentExportResult | null>;
  moveCountUnsent(asJournal?: boolean): Promise<MoveResult | null>;
  /** The count per item with its areas for the printed sheet (counts.sheet), kept in countSheet. */
  countSheet: CountSheetView | null;
  /** The active area in shelf order, for counting it by hand (counts-shelf-actions.ts); null until asked. */
  countShelf: ShelfView | null;
  loadCountShelf(): Promise<void>;
  /** A count typed on a shelf line ("3 cases + 4"): the breakdown shown, or null when refused (countError says why). */
  countOnShelf(itemId: string, text: string): Promise<string | null>;
  moveOnShelf(itemId: string, toIndex: number): Promise<void>;
  /** The bottle on the scale weighed into the item's line (once per placement, main decides): null when no new
   * placement waited, or refused (countError says why). */
  weighOnShelf(itemId: string): Promise<ShelfWeighResult | null>;
  /** An item's full and empty bottle weights; null when refused. */
  loadItemWeights(itemId: string): Promise<ItemWeightsView | null>;
  /** One side learnt: `grams` typed, or (undefined) the stable weight on the scale now. */
  setItemWeight(itemId: string, side: 'full' | 'empty', grams?: number): Promise<ItemWeightsView | null>;
  /** Reader reads and wedge scans go to the session `id` (default: the open one) while the counting screen, or a
   * read-only session, is shown (main's tap; a read-only session refuses them in words). */
  setCountTarget(active: boolean, id?: string): Promise<void>;
  loadCountSheet(): Promise<boolean>;
  /** The sheet as a PDF from main (printToPDF); null where main cannot (browser mode: the page prints itself). */
  saveCountPdf(): Promise<{ fileName: string; base64: string } | null>;
}
