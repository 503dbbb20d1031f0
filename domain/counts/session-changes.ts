// Process: main (domain, Electron-free). Who wants to know that a session's counts changed in the journal: a reader
// batch committed ('batch', with the time its oldest read reached main), anything else that changes its lines or
// tags (an undo, a change by hand, an assignment: 'edit'), or its status ('status': finalized, read back). The replenishment list kept on screen follows its floor scan here
// (hosts/app/replenish). Told after the commit, synchronously; a listener that throws is logged and changes nothing.
import { createLogger } from '../shared/logger';

const log = createLogger('counts.session-changes');

export type SessionChangeKind = 'batch' | 'edit' | 'status';
export type SessionChangeListener = (sessionId: string, kind: SessionChangeKind, firstReadAt?: number) => void;

export function createSessionChanges() {
  const listeners = new Set<SessionChangeListener>();
  return {
    /** Returns the way to stop listening. */
    on(listener: SessionChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(sessionId: string, kind: SessionChangeKind, firstReadAt?: number): void {
      for (const listener of listeners) {
        try {
          listener(sessionId, kind, firstReadAt);
        } catch (err) {
          log.error('session-change listener failed', { sessionId, kind, error: String(err) });
        }
      }
    },
  };
}
