// Process: renderer. Counting as the screens see it: the working store's sessions, the open session (totals from
// every batch, outbox and lock pushed by main), the feed of the last scans, the lines in pages fetched from main
// (never the whole session), the unknown list, the scope, and the ways out of a lock. The actions live in parts
// (sessions, counting, typed scans, scope, export) that share one context built here, once per store; the review
// slice (review-slice.ts: the review's figures, finalize, tolerances, recount) is spread in with the same context.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { clearSession, createCountsContext } from './counts-context';
import { createCountingActions } from './counts-counting-actions';
import { createCountExportActions } from './counts-export-actions';
import { createCountScanActions } from './counts-scan-actions';
import { createCountScopeActions } from './counts-scope-actions';
import { createCountSessionActions } from './counts-session-actions';
import { createCountShelfActions } from './counts-shelf-actions';
import { createReviewSlice } from './review-slice';
import type { AppState, CountsSlice, ReviewSlice } from './types';

// Imported from here by the rest of the code; each is defined beside what uses it.
export { DEFAULT_LINES_FILTER } from './counts-context';
export { LINES_REFRESH_MS, LINES_STREAM_REFRESH_MS } from './counts-counting-actions';
export { ITEM_VARIANCE_SHOWN } from './review-slice';

export const createCountsSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], CountsSlice & ReviewSlice> =>
  (set, get) => {
    const ctx = createCountsContext(api, get, set);
    return {
      countsScreen: 'sessions',
      countNewAsked: false,
      countSessions: null,
      countSessionsStatus: null,
      countBusy: false,
      countError: null,
      countSignals: null,
      countLinesRevision: 0,
      countScopeCategories: null,
      ...clearSession(),
      ...createCountSessionActions(ctx),
      ...createCountingActions(ctx),
      ...createCountScanActions(ctx),
      ...createCountScopeActions(ctx),
      ...createCountExportActions(ctx),
      ...createCountShelfActions(ctx),
      ...createReviewSlice(ctx),
    };
  };
