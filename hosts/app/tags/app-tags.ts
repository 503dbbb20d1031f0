// Process: main (composition, Electron-free). The tag reports inside the app: the reports of the working store on
// the journal counting runs on. The tag history they read is recorded by counting's reconciler of finished counts
// (domain/tags/record-on-finalize.ts, added with counting by hosts/app/journal/journal-engines.ts: each finished
// count recorded and compacted once, also one a kill left unrecorded).
import type { JournalDb } from '../../../domain/journal/journal';
import { UserError } from '../../../domain/shared/errors';
import type { OnCounting } from '../journal/journal-engines';

export interface AppTagsDeps {
  /** Counting on the open journal (hosts/app/counts), or null while it is stopped. */
  counts: { current(): Pick<OnCounting, 'journal'> | null };
  workingStoreId(): string | null;
}

export interface AppTags {
  /** The journal the reports read; a clear refusal while there is none. */
  db(): JournalDb;
  /** The working store; refused while none is chosen. */
  storeId(): string;
}

export function createAppTags(deps: AppTagsDeps): AppTags {
  return {
    db() {
      const on = deps.counts.current();
      if (on) return on.journal;
      throw new UserError('unavailable', 'Sign in and choose a store first: tag reports read the counts of this PC.');
    },
    storeId() {
      const id = deps.workingStoreId();
      if (id) return id;
      throw new UserError('unavailable', 'Choose a working store first: tag reports are per store.');
    },
  };
}
