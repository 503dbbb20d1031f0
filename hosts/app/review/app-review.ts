// Process: main (composition, Electron-free). The review with tolerances and the recount loop inside the app: the
// store's tolerances (domain/review/tolerance-store.ts), built with counting on the journal the app holds open
// (hosts/app/journal/journal-engines.ts) so they live and go with it, and the counting engine of the signed-in
// account for the review's lines and the recount (domain/review/recount.ts).
import type { RecountListView, ReviewLinesView } from '../../../contract/review';
import type { CountService } from '../../../domain/counts/service';
import type { Tolerances } from '../../../domain/review/tolerance';
import type { ToleranceStore } from '../../../domain/review/tolerance-store';
import { UserError } from '../../../domain/shared/errors';
import type { OnCounting } from '../journal/journal-engines';

export interface AppReviewDeps {
  /** Counting on the open journal; `engine()` throws its own clear refusal while there is none. */
  counts: { engine(): CountService; current(): Pick<OnCounting, 'tolerances'> | null };
}

export interface AppReview {
  tolerances(storeId: string): Tolerances;
  setTolerances(storeId: string, t: Tolerances): Tolerances;
  lines(sessionId: string, beyondOnly?: boolean): ReviewLinesView;
  requestRecount(sessionId: string, itemIds: readonly string[]): Promise<RecountListView>;
  recountList(sessionId: string): RecountListView;
}

export function createAppReview(deps: AppReviewDeps): AppReview {
  const store = (): ToleranceStore => {
    const on = deps.counts.current();
    if (on) return on.tolerances;
    throw new UserError('unavailable', 'Sign in and choose a store first: tolerances are kept per store.');
  };
  return {
    tolerances: (storeId) => store().get(storeId),
    setTolerances(storeId, t) {
      store().set(storeId, t);
      return store().get(storeId);
    },
    lines(sessionId, beyondOnly = false) {
      const c = deps.counts.engine();
      // The count's own store's tolerances, whichever store is the working one now.
      return c.reviewLines(sessionId, store().get(c.session(sessionId).storeId), beyondOnly);
    },
    requestRecount: (sessionId, itemIds) => deps.counts.engine().requestRecount(sessionId, itemIds),
    recountList: (sessionId) => deps.counts.engine().recountList(sessionId),
  };
}
