// Process: renderer. Food-and-beverage units as the screens see them: each unit's precision (units.precisions, set
// in Settings → Units) and the unit of the items being counted (units.item, set on the hand-count panel or the count
// line's pad). A unit changed while a hand count is open reloads its shelf, whose lines name each item's unit.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, UnitsSlice } from './types';

export const createUnitsSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], UnitsSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'unitsError');
    return {
      unitPrecisions: null,
      itemUnits: {},
      unitsError: null,

      async loadUnitPrecisions() {
        const precisions = await call('units.precisions', {});
        if (precisions) set({ unitPrecisions: precisions });
      },

      async setUnitPrecision(unit, step) {
        const precisions = await call('units.precisions.set', { unit, step });
        if (!precisions) return false;
        // Every item's step in that unit moved with it: the cached item units are asked again when shown.
        set({ unitPrecisions: precisions, itemUnits: {} });
        return true;
      },

      async loadItemUnit(itemId) {
        const unit = await call('units.item', { itemId });
        if (unit) set({ itemUnits: { ...get().itemUnits, [itemId]: unit } });
      },

      async setItemUnit(itemId, unit) {
        const view = await call('units.item.set', { itemId, unit });
        if (!view) return false;
        set({ itemUnits: { ...get().itemUnits, [itemId]: view } });
        if (get().countShelf) await get().loadCountShelf();
        return true;
      },
    };
  };
