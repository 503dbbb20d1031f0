// Process: main (composition, Electron-free). The review requests of contract/review.ts answered by app-review.ts,
// one function per request name, typed by the contract's request map.
import type { HandlersOf } from '../../../contract';
import type { reviewRequests } from '../../../contract/review';
import type { AppReview } from './app-review';

export function reviewHandlers(review: AppReview): HandlersOf<typeof reviewRequests> {
  return {
    'review.tolerances.get': ({ storeId }) => review.tolerances(storeId),
    'review.tolerances.set': ({ storeId, tolerances }) => review.setTolerances(storeId, tolerances),
    'review.lines': ({ sessionId, beyondOnly }) => review.lines(sessionId, beyondOnly),
    'review.recount.request': ({ sessionId, itemIds }) => review.requestRecount(sessionId, itemIds),
    'review.recount.list': ({ sessionId }) => review.recountList(sessionId),
  };
}
