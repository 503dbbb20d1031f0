// Process: main (composition, Electron-free). Accuracy over time inside the app: a journal engine (hosts/app/journal
// starts it after counting, on the same journal) that adds accuracy to counting's reconciler of finished counts
// (domain/accuracy/on-finalize.ts: each finished count stored once), judged by the store's tolerances
// (domain/review/tolerance-store.ts), and reads counts finalized elsewhere back from the service (GET /sessions
// through the session: the app's one scheduler and its 2-a-second budget).

import { recordAccuracy } from '../../../domain/accuracy/on-finalize';
import { readBackAccuracy } from '../../../domain/accuracy/read-back';
import { type AccuracyStore, openAccuracyStore } from '../../../domain/accuracy/store';
import type { ApiClient } from '../../../domain/api/client';
import type { JournalDb } from '../../../domain/journal/journal';
import type { Tolerances } from '../../../domain/review/tolerance';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import type { AppCounts } from '../counts/app-counts';
import type { JournalEngine } from '../journal/app-journal';

const log = createLogger('app.accuracy');

export interface AppAccuracyDeps {
  counts: Pick<AppCounts, 'engine'>;
  api: Pick<ApiClient, 'iterateSessions'>;
}

export interface AppAccuracy extends JournalEngine {
  /** The journal the history reads; a clear refusal while there is none. */
  db(): JournalDb;
  store(): AccuracyStore;
  tolerancesOf(storeId: string): Tolerances;
  readBack(storeId: string): ReturnType<typeof readBackAccuracy>;
}

export function createAppAccuracy(deps: AppAccuracyDeps): AppAccuracy {
  let on: { db: JournalDb; store: AccuracyStore; tolerancesOf(storeId: string): Tolerances; off(): void } | null = null;
  const need = () => {
    if (on) return on;
    throw new UserError(
      'unavailable',
      'Sign in and choose a store first: accuracy is read from the counts of this PC.',
    );
  };
  return {
    start(db, _index, user) {
      const { store, tolerancesOf } = openAccuracyStore(db, user);
      // Started after counting (the engines' order in hosts/app/journal/compose.ts), so its engine is there.
      const off = deps.counts.engine().onFinishedCounts(recordAccuracy(store));
      on = { db, store, tolerancesOf, off };
      log.info('accuracy follows finished counts');
    },
    stop() {
      on?.off();
      on = null;
    },
    db: () => need().db,
    store: () => need().store,
    tolerancesOf: (storeId) => need().tolerancesOf(storeId),
    readBack(storeId) {
      const { db, store } = need();
      return readBackAccuracy({ api: deps.api, store, journal: db, counts: deps.counts.engine() }, storeId);
    },
  };
}
