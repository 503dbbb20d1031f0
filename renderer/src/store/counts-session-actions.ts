// Process: renderer. The counts slice's sessions: the working store's list (by status), creating, renaming,
// opening (a read-only session opens on the review) and closing a session, processing a finalized one as the demo's
// back office, and which counts screen is shown.
import type { ProcessResult } from '../../../contract/counts';
import { countOf } from '../lib/format';
import { type CountsContext, clearSession } from './counts-context';
import type { CountsSlice } from './types';

type SessionActions = Pick<
  CountsSlice,
  | 'showCountsScreen'
  | 'loadCountSessions'
  | 'createCountSession'
  | 'renameCountSession'
  | 'processDemoCount'
  | 'openCountSession'
  | 'closeCountSession'
  | 'askNewCountSession'
  | 'takeNewCountSessionAsk'
  | 'loadCountCategories'
>;

/** What processing did, in words: the on-hand that changed, and what the next count of those items expects. */
export function processedText(r: ProcessResult): string {
  if (r.alreadyProcessed) return 'This count was processed already: nothing changed.';
  if (r.items === 0) return 'Processed. The count had no counted lines, so no on-hand changed.';
  return `Processed. The demo's on-hand of ${countOf(r.items, 'item')} is now what was counted; the next count of ${r.items === 1 ? 'it expects that figure' : 'them expects those figures'}.`;
}

export function createCountSessionActions({
  get,
  set,
  call,
  sessionId,
  takeView,
  pager,
}: CountsContext): SessionActions {
  return {
    showCountsScreen(screen) {
      if (screen !== 'sessions' && !get().countSession) return;
      // A notice belongs to the screen it was said on ("Undid 1 scan" would be stale on the review).
      set({ countsScreen: screen, countNotice: null });
      if (screen === 'review') void get().loadCountReview();
    },

    async loadCountSessions(status = get().countSessionsStatus) {
      const store = get().workingStore;
      if (!store) return;
      set({ countBusy: true, countSessionsStatus: status });
      const list = await call('counts.sessions.list', { storeId: store.id, ...(status ? { status } : {}) });
      set({ countBusy: false, ...(list ? { countSessions: list } : {}) });
    },

    async createCountSession(args) {
      const store = get().workingStore;
      if (!store) return false;
      set({ countBusy: true });
      const v = await call('counts.sessions.create', { storeId: store.id, ...args });
      set({ countBusy: false });
      if (!v) return false;
      pager.reset();
      set({ ...clearSession(), countSession: v, countTotals: v.totals, countsScreen: 'counting' });
      void get().loadCountSessions();
      return true;
    },

    async renameCountSession(id, description) {
      const v = await call('counts.sessions.rename', { sessionId: id, description });
      if (!v) return false;
      takeView(v);
      set({ countSessions: (get().countSessions ?? []).map((s) => (s.id === id ? { ...s, description } : s)) });
      return true;
    },

    async processDemoCount(id) {
      set({ countBusy: true, countNotice: null });
      const r = await call('counts.process.demo', { sessionId: id });
      set({ countBusy: false });
      if (!r) return false;
      set({ countNotice: processedText(r) });
      void get().loadCountSessions();
      return true;
    },

    async openCountSession(id) {
      set({ countBusy: true });
      const v = await call('counts.sessions.open', { sessionId: id });
      set({ countBusy: false });
      if (!v) return false;
      pager.reset();
      set({
        ...clearSession(),
        countSession: v,
        countTotals: v.totals,
        countsScreen: v.readOnly ? 'review' : 'counting',
      });
      void get().loadCountUnknowns();
      void get().loadCountRefused();
      void get().loadCountCategories();
      if (v.readOnly) void get().loadCountReview();
      return true;
    },

    closeCountSession() {
      pager.reset();
      set({ ...clearSession(), countsScreen: 'sessions' });
      void get().loadCountSessions();
    },

    askNewCountSession() {
      if (get().countSession) get().closeCountSession();
      set({ countsScreen: 'sessions', countNewAsked: true });
    },

    takeNewCountSessionAsk() {
      const asked = get().countNewAsked;
      if (asked) set({ countNewAsked: false });
      return asked;
    },

    async loadCountCategories() {
      const id = sessionId();
      const list = id ? await call('counts.lines.categories', { sessionId: id }) : null;
      if (list && sessionId() === id) set({ countCategories: list });
    },
  };
}
