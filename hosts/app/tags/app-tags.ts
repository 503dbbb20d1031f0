// Process: main (composition, Electron-free). The tag reports inside the app: a journal engine (hosts/app/journal
// starts it after counting, on the same journal) that adds the tag history to counting's reconciler of finished
// counts (domain/tags/record-on-finalize.ts: each finished count recorded and compacted once, also one a kill left
// unrecorded), and the reports of the working store on that journal.
import type { JournalDb } from '../../../domain/journal/journal';
import { UserError } from '../../../domain/shared/errors';
import { createLogger } from '../../../domain/shared/logger';
import { recordTagHistory } from '../../../domain/tags/record-on-finalize';
import type { AppCounts } from '../counts/app-counts';
import type { JournalEngine } from '../journal/app-journal';

const log = createLogger('app.tags');

export interface AppTagsDeps {
  counts: Pick<AppCounts, 'engine'>;
  workingStoreId(): string | null;
}

export interface AppTags extends JournalEngine {
  /** The journal the reports read; a clear refusal while there is none. */
  db(): JournalDb;
  /** The working store; refused while none is chosen. */
  storeId(): string;
}

export function createAppTags(deps: AppTagsDeps): AppTags {
  let db: JournalDb | null = null;
  let off: (() => void) | null = null;
  return {
    start(journal) {
      db = journal;
      // Started after counting (the engines' order in hosts/app/journal/compose.ts), so its engine is there.
      off = deps.counts.engine().onFinishedCounts(recordTagHistory(journal));
      log.info('tag history follows finished counts');
    },
    stop() {
      off?.();
      off = null;
      db = null;
    },
    db() {
      if (db) return db;
      throw new UserError('unavailable', 'Sign in and choose a store first: tag reports read the counts of this PC.');
    },
    storeId() {
      const id = deps.workingStoreId();
      if (id) return id;
      throw new UserError('unavailable', 'Choose a working store first: tag reports are per store.');
    },
  };
}
