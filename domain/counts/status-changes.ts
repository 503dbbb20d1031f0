// Process: main (domain, Electron-free). Who wants to know when a session's status changes in the journal:
// finalized here, or read back Finalized, Recount or Processed from the service (another PC, the back office).
// Features built on finished counts (plans' next due date, accuracy, tag history) listen here rather than each
// reaching into finalize and the session read-back. A listener that throws is logged and never undoes the change.
import type { CountStatus } from '../../contract/counts';
import { createLogger } from '../shared/logger';

const log = createLogger('counts.status-changes');

export interface StatusChange {
  sessionId: string;
  from: CountStatus;
  to: CountStatus;
}

export type StatusListener = (change: StatusChange) => void;

export function createStatusChanges() {
  const listeners = new Set<StatusListener>();
  return {
    /** Called after the journal holds the new status; returns the way to stop listening. */
    on(listener: StatusListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change: StatusChange): void {
      if (change.from === change.to) return;
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (err) {
          log.error('status listener failed', { sessionId: change.sessionId, to: change.to, error: String(err) });
        }
      }
    },
  };
}
export type StatusChanges = ReturnType<typeof createStatusChanges>;
