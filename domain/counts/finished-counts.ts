// Process: main (domain, Electron-free). One reconciler for what follows a finished count (Finalized or Processed in
// this PC's journal): its tag history and compaction (domain/tags), its accuracy and its plan's next due date
// (domain/plans). Each listener reads from the journal what it has not done yet and does it, once, so a status
// change is only a prompt: a kill between the journal taking the status and any record, a listener that failed, a
// finish taken while nothing listened (another process, a restart) are all caught up by the next run. It runs when
// a listener is added (the engine's start), on every status change, and after every finalize, open and refresh.
import { createLogger } from '../shared/logger';
import type { StatusChange } from './status-changes';

const log = createLogger('counts.finished-counts');

export interface FinishedCountListener {
  /** For the log. */
  name: string;
  /**
   * Gives every count the journal holds as finished the record this listener keeps and it lacks (and undoes it
   * for one sent back to counting, where that applies); returns how many counts it changed. `heard`: the status
   * change that prompted this run, if one did (the moment a count was heard finished).
   */
  reconcile(heard: StatusChange | null): number;
  /** Stops what it still runs in the background (its journal is about to close); called when it is removed. */
  stop?(): void;
}

export function createFinishedCounts() {
  const listeners = new Set<FinishedCountListener>();
  const runOne = (listener: FinishedCountListener, heard: StatusChange | null) => {
    try {
      const n = listener.reconcile(heard);
      if (n > 0) log.info('finished counts reconciled', { listener: listener.name, counts: n });
    } catch (err) {
      // Nothing is marked done: the next run (a refresh, a restart) tries again.
      log.error('finished-count listener failed', { listener: listener.name, error: String(err) });
    }
  };
  return {
    /** Adds a listener and runs it at once (a finish taken while it was not listening); returns the way to remove it. */
    add(listener: FinishedCountListener): () => void {
      listeners.add(listener);
      runOne(listener, null);
      return () => {
        listeners.delete(listener);
        listener.stop?.();
      };
    },
    reconcile(heard: StatusChange | null = null): void {
      for (const listener of listeners) runOne(listener, heard);
    },
  };
}
export type FinishedCounts = ReturnType<typeof createFinishedCounts>;
