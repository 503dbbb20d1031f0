// Process: main (composition, Electron-free). The review with tolerances and the recount loop inside the app: the
// store's tolerances (domain/review/tolerance-store.ts) on the journal the app holds open, rebuilt when the journal
// is replaced (a restart, another account), and the counting engine of the signed-in account for the review's
// lines and the recount (domain/review/recount.ts).
import type { RecountListView, ReviewLinesView } from '../../../contract/review';
import type { CountService } from '../../../domain/counts/service';
import type { JournalDb } from '../../../domain/journal/journal';
import type { Tolerances } from '../../../domain/review/tolerance';
import { createToleranceStore, type ToleranceStore } from '../../../domain/review/tolerance-store';
import { UserError } from '../../../domain/shared/errors';

export interface AppReviewDeps {
  journalDb(): JournalDb | null;
  /** The counting engine (throws its own clear refusal while there is none). */
  counts(): CountService;
  userName(): string | null;
}

export interface AppReview {
  tolerances(storeId: string): Tolerances;
  setTolerances(storeId: string, t: Tolerances): Tolerances;
  lines(sessionId: string, beyondOnly?: boolean): ReviewLinesView;
  requestRecount(sessionId: string, itemIds: readonly string[]): Promise<RecountListView>;
  recountList(sessionId: string): RecountListView;
}

export function createAppReview(deps: AppReviewDeps): AppReview {
  let built: { journal: JournalDb; store: ToleranceStore } | null = null;
  const store = (): ToleranceStore => {
    const journal = deps.journalDb();
    if (!journal)
      throw new UserError('unavailable', 'Sign in and choose a store first: tolerances are kept per store.');
    if (built?.journal !== journal) built = { journal, store: createToleranceStore(journal, deps.userName()) };
    return built.store;
  };
  return {
    tolerances: (storeId) => store().get(storeId),
    setTolerances(storeId, t) {
      store().set(storeId, t);
      return store().get(storeId);
    },
    lines(sessionId, beyondOnly = false) {
      const c = deps.counts();
      // The count's own store's tolerances, whichever store is the working one now.
      return c.reviewLines(sessionId, store().get(c.session(sessionId).storeId), beyondOnly);
    },
    requestRecount: (sessionId, itemIds) => deps.counts().requestRecount(sessionId, itemIds),
    recountList: (sessionId) => deps.counts().recountList(sessionId),
  };
}
