// Process: renderer. What the parts of the counts slice share: the state of "no session open", and one context
// object built once per store (the api, get/set, the call that keeps countError, the open session's id, taking a
// session view: slice-context.ts, shared with receiving; reloading after a change, the line pager), so every part
// sees the same session and pager.
import type { StocktakeApi } from '../../../contract';
import type { CountSessionView } from '../../../contract/counts';
import { createLinePager } from './counts-line-pager';
import { createOpenOneContext, type SliceContext } from './slice-context';
import type { AppState, CountLinesFilter, CountsSlice, ReviewSlice } from './types';

export const DEFAULT_LINES_FILTER: CountLinesFilter = {
  search: '',
  area: null,
  category: null,
  hasVariance: false,
  sort: 'description',
  dir: 'asc',
};

/** Everything about one open session, as it is when none is open. */
type OneSession = Pick<
  CountsSlice & ReviewSlice,
  | 'countSession'
  | 'countTotals'
  | 'countFeed'
  | 'countFeedRepeats'
  | 'countLastReadAt'
  | 'countLinesTotal'
  | 'countLinePages'
  | 'countUnknowns'
  | 'countRefused'
  | 'countCategories'
  | 'countVariance'
  | 'countItemVariance'
  | 'countMissing'
  | 'countMissingQuery'
  | 'countZeroAllAsked'
  | 'countFinalizePreview'
  | 'countFinalize'
  | 'countNotice'
  | 'countSheet'
  | 'countShelf'
  | 'countLineBreakdown'
  | 'countLinesFilter'
>;
export const clearSession = (): OneSession => ({
  countSession: null,
  countTotals: null,
  countFeed: [],
  countFeedRepeats: 0,
  countLastReadAt: null,
  countLinesTotal: 0,
  countLinePages: {},
  countUnknowns: [],
  countRefused: [],
  countCategories: [],
  countVariance: null,
  countItemVariance: null,
  countMissing: null,
  countMissingQuery: { category: null, offset: 0 },
  countZeroAllAsked: false,
  countFinalizePreview: null,
  countFinalize: null,
  countNotice: null,
  countSheet: null,
  countShelf: null,
  countLineBreakdown: null,
  countLinesFilter: DEFAULT_LINES_FILTER,
});

export interface CountsContext extends SliceContext {
  sessionId(): string | null;
  /** Takes a view of the open session (a late answer about another session is dropped); true if there was one. */
  takeView(v: CountSessionView | null): boolean;
  /** After a manual change: the session view (totals, unknowns, outbox) and the lines, now. */
  reload(): Promise<void>;
  pager: ReturnType<typeof createLinePager>;
}

export function createCountsContext(
  api: StocktakeApi,
  get: () => AppState,
  set: (partial: Partial<AppState>) => void,
): CountsContext {
  const opened = createOpenOneContext<CountSessionView>(api, get, set, 'countError', (s) => s.countSession);
  const { call, openId: sessionId } = opened;
  const takeView = (v: CountSessionView | null) =>
    opened.takeIfOpen(v, (v) => ({ countSession: v, countTotals: v.totals }));
  const reload = async () => {
    const id = sessionId();
    if (!id) return;
    takeView(await call('counts.sessions.open', { sessionId: id }));
    set({ countLinesRevision: get().countLinesRevision + 1 });
  };
  return { api, get, set, call, sessionId, takeView, reload, pager: createLinePager(api, get, set) };
}
