// Process: renderer. The counts slice's ways out of a session: the two ways out of a lock (export the unsent lines,
// move them to a new session), the CSV export, and the printed count sheet and its PDF.
import type { CountsContext } from './counts-context';
import type { CountsSlice } from './types';

type ExportActions = Pick<
  CountsSlice,
  'exportCount' | 'exportCountUnsent' | 'moveCountUnsent' | 'loadCountSheet' | 'saveCountPdf'
>;

export function createCountExportActions({ api, set, call, sessionId, reload }: CountsContext): ExportActions {
  return {
    async exportCount() {
      const id = sessionId();
      return id ? call('counts.export', { sessionId: id }) : null;
    },

    async exportCountUnsent(asJournal = false) {
      const id = sessionId();
      return id ? call('counts.lock.exportUnsent', { sessionId: id, asJournal }) : null;
    },

    async moveCountUnsent(asJournal = false) {
      const id = sessionId();
      const r = id ? await call('counts.lock.moveUnsent', { sessionId: id, asJournal }) : null;
      if (r?.ok) await reload();
      return r;
    },

    async loadCountSheet() {
      const id = sessionId();
      if (!id) return false;
      // One item once with its areas, as the CSV (main builds both from the same rows).
      const sheet = await call('counts.sheet', { sessionId: id });
      if (!sheet) return false;
      if (sessionId() === id) set({ countSheet: sheet });
      return true;
    },

    async saveCountPdf() {
      const id = sessionId();
      if (!id) return null;
      const r = await api.invoke('counts.print.pdf', { sessionId: id });
      // Browser mode has no printToPDF: the caller prints the page instead (not an error for the user).
      if (!r.ok) {
        if (r.error.code !== 'unavailable') set({ countError: r.error });
        return null;
      }
      return r.value;
    },
  };
}
