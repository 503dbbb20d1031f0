// Process: renderer. The counts slice's hand count in shelf order: the active area's items in the order they stand
// (counts.shelf), a count typed on one of them ("3 cases + 4", read exactly in main, which answers the breakdown),
// an item moved in the order (saved for the area), the bottle on the scale weighed into a line (a row on the scan
// feed with the weight and the fraction), and an item's full
// and empty bottle weights. After a count or a weighing the lines and totals are reloaded like any change by hand.
import type { CountsContext } from './counts-context';
import type { CountsSlice } from './types';

type ShelfActions = Pick<
  CountsSlice,
  'loadCountShelf' | 'countOnShelf' | 'moveOnShelf' | 'weighOnShelf' | 'loadItemWeights' | 'setItemWeight'
>;

export function createCountShelfActions(ctx: CountsContext): ShelfActions {
  const { get, set, call, sessionId, reload } = ctx;
  return {
    async loadCountShelf() {
      const id = sessionId();
      if (!id) return;
      const shelf = await call('counts.shelf', { sessionId: id });
      if (shelf && sessionId() === id) set({ countShelf: shelf });
    },
    async countOnShelf(itemId, text) {
      const id = sessionId();
      if (!id) return null;
      const r = await call('counts.shelf.count', { sessionId: id, itemId, text });
      if (!r) return null;
      if (sessionId() === id) set({ countShelf: r.shelf });
      await reload();
      return r.breakdown;
    },
    async moveOnShelf(itemId, toIndex) {
      const id = sessionId();
      if (!id) return;
      const shelf = await call('counts.shelf.move', { sessionId: id, itemId, toIndex });
      if (shelf && sessionId() === id) set({ countShelf: shelf });
    },
    async weighOnShelf(itemId) {
      const id = sessionId();
      if (!id) return null;
      const r = await call('counts.shelf.weigh', { sessionId: id, itemId });
      if (!r) return null;
      if (sessionId() !== id) return r;
      set({ countShelf: r.shelf });
      // The weighing joins the scan feed as a scan does (its row: the weight and the fraction, features/counts/feed.ts).
      const totals = get().countTotals;
      if (totals) get().applyCountEvents({ sessionId: id, events: [r.event], reads: 0, totals });
      await reload();
      return r;
    },
    loadItemWeights: (itemId) => call('counts.weights.get', { itemId }),
    setItemWeight: (itemId, side, grams) =>
      call('counts.weights.set', { itemId, side, ...(grams === undefined ? {} : { grams }) }),
  };
}
