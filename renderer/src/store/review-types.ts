// Process: renderer. The review slice's public shape (contract/review.ts): the open count's store tolerances, the
// review's lines judged within or beyond them, the recount list, and the actions (save tolerances, send chosen
// items back to be recounted). Part of AppState (types.ts); its creator is review-slice.ts.

import type { AppError } from '../../../contract/result';
import type { RecountListView, ReviewLinesView, TolerancesInput } from '../../../contract/review';

export interface ReviewSlice {
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
