// Process: renderer. The review slice's public shape: the open count's review (its variance, the items most short
// and most over, the missing items' page, a zero confirmed, finalize: contract/counts.ts) and its tolerances, the
// review's lines judged within or beyond them, the recount list, and the actions (save tolerances, send chosen
// items back to be recounted: contract/review.ts). Part of AppState (types.ts); its creator is review-slice.ts.

import type { CountLineView, FinalizeResult, MissingPage, VarianceSummary } from '../../../contract/counts';
import type { AppError } from '../../../contract/result';
import type { RecountListView, ReviewLinesView, TolerancesInput } from '../../../contract/review';

export interface ReviewSlice {
  /** The open count's variance per category (blind: none). */
  countVariance: VarianceSummary | null;
  /** The review's per-item variance: the items most short and most over (none in a blind session). */
  countItemVariance: { short: CountLineView[]; over: CountLineView[] } | null;
  countMissing: MissingPage | null;
  countFinalize: FinalizeResult | null;
  /** The review's figures of the open count: variance, the missing page, unknowns, refused lines, the extremes. */
  loadCountReview(): Promise<void>;
  confirmCountZero(itemIds: string[]): Promise<boolean>;
  finalizeCount(anyway?: boolean): Promise<FinalizeResult | null>;
  /** The open count's store tolerances; null until loaded. */
  reviewTolerances: TolerancesInput | null;
  /** The open count's lines judged by them; null for a blind count or until loaded. */
  reviewLines: ReviewLinesView | null;
  /** The open count's recount list (empty unless it was sent to recount). */
  recountList: RecountListView | null;
  reviewBusy: boolean;
  reviewError: AppError | null;
  /** Loads the tolerances, the judged lines and the recount list of the open count. */
  loadReviewMarks(): Promise<void>;
  /** True when saved; the lines are judged again. */
  saveTolerances(t: TolerancesInput): Promise<boolean>;
  /** Sends the items back to be counted again (the session goes to Recount); true when done. */
  requestRecount(itemIds: string[]): Promise<boolean>;
  loadRecountList(): Promise<void>;
}
