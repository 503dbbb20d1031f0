// Process: renderer. The review of the open count, one slice: its figures (variance per category, the items most
// short and most over, none in a blind session; the items expected but not counted and their zero confirmation)
// and finalize, through the counts slice's context (the open session, the call that keeps countError, reload);
// and the tolerances and the recount (contract/review.ts), whose failures are kept in reviewError: the marks are
// read after the review's figures, and again after tolerances change; a recount request reads the session back
// (its status is Recount now) and opens its counting screen, where the list shows. Spread into the store by the
// counts slice, which builds the context once per store.
import { countOf } from '../lib/format';
import type { CountsContext } from './counts-context';
import { missingPage } from './counts-scope-actions';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { ReviewSlice } from './types';

/** Items shown on the review as most short and most over. */
export const ITEM_VARIANCE_SHOWN = 10;

/** The review's figures of one session start empty with the session (counts-context.ts clearSession). */
type ReviewState = Omit<ReviewSlice, 'countVariance' | 'countItemVariance' | 'countMissing' | 'countFinalize'>;

export function createReviewSlice(ctx: CountsContext): ReviewState {
  const { get, set, sessionId, reload } = ctx;
  const count = ctx.call;
  const call = createInvokeKeepingError(ctx.api, set, 'reviewError');
  const session = () => get().countSession;

  return {
    async loadCountReview() {
      const id = sessionId();
      if (!id) return;
      const blind = get().countSession?.blind ?? true;
      // Lines are per item and area with the item's variance on each: a few more than shown, one per item.
      const extremes = async (dir: 'asc' | 'desc') => {
        if (blind) return [];
        const page = await count('counts.lines', {
          sessionId: id,
          offset: 0,
          limit: ITEM_VARIANCE_SHOWN * 4,
          sort: 'variance',
          dir,
          hasVariance: true,
        });
        const seen = new Set<string>();
        const sign = dir === 'asc' ? -1 : 1;
        return (page?.lines ?? [])
          .filter((l) => Math.sign(l.variance ?? 0) === sign && !seen.has(l.itemId) && seen.add(l.itemId))
          .slice(0, ITEM_VARIANCE_SHOWN);
      };
      const [variance, missing, , , short, over] = await Promise.all([
        count('counts.variance', { sessionId: id }),
        // The page the Missing panel shows (every missing item of the scope, in pages).
        missingPage({ call: count }, id, get().countMissingQuery),
        get().loadCountUnknowns(),
        get().loadCountRefused(),
        extremes('asc'),
        extremes('desc'),
      ]);
      if (sessionId() === id)
        set({
          countVariance: variance,
          countMissing: missing,
          countItemVariance: blind ? null : { short, over },
        });
    },

    async confirmCountZero(itemIds) {
      const id = sessionId();
      const r = id && itemIds.length ? await count('counts.zero.confirm', { sessionId: id, itemIds }) : null;
      if (!r) return false;
      set({ countNotice: `${countOf(r.confirmed, 'zero count')} confirmed` });
      await Promise.all([reload(), get().loadCountReview()]);
      return true;
    },

    async finalizeCount(anyway = false) {
      const id = sessionId();
      if (!id) return null;
      set({ countBusy: true });
      const r = await count('counts.finalize', { sessionId: id, anyway });
      // A notice of an earlier action ("Refused line removed") would read as news about the finalized session.
      set({ countBusy: false, countFinalize: r, ...(r?.ok ? { countNotice: null } : {}) });
      if (r?.ok || (r && r.reason === 'locked')) await reload();
      return r;
    },

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
}
