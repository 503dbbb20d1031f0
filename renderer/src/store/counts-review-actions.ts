// Process: renderer. The counts slice's review and the session's way out: variance (per category, the items most
// short and most over, none in a blind session), the items expected but not counted and their zero confirmation,
// finalize, the two ways out of a lock (export the unsent lines, move them to a new session), the CSV export, and
// the printed count sheet and its PDF.
import { countOf } from '../lib/format';
import type { CountsContext } from './counts-context';
import { missingPage } from './counts-scope-actions';
import type { CountsSlice } from './types';

/** Items shown on the review as most short and most over. */
export const ITEM_VARIANCE_SHOWN = 10;

type ReviewActions = Pick<
  CountsSlice,
  | 'loadCountReview'
  | 'confirmCountZero'
  | 'finalizeCount'
  | 'exportCount'
  | 'exportCountUnsent'
  | 'moveCountUnsent'
  | 'loadCountSheet'
  | 'saveCountPdf'
>;

export function createCountReviewActions({ api, get, set, call, sessionId, reload }: CountsContext): ReviewActions {
  return {
    async loadCountReview() {
      const id = sessionId();
      if (!id) return;
      const blind = get().countSession?.blind ?? true;
      // Lines are per item and area with the item's variance on each: a few more than shown, one per item.
      const extremes = async (dir: 'asc' | 'desc') => {
        if (blind) return [];
        const page = await call('counts.lines', {
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
        call('counts.variance', { sessionId: id }),
        // The page the Missing panel shows (every missing item of the scope, in pages).
        missingPage({ call }, id, get().countMissingQuery),
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
      const r = id && itemIds.length ? await call('counts.zero.confirm', { sessionId: id, itemIds }) : null;
      if (!r) return false;
      set({ countNotice: `${countOf(r.confirmed, 'zero count')} confirmed` });
      await Promise.all([reload(), get().loadCountReview()]);
      return true;
    },

    async finalizeCount(anyway = false) {
      const id = sessionId();
      if (!id) return null;
      set({ countBusy: true });
      const r = await call('counts.finalize', { sessionId: id, anyway });
      // A notice of an earlier action ("Refused line removed") would read as news about the finalized session.
      set({ countBusy: false, countFinalize: r, ...(r?.ok ? { countNotice: null } : {}) });
      if (r?.ok || (r && r.reason === 'locked')) await reload();
      return r;
    },

    async exportCount() {
      const id = sessionId();
      return id ? call('counts.export', { sessionId: id }) : null;
    },

    async exportCountUnsent(asJournal = false) {
      const id = sessionId();
      return id ? call('counts.lock.exportUnsent', { sessionId: id, asJournal }) : null;
    },

    async moveCountUnsent(asJournal = false) {
      const id = sessionId();
      const r = id ? await call('counts.lock.moveUnsent', { sessionId: id, asJournal }) : null;
      if (r?.ok) await reload();
      return r;
    },

    async loadCountSheet() {
      const id = sessionId();
      if (!id) return false;
      // One item once with its areas, as the CSV (main builds both from the same rows).
      const sheet = await call('counts.sheet', { sessionId: id });
      if (!sheet) return false;
      if (sessionId() === id) set({ countSheet: sheet });
      return true;
    },

    async saveCountPdf() {
      const id = sessionId();
      if (!id) return null;
      const r = await api.invoke('counts.print.pdf', { sessionId: id });
      // Browser mode has no printToPDF: the caller prints the page instead (not an error for the user).
      if (!r.ok) {
        if (r.error.code !== 'unavailable') set({ countError: r.error });
        return null;
      }
      return r.value;
    },
  };
}
