// Process: renderer. The review with tolerances and the recount (contract/review.ts) for the open count: the marks
// are read after the review's figures, and again after tolerances change; a recount request reads the session
// back (its status is Recount now) and opens its counting screen, where the list shows.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { countOf } from '../lib/format';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, ReviewSlice } from './types';

export const createReviewSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], ReviewSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'reviewError');
    const session = () => get().countSession;

    return {
      reviewTolerances: null,
      reviewLines: null,
      recountList: null,
      reviewBusy: false,
      reviewError: null,

      async loadReviewMarks() {
        const s = session();
        if (!s) return;
        const [tolerances, lines, list] = await Promise.all([
          call('review.tolerances.get', { storeId: s.storeId }),
          // A blind count has no expected quantities to judge.
          s.blind ? null : call('review.lines', { sessionId: s.id }),
          call('review.recount.list', { sessionId: s.id }),
        ]);
        if (session()?.id !== s.id) return;
        set({ reviewTolerances: tolerances, reviewLines: lines, recountList: list });
      },

      async saveTolerances(t) {
        const s = session();
        if (!s) return false;
        set({ reviewBusy: true });
        const saved = await call('review.tolerances.set', { storeId: s.storeId, tolerances: t });
        set({ reviewBusy: false });
        if (!saved) return false;
        set({ reviewTolerances: saved, countNotice: 'Tolerances saved' });
        await get().loadReviewMarks();
        return true;
      },

      async requestRecount(itemIds) {
        const s = session();
        if (!s || itemIds.length === 0) return false;
        set({ reviewBusy: true });
        const list = await call('review.recount.request', { sessionId: s.id, itemIds });
        set({ reviewBusy: false });
        if (!list) return false;
        set({ recountList: list });
        // The session reads back as Recount: its counting screen shows the list.
        await get().openCountSession(s.id);
        set({ countNotice: `${countOf(list.items.length, 'item')} sent back to recount` });
        return true;
      },

      async loadRecountList() {
        const s = session();
        if (!s) return;
        const list = await call('review.recount.list', { sessionId: s.id });
        if (list && session()?.id === s.id) set({ recountList: list });
      },
    };
  };
