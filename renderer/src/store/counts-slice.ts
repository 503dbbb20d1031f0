// Process: renderer. Counting as the screens see it: the working store's sessions, the open session (totals from
// every batch, outbox and lock pushed by main), the feed of the last scans, the lines in pages fetched from main
// (never the whole session), the unknown list, review figures, finalize and the ways out of a lock. Reader reads
// are counted in main and arrive as 'counts.events'; typed codes go to counts.scan.

import type { StateCreator } from 'zustand';
import type { InvokeArgs, InvokeValue, RequestName, StocktakeApi } from '../../../main/contract';
import type { CountEventsBatch, CountLineView, CountSessionView } from '../../../main/contract/counts';
import { createBatchMemory, prependFeed, signalKinds } from '../features/counts/feed';
import { createLinePager } from '../features/counts/line-pager';
import { countOf } from '../shared/format';
import type { AppState, CountLinesFilter, CountsSlice } from './types';

/** Lines are refetched at most this often while reads stream in; totals follow every batch at once. */
export const LINES_REFRESH_MS = 250;
/** Items shown on the review as most short and most over. */
export const ITEM_VARIANCE_SHOWN = 10;

export const DEFAULT_LINES_FILTER: CountLinesFilter = {
  search: '',
  area: null,
  category: null,
  hasVariance: false,
  sort: 'description',
  dir: 'asc',
};

/** Everything about one open session, as it is when none is open. */
type OneSession = Pick<
  CountsSlice,
  | 'countSession'
  | 'countTotals'
  | 'countFeed'
  | 'countLastReadAt'
  | 'countLinesTotal'
  | 'countLinePages'
  | 'countUnknowns'
  | 'countVariance'
  | 'countItemVariance'
  | 'countMissing'
  | 'countFinalize'
  | 'countNotice'
  | 'countSheet'
  | 'countLinesFilter'
>;
const clearSession = (): OneSession => ({
  countSession: null,
  countTotals: null,
  countFeed: [],
  countLastReadAt: null,
  countLinesTotal: 0,
  countLinePages: {},
  countUnknowns: [],
  countVariance: null,
  countItemVariance: null,
  countMissing: null,
  countFinalize: null,
  countNotice: null,
  countSheet: null,
  countLinesFilter: DEFAULT_LINES_FILTER,
});

export const createCountsSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], CountsSlice> =>
  (set, get) => {
    let feedKey = 0;
    let signalSeq = 0;
    const applied = createBatchMemory();
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let linesDue = false;
    let unknownsDue = false;

    /** The value, or null with the error kept for the screen. */
    const call = async <K extends RequestName>(name: K, args: InvokeArgs<K>): Promise<InvokeValue<K> | null> => {
      const r = await api.invoke(name, args);
      if (!r.ok) {
        set({ countError: r.error });
        return null;
      }
      set({ countError: null });
      return r.value;
    };
    const sessionId = () => get().countSession?.id ?? null;
    const takeView = (v: CountSessionView | null) => {
      if (v && v.id === sessionId()) set({ countSession: v, countTotals: v.totals });
      return v !== null;
    };
    const pager = createLinePager(api, get, set);
    /** Lines (and unknowns when new ones came) refetched soon, at most every LINES_REFRESH_MS. */
    const refreshSoon = () => {
      if (refreshTimer) return;
      refreshTimer = setTimeout(() => {
        refreshTimer = undefined;
        if (linesDue) {
          linesDue = false;
          set({ countLinesRevision: get().countLinesRevision + 1 });
        }
        if (unknownsDue) {
          unknownsDue = false;
          void get().loadCountUnknowns();
        }
      }, LINES_REFRESH_MS);
    };
    /** After a manual change: the session view (totals, unknowns, outbox) and the lines, now. */
    const reload = async () => {
      const id = sessionId();
      if (!id) return;
      takeView(await call('counts.sessions.open', { sessionId: id }));
      set({ countLinesRevision: get().countLinesRevision + 1 });
    };

    return {
      countsScreen: 'sessions',
      countSessions: null,
      countSessionsStatus: null,
      countBusy: false,
      countError: null,
      countSignals: null,
      countLinesRevision: 0,
      ...clearSession(),

      watchCounts() {
        const offs = [
          api.on('counts.events', (batch) => get().applyCountEvents(batch)),
          api.on('counts.outbox', ({ sessionId: id, state }) => {
            const s = get().countSession;
            if (s && (id === null || id === s.id)) set({ countSession: { ...s, outbox: state } });
          }),
          api.on('counts.locked', ({ sessionId: id, lock }) => {
            const s = get().countSession;
            if (s && id === s.id) set({ countSession: { ...s, locked: lock, readOnly: true } });
          }),
        ];
        return () => {
          for (const off of offs) off();
          clearTimeout(refreshTimer);
          refreshTimer = undefined;
        };
      },

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
        if (v.readOnly) void get().loadCountReview();
        return true;
      },

      closeCountSession() {
        pager.reset();
        set({ ...clearSession(), countsScreen: 'sessions' });
        void get().loadCountSessions();
      },

      async countScan(text) {
        const id = sessionId();
        const code = text.trim();
        if (!id || !code) return;
        const batch = await call('counts.scan', { sessionId: id, texts: [code] });
        if (!batch) return;
        get().applyCountEvents(batch);
        // Typed scans make no reader batch, so their sounds come from here.
        set({ countSignals: { seq: ++signalSeq, kinds: signalKinds(batch.events) } });
      },

      applyCountEvents(batch: CountEventsBatch) {
        const s = get().countSession;
        if (!s || batch.sessionId !== s.id || applied.seen(batch)) return;
        if (batch.events.some((e) => e.outcome === 'unknown' || e.outcome === 'needsPackSize')) unknownsDue = true;
        // Repeated reads of counted tags change no line: the lines are not asked for again for those (the query
        // runs on main's event loop, where the next reads wait).
        if (batch.events.some((e) => e.added !== 0)) linesDue = true;
        // One store update per batch, and not of the session object: only the totals, feed and reader badge
        // re-render while reads stream in; the lines follow at most every LINES_REFRESH_MS.
        set({
          countTotals: batch.totals,
          countFeed: prependFeed(get().countFeed, batch.events, () => ++feedKey),
          ...(batch.reads > 0 || batch.events.length > 0 ? { countLastReadAt: Date.now() } : {}),
        });
        if (linesDue || unknownsDue) refreshSoon();
      },

      setCountLinesFilter(patch) {
        pager.reset();
        set({ countLinesFilter: { ...get().countLinesFilter, ...patch }, countLinePages: {}, countLinesTotal: 0 });
        set({ countLinesRevision: get().countLinesRevision + 1 });
      },

      loadCountLinePages: (first, last) => pager.load(first, last),

      async setCountLine(lineId, quantity) {
        const line = await call('counts.lines.set', { lineId, quantity });
        if (line) await reload();
        return line !== null;
      },

      async adjustCountLine(lineId, delta) {
        const line = await call('counts.lines.adjust', { lineId, delta });
        if (line) await reload();
        return line !== null;
      },

      async undoCount() {
        const id = sessionId();
        if (!id) return;
        const r = await call('counts.undo', { sessionId: id, count: 1 });
        if (!r) return;
        set({
          countNotice: r.undone > 0 ? `Undid ${countOf(r.undone, 'scan')}` : 'Nothing to undo',
          countFeed: get().countFeed.slice(r.undone > 0 ? 1 : 0),
        });
        await reload();
      },

      async addCountArea(name) {
        const id = sessionId();
        return id ? takeView(await call('counts.areas.add', { sessionId: id, name })) : false;
      },

      async switchCountArea(name) {
        const id = sessionId();
        if (!id) return false;
        const done = takeView(await call('counts.areas.switch', { sessionId: id, name }));
        if (done) set({ countNotice: `Counting in ${name}` });
        return done;
      },

      async recountArea(name) {
        const id = sessionId();
        if (!id) return false;
        const done = takeView(await call('counts.areas.recount', { sessionId: id, name }));
        if (done) {
          set({
            countNotice: `${name} recounted: its counts are zero again`,
            countLinesRevision: get().countLinesRevision + 1,
          });
        }
        return done;
      },

      async loadCountUnknowns() {
        const id = sessionId();
        const list = id ? await call('counts.unknowns', { sessionId: id }) : null;
        const s = get().countSession;
        if (list && s?.id === id) {
          const unknownOpen = list.filter((u) => u.state === 'open').length;
          set({
            countUnknowns: list,
            ...(unknownOpen !== s.unknownOpen ? { countSession: { ...s, unknownOpen } } : {}),
          });
        }
      },

      async assignCountUnknown(code, itemId) {
        const id = sessionId();
        const u = id ? await call('counts.unknowns.assign', { sessionId: id, code, itemId }) : null;
        if (u) await Promise.all([get().loadCountUnknowns(), reload()]);
        return u !== null;
      },

      async ignoreCountUnknown(code) {
        const id = sessionId();
        const u = id ? await call('counts.unknowns.ignore', { sessionId: id, code }) : null;
        if (u) await get().loadCountUnknowns();
        return u !== null;
      },

      async loadCountReview() {
        const id = sessionId();
        if (!id) return;
        const blind = get().countSession?.blind ?? true;
        // Lines are per item and area with the item's variance on each: a few more than shown, one per item.
        const extremes = async (dir: 'asc' | 'desc') => {
          if (blind) return [];
          const page = await call('counts.lines', {
            sessionId: id,
            offset: 0,
            limit: ITEM_VARIANCE_SHOWN * 4,
            sort: 'variance',
            dir,
            hasVariance: true,
          });
          const seen = new Set<string>();
          const sign = dir === 'asc' ? -1 : 1;
          return (page?.lines ?? [])
            .filter((l) => Math.sign(l.variance ?? 0) === sign && !seen.has(l.itemId) && seen.add(l.itemId))
            .slice(0, ITEM_VARIANCE_SHOWN);
        };
        const [variance, missing, , short, over] = await Promise.all([
          call('counts.variance', { sessionId: id }),
          call('counts.missing', { sessionId: id, offset: 0, limit: 500 }),
          get().loadCountUnknowns(),
          extremes('asc'),
          extremes('desc'),
        ]);
        if (sessionId() === id)
          set({
            countVariance: variance,
            countMissing: missing,
            countItemVariance: blind ? null : { short, over },
          });
      },

      async confirmCountZero(itemIds) {
        const id = sessionId();
        const r = id && itemIds.length ? await call('counts.zero.confirm', { sessionId: id, itemIds }) : null;
        if (!r) return false;
        set({ countNotice: `${countOf(r.confirmed, 'zero count')} confirmed` });
        await Promise.all([reload(), get().loadCountReview()]);
        return true;
      },

      async finalizeCount(anyway = false) {
        const id = sessionId();
        if (!id) return null;
        set({ countBusy: true });
        const r = await call('counts.finalize', { sessionId: id, anyway });
        set({ countBusy: false, countFinalize: r });
        if (r?.ok || (r && r.reason === 'locked')) await reload();
        return r;
      },

      async exportCount() {
        const id = sessionId();
        return id ? call('counts.export', { sessionId: id }) : null;
      },

      async exportCountUnsent() {
        const id = sessionId();
        return id ? call('counts.lock.exportUnsent', { sessionId: id }) : null;
      },

      async moveCountUnsent() {
        const id = sessionId();
        const r = id ? await call('counts.lock.moveUnsent', { sessionId: id }) : null;
        if (r) await reload();
        return r;
      },

      async setCountTarget(active) {
        const id = sessionId();
        if (!id) return;
        if (active && !get().countSession?.readOnly)
          takeView(await call('counts.sessions.activate', { sessionId: id }));
        else if (!active) await api.invoke('counts.sessions.deactivate', { sessionId: id });
      },

      async loadCountSheet() {
        const id = sessionId();
        if (!id) return false;
        const lines: CountLineView[] = [];
        for (let offset = 0; ; offset += 500) {
          const page = await call('counts.lines', {
            sessionId: id,
            offset,
            limit: 500,
            sort: 'description',
            dir: 'asc',
          });
          if (!page) return false;
          lines.push(...page.lines);
          if (page.lines.length < 500 || lines.length >= page.total) break;
        }
        if (sessionId() === id) set({ countSheet: lines });
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
  };
