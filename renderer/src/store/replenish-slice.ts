// Process: renderer. Replenishment as the screen sees it: the working store's list (from the latest pictures, or
// with a floor scan chosen), the areas' roles, pick mode and the put-away, misses with a reason, the list as CSV and
// the store's minimums. Reader reads and wedge scans taken in main while pick mode is on arrive as
// 'replenish.changed'; typed codes go through 'replenish.pick.scan'. Every answer carries the list after it, whole or
// (while main keeps the screen's list: the floor scan's reads as 'replenish.linesChanged', reader pick batches) as
// a change merged in (replenish-merge.ts). Closing the screen tells main to stop keeping it ('replenish.close').
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import type { PickPush, ReplenishLinesChange, ReplenishView } from '../../../contract/replenish';
import { countOf } from '../lib/format';
import { createInvokeKeepingError } from './invoke-keeping-error';
import { changeIsOf, mergeLinesChange } from './replenish-merge';
import type { ReplenishFeedEntry } from './replenish-types';
import { scanList } from './scan-list';
import type { AppState, ReplenishSlice } from './types';

/** The feed shows the newest scans only: the lines hold the totals. */
const FEED_MAX = 10;

export const createReplenishSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], ReplenishSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'replenishError');
    let feedKey = 0;
    const floor = () => get().replenishFloorSession ?? undefined;
    /** A list of another store (the working store changed meanwhile) is dropped. */
    const takeView = (view: ReplenishView) => {
      const storeId = get().workingStore?.id;
      if (storeId && view.storeId.toLowerCase() !== storeId.toLowerCase()) return;
      set({ replenishView: view });
    };
    /** A kept list's change, merged into the list shown when it is of that list (else dropped: a reload comes). */
    const takeChange = (change: ReplenishLinesChange) => {
      const view = get().replenishView;
      if (view && changeIsOf(view, change)) set({ replenishView: mergeLinesChange(view, change) });
    };
    const take = (r: PickPush) => {
      const fresh: ReplenishFeedEntry[] = r.outcomes.map((o) => ({ ...o, key: ++feedKey })).reverse();
      set({ replenishFeed: [...fresh, ...get().replenishFeed].slice(0, FEED_MAX) });
      if (r.view) takeView(r.view);
      if (r.change) takeChange(r.change);
    };
    const busy = async <T>(work: () => Promise<T>): Promise<T> => {
      set({ replenishBusy: true });
      try {
        return await work();
      } finally {
        set({ replenishBusy: false });
      }
    };
    /** Typed codes picked where pick mode says (no area when it is off); false when the request failed. */
    const pick = async (texts: string[]) => {
      const area = get().replenishPicking?.area ?? null;
      const r = await call('replenish.pick.scan', { area, texts, floorSessionId: floor() });
      if (r) take(r);
      return r !== null;
    };
    const tell = (replenishNotice: string) => set({ replenishNotice });

    return {
      replenishView: null,
      replenishBusy: false,
      replenishError: null,
      replenishFloorSession: null,
      replenishPicking: null,
      replenishFeed: [],
      replenishMinimums: null,
      replenishNotice: null,

      watchReplenish() {
        const offPicks = api.on('replenish.changed', ({ reader, ...result }) => {
          // The reader's feedback (sounds, counters) for the reads this change took comes with it.
          if (reader) get().applyReaderReads(reader);
          take(result);
        });
        const offLines = api.on('replenish.linesChanged', takeChange);
        return () => {
          offPicks();
          offLines();
          // Main keeps the list only while the screen shows it.
          void api.invoke('replenish.close', {});
        };
      },

      loadReplenish: () =>
        busy(async () => {
          const view = await call('replenish.list', { floorSessionId: floor() });
          if (view) takeView(view);
        }),

      async chooseFloorScan(sessionId) {
        set({ replenishFloorSession: sessionId });
        await get().loadReplenish();
      },

      async setAreaRole(area, role) {
        if (await call('replenish.roles.set', { area, role })) await get().loadReplenish();
      },

      async setPicking(where) {
        if (where === null) {
          set({ replenishPicking: null });
          await api.invoke('replenish.pick.deactivate', {});
          return;
        }
        const view = await call('replenish.pick.activate', { ...where, floorSessionId: floor() });
        if (!view) return;
        set({ replenishPicking: where, replenishFeed: [], replenishNotice: null });
        takeView(view);
      },

      async pickScan(text) {
        if (text.trim()) await pick([text.trim()]);
      },

      pickScanList: (text, from) => scanList(text, from, pick, tell),

      putAway: (area) =>
        busy(async () => {
          const r = await call('replenish.pick.putAway', { area, floorSessionId: floor() });
          if (!r) return;
          take(r);
          tell(`Put away ${countOf(r.outcomes.filter((o) => o.kind === 'placed').length, 'unit')} on ${area}.`);
        }),

      async missLine(itemId, reason) {
        const view = await call('replenish.pick.miss', { itemId, reason, floorSessionId: floor() });
        if (view) takeView(view);
      },

      async replenishCsv() {
        return (await call('replenish.csv', { floorSessionId: floor() }))?.csv ?? null;
      },

      async loadMinimums() {
        const rows = await call('replenish.minimums.get', {});
        if (rows) set({ replenishMinimums: rows });
      },

      async setMinimum(kind, code, minimum) {
        const rows = await call('replenish.minimums.set', { kind, code, minimum });
        if (!rows) return false;
        set({ replenishMinimums: rows });
        await get().loadReplenish();
        return true;
      },

      async importMinimums(csv, from) {
        const took = await call('replenish.minimums.import', { csv });
        if (!took) return;
        tell(
          `Imported ${from}: ${countOf(took.categories, 'category', 'categories')}, ${countOf(took.items, 'item')}.`,
        );
        await get().loadMinimums();
        await get().loadReplenish();
      },

      async minimumsCsv() {
        return (await call('replenish.minimums.export', {}))?.csv ?? null;
      },
    };
  };
