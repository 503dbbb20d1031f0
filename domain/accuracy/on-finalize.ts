// Process: main (domain, Electron-free). Accuracy as a listener of counting's reconciler of finished counts
// (domain/counts/finished-counts.ts): every count the journal holds as finished (Finalized or Processed) is stored
// once. The count whose finish was just heard (finalized here, read back finished) is stored with this moment; one
// the journal took while nothing stored it (a kill during finalize, a count finalized before this feature) with
// the time of its last change (store.ts backfill). The one builder of counting the app and
// the CLI share (hosts/app/journal/journal-engines.ts) adds it, so a count finalized from either is in the history.
import type { FinishedCountListener } from '../counts/finished-counts';
import { isFinishedName } from '../counts/status';
import type { AccuracyStore } from './store';

/** Accuracy's part in reconciling finished counts (CountService.onFinishedCounts). */
export function recordAccuracy(store: Pick<AccuracyStore, 'record' | 'backfill'>): FinishedCountListener {
  return {
    name: 'accuracy',
    reconcile(heard) {
      const now = heard !== null && isFinishedName(heard.to) && store.record(heard.sessionId) ? 1 : 0;
      return now + store.backfill();
    },
  };
}
