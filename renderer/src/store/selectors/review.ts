// Process: renderer. What the review's panels read (features/review): the review slice (figures, finalize,
// tolerances, recount) with the open count they judge; store references and plain values only (see app.ts).
import { currencyCode } from '../../lib/format';
import type { AppState } from '../types';

/** One empty list, so a blind count's categories are the same reference every time. */
const NO_CATEGORIES: readonly { category: string }[] = [];

/** The currency the review's money is shown in (null for a blind count: it shows none). */
export const selectReviewCurrency = (s: AppState) =>
  currencyCode(s.countVariance && !s.countVariance.blind ? s.countVariance : null);

export const selectReviewMarksPanel = (s: AppState) => ({
  session: s.countSession,
  review: s.reviewLines,
  error: s.reviewError,
  load: s.loadReviewMarks,
  units: s.countTotals?.units,
});

export const selectToleranceEditor = (s: AppState) => ({
  saved: s.reviewTolerances,
  categories: s.countVariance && !s.countVariance.blind ? s.countVariance.categories : NO_CATEGORIES,
  save: s.saveTolerances,
  busy: s.reviewBusy,
});

export const selectRecountConfirm = (s: AppState) => ({ request: s.requestRecount, busy: s.reviewBusy });

export const selectRecountListPanel = (s: AppState) => ({
  session: s.countSession,
  list: s.recountList,
  load: s.loadRecountList,
  units: s.countTotals?.units,
});

export const selectFinalizePanel = (s: AppState) => ({
  preview: s.countFinalizePreview,
  loadPreview: s.loadCountFinalizePreview,
  variance: s.countVariance,
  finalize: s.finalizeCount,
  result: s.countFinalize,
  busy: s.countBusy,
  session: s.countSession,
});

export const selectMissingPanel = (s: AppState) => ({
  missing: s.countMissing,
  query: s.countMissingQuery,
  load: s.loadCountMissing,
  confirm: s.confirmCountZero,
  asked: s.countZeroAllAsked,
  ask: s.askCountZeroAll,
  confirmAll: s.confirmCountAllMissing,
  readOnly: s.countSession?.readOnly ?? true,
});
