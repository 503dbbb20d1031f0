// Process: main (composition, Electron-free). Accuracy over time inside the app: the accuracy store on the journal
// counting runs on, filled by counting's reconciler of finished counts (domain/accuracy/on-finalize.ts, added
// with counting by hosts/app/journal/journal-engines.ts: each finished count stored once), judged by the store's
// tolerances (domain/review/tolerance-store.ts), and counts finalized elsewhere read back from the service
// (GET /sessions through the session: the app's one scheduler and its 2-a-second budget).

import { readBackAccuracy } from '../../../domain/accuracy/read-back';
import type { AccuracyStore } from '../../../domain/accuracy/store';
import type { ApiClient } from '../../../domain/api/client';
import type { CountService } from '../../../domain/counts/service';
import type { JournalDb } from '../../../domain/journal/journal';
import type { Tolerances } from '../../../domain/review/tolerance';
import { UserError } from '../../../domain/shared/errors';
import type { OnCounting } from '../journal/journal-engines';

export interface AppAccuracyDeps {
  /** Counting on the open journal (hosts/app/counts), or null while it is stopped. */
  counts: { engine(): CountService; current(): Pick<OnCounting, 'journal' | 'accuracy' | 'tolerances'> | null };
  api: Pick<ApiClient, 'iterateSessions'>;
}

export interface AppAccuracy {
  /** The journal the history reads; a clear refusal while there is none. */
  db(): JournalDb;
  store(): AccuracyStore;
  tolerancesOf(storeId: string): Tolerances;
  readBack(storeId: string): ReturnType<typeof readBackAccuracy>;
}

export function createAppAccuracy(deps: AppAccuracyDeps): AppAccuracy {
  const need = () => {
    const on = deps.counts.current();
    if (on) return on;
    throw new UserError(
      'unavailable',
      'Sign in and choose a store first: accuracy is read from the counts of this PC.',
    );
  };
  return {
    db: () => need().journal,
    store: () => need().accuracy,
    tolerancesOf: (storeId) => need().tolerances.get(storeId),
    readBack(storeId) {
      const { journal, accuracy } = need();
      return readBackAccuracy({ api: deps.api, store: accuracy, journal, counts: deps.counts.engine() }, storeId);
    },
  };
}
