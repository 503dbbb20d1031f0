// Process: renderer. The counts slice's parts about a count's scope: the store's categories to choose from when a
// session is created, the missing items of the scope in pages (by category, with a count per category), "confirm
// all as zero" for the whole scope (after saying how many), and the numbers the finalize confirmation states.
import type { MissingPage } from '../../../contract/counts';
import { countOf } from '../lib/format';
import type { CountsContext } from './counts-context';
import type { CountsSlice } from './types';

/** Missing items per page on the review. */
export const MISSING_PAGE_SIZE = 100;

type ScopeActions = Pick<
  CountsSlice,
  | 'loadCountScopeCategories'
  | 'loadCountMissing'
  | 'askCountZeroAll'
  | 'confirmCountAllMissing'
  | 'loadCountFinalizePreview'
>;

/** The page of missing items `query` names (the review loads it with the rest). */
export function missingPage(
  { call }: Pick<CountsContext, 'call'>,
  sessionId: string,
  query: CountsSlice['countMissingQuery'],
): Promise<MissingPage | null> {
  return call('counts.missing', {
    sessionId,
    offset: query.offset,
    limit: MISSING_PAGE_SIZE,
    ...(query.category !== null ? { category: query.category } : {}),
  });
}

export function createCountScopeActions(ctx: CountsContext): ScopeActions {
  const { get, set, call, sessionId, reload } = ctx;
  return {
    async loadCountScopeCategories() {
      const store = get().workingStore;
      if (!store) return;
      set({ countScopeCategories: null });
      const r = await call('counts.scope.categories', { storeId: store.id });
      set({ countScopeCategories: r ?? [] });
    },

    async loadCountMissing(category, offset) {
      const id = sessionId();
      if (!id) return;
      const query = { category, offset: Math.max(0, offset) };
      set({ countMissingQuery: query });
      const page = await missingPage(ctx, id, query);
      if (page && sessionId() === id) set({ countMissing: page });
    },

    askCountZeroAll(on) {
      set({ countZeroAllAsked: on });
    },

    async confirmCountAllMissing() {
      const id = sessionId();
      const r = id ? await call('counts.zero.confirmMissing', { sessionId: id }) : null;
      set({ countZeroAllAsked: false });
      if (!r) return false;
      set({
        countNotice: `${countOf(r.confirmed, 'zero count')} confirmed`,
        countMissingQuery: { category: null, offset: 0 },
      });
      await Promise.all([reload(), get().loadCountReview()]);
      return true;
    },

    async loadCountFinalizePreview() {
      const id = sessionId();
      if (!id) return;
      set({ countFinalizePreview: null });
      const r = await call('counts.finalize.preview', { sessionId: id });
      if (sessionId() === id) set({ countFinalizePreview: r });
    },
  };
}
