// Process: renderer. The counts slice's counting in the open session: pushes from main (batches of counted reads,
// outbox, lock), typed scans, the feed and running totals, the paged lines and their filter, manual changes and
// undo, areas, the unknown list, the lines the service refused (remove or reassign each), and whether reader
// reads count here. Reader reads are counted in main and arrive
// as 'counts.events'; typed codes go to counts.scan (counts-scan-actions.ts).
import type { CountEventsBatch, ScanOutcome } from '../../../contract/counts';
import { countOf } from '../lib/format';
import type { CountsContext } from './counts-context';
import { createBatchMemory, foldFeed, undoFeedTop } from './counts-feed';
import type { CountsSlice } from './types';

/** Lines are refetched this long after a change (a scan after a quiet spell); totals follow every batch at once. */
export const LINES_REFRESH_MS = 250;

/**
 * While reads stream in, the lines are refetched at most this often. The query runs on main's event loop, where
 * the next reads wait, and costs more as the session grows (about 40 ms a page at 50,000 lines): four
 * a second at 3,000 reads/s put one in front of many batches and pushed read-to-screen p95 up. The totals and
 * the feed still follow every batch; the counted column of the rows on screen follows once a second.
 */
export const LINES_STREAM_REFRESH_MS = 1000;

type CountingActions = Pick<
  CountsSlice,
  | 'watchCounts'
  | 'applyCountEvents'
  | 'setCountLinesFilter'
  | 'loadCountLinePages'
  | 'setCountLineText'
  | 'adjustCountLine'
  | 'undoCount'
  | 'addCountArea'
  | 'switchCountArea'
  | 'recountArea'
  | 'loadCountUnknowns'
  | 'assignCountUnknown'
  | 'ignoreCountUnknown'
  | 'loadCountRefused'
  | 'removeCountLine'
  | 'reassignCountLine'
  | 'setCountTarget'
>;

/** Outcomes that put a row on the unknown list (so the list is asked for again). */
const LISTED_OUTCOMES: ReadonlySet<ScanOutcome> = new Set(['unknown', 'needsPackSize', 'sameIdentity']);

export function createCountingActions(ctx: CountsContext): CountingActions {
  const { api, get, set, call, sessionId, takeView, reload, pager } = ctx;
  let feedKey = 0;
  const applied = createBatchMemory();
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let lastRefreshAt = Number.NEGATIVE_INFINITY;
  let linesDue = false;
  let unknownsDue = false;

  /**
   * Lines (and unknowns when new ones came) refetched soon: LINES_REFRESH_MS after a change, and no sooner than
   * LINES_STREAM_REFRESH_MS after the last refetch (reads streaming in).
   */
  const refreshSoon = () => {
    if (refreshTimer) return;
    const delay = Math.max(LINES_REFRESH_MS, lastRefreshAt + LINES_STREAM_REFRESH_MS - performance.now());
    refreshTimer = setTimeout(() => {
      refreshTimer = undefined;
      lastRefreshAt = performance.now();
      if (linesDue) {
        linesDue = false;
        set({ countLinesRevision: get().countLinesRevision + 1 });
      }
      if (unknownsDue) {
        unknownsDue = false;
        void get().loadCountUnknowns();
      }
    }, delay);
  };

  return {
    watchCounts() {
      const offs = [
        api.on('counts.events', ({ reader, ...batch }) => {
          // The reader's feedback for the reads this batch counted comes with it, not as 'reader.reads'. Reads the
          // session refused sound as an error, not as new items.
          const refused = batch.events.find((e) => e.outcome === 'refused');
          if (reader && refused)
            get().applyReaderReads({
              ...reader,
              epcs: [],
              barcodes: [],
              errors: [{ code: 'read_only', message: refused.message ?? 'Not counted' }],
            });
          else if (reader) get().applyReaderReads(reader);
          get().applyCountEvents(batch);
        }),
        api.on('counts.outbox', ({ sessionId: id, state }) => {
          const s = get().countSession;
          if (!s || (id !== null && id !== s.id)) return;
          // A line refused (or settled) since: the list follows. The global state counts every session's.
          const refusedChanged = id === s.id && state.refused !== get().countRefused.length;
          // Lines were taken (or a send failed): each line's "not sent yet" follows the outbox as it drains.
          if (state.pending !== s.outbox.pending || state.lastSuccessAt !== s.outbox.lastSuccessAt) {
            linesDue = true;
            refreshSoon();
          }
          set({ countSession: { ...s, outbox: id === null ? { ...state, refused: s.outbox.refused } : state } });
          if (refusedChanged) void get().loadCountRefused();
        }),
        api.on('counts.locked', ({ sessionId: id, lock }) => {
          const s = get().countSession;
          if (s && id === s.id) set({ countSession: { ...s, locked: lock, readOnly: true } });
        }),
        // Another PC's recount, read here: the session's status, its lines and the recount list follow, and it is said.
        api.on('counts.recountLearnt', ({ sessionId: id, items }) => {
          if (get().countSession?.id !== id) return;
          void reload().then(() => {
            if (get().countSession?.id !== id) return;
            set({
              countNotice: `Sent back to recount on another PC: this PC's counts of ${countOf(items, 'item')} are zero again (the earlier counts are kept in the audit). Count them again.`,
            });
            void get().loadRecountList();
          });
        }),
      ];
      return () => {
        for (const off of offs) off();
        clearTimeout(refreshTimer);
        refreshTimer = undefined;
      };
    },

    applyCountEvents(batch: CountEventsBatch) {
      const s = get().countSession;
      if (!s || batch.sessionId !== s.id || applied.seen(batch)) return;
      if (batch.events.some((e) => LISTED_OUTCOMES.has(e.outcome))) unknownsDue = true;
      // Repeated reads of counted tags change no line: the lines are not asked for again for those (the query
      // runs on main's event loop, where the next reads wait).
      if (batch.events.some((e) => e.added !== 0)) linesDue = true;
      // One store update per batch, and not of the session object: only the totals, feed and reader badge
      // re-render while reads stream in; the lines follow (refreshSoon).
      const folded = foldFeed(get().countFeed, batch.events, () => ++feedKey);
      // A batch the session refused (finalized, locked): said as an error, not only as a feed row.
      const refused = batch.events.find((e) => e.outcome === 'refused');
      // A possible cloned tag stays said above the feed (the feed moves on at reading speed), as main words it.
      const clone = batch.events.findLast((e) => e.outcome === 'sameIdentity');
      set({
        countTotals: batch.totals,
        countFeed: folded.feed,
        ...(folded.repeatsElsewhere > 0 ? { countFeedRepeats: get().countFeedRepeats + folded.repeatsElsewhere } : {}),
        ...(refused ? { countError: { code: 'read_only', message: refused.message ?? 'Scans not counted' } } : {}),
        ...(clone?.message ? { countNotice: `${clone.raw}: ${clone.message}.` } : {}),
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

    async setCountLineText(lineId, text) {
      const typed = await call('counts.lines.setText', { lineId, text });
      if (!typed) return false;
      set({ countLineBreakdown: { lineId, text: typed.breakdown } });
      await reload();
      return true;
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
        countFeed: r.undone > 0 ? undoFeedTop(get().countFeed) : get().countFeed,
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

    async loadCountRefused() {
      const id = sessionId();
      const list = id ? await call('counts.lines.refused', { sessionId: id }) : null;
      if (list && sessionId() === id) set({ countRefused: list });
    },

    async removeCountLine(lineId) {
      const r = await call('counts.lines.remove', { lineId });
      if (r) {
        set({ countNotice: 'Refused line removed' });
        await Promise.all([get().loadCountRefused(), reload()]);
      }
      return r !== null;
    },

    async reassignCountLine(lineId, itemId) {
      const line = await call('counts.lines.reassign', { lineId, itemId });
      if (line) {
        set({ countNotice: `Counted as ${[line.sku, line.description].filter(Boolean).join(' ')} instead` });
        await Promise.all([get().loadCountRefused(), reload()]);
      }
      return line !== null;
    },

    // A read-only session takes the reads too: main refuses them out loud, rather than nobody hearing them. The
    // id is named, so a screen letting go after its session closed still releases the right one.
    async setCountTarget(active, id = sessionId() ?? undefined) {
      if (!id) return;
      if (active) takeView(await call('counts.sessions.activate', { sessionId: id }));
      else await api.invoke('counts.sessions.deactivate', { sessionId: id });
    },
  };
}
