// Process: renderer. Locate (contract/locate.ts): the target chosen by a Locate action (lookup card, a missing item,
// a tag report) opens the Locate screen and starts main's locate; main pushes the meter's reading ten or more
// times a second while it runs, which this slice takes only while a locate it started is on. The tick's mute is
// kept here and never crosses.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import type { LocateStatus } from '../../../contract/locate';
import { itemLocateTarget } from '../lib/item-gtins';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, LocateSlice } from './types';

export const createLocateSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], LocateSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'locateError');
    let offReading: (() => void) | null = null;
    let distanceAsked = 0;

    const listen = () => {
      offReading ??= api.on('locate.reading', (reading) => {
        if (get().locateStatus?.active) set({ locateReading: reading, locateUpdates: get().locateUpdates + 1 });
      });
    };
    const unlisten = () => {
      offReading?.();
      offReading = null;
    };
    const took = (status: LocateStatus | null) => {
      if (status) set({ locateStatus: status });
      if (!status?.active) unlisten();
    };

    return {
      locateTarget: null,
      locateLabel: null,
      locateStatus: null,
      locateReading: null,
      locateUpdates: 0,
      locateMuted: false,
      locateBusy: false,
      locateError: null,
      locateSimulator: null,

      async openLocate(target, label) {
        set({ locateTarget: target, locateLabel: label ?? null, area: 'locate', locateError: null });
        await get().startLocate();
      },

      async locateItem(sku, label) {
        const found = await api.invoke('lookup.lookup', { text: sku });
        // Every GTIN its tags may carry: its RFID GTINs and its barcodes' (the lookup card's target too).
        const target = found.ok && found.value.item ? itemLocateTarget(found.value.item) : null;
        if (target) return get().openLocate(target, label);
        // Without an RFID GTIN or a barcode no tag can be told to be this item's: the screen opens and says so.
        set({
          area: 'locate',
          locateError: found.ok
            ? {
                code: 'not_found',
                message: `${label} has no RFID GTIN and no barcode with a GTIN, so no tag can be told to be its: give the item a GTIN or a UPC in the catalog, or locate one of its tags by EPC.`,
              }
            : found.error,
        });
      },

      async startLocate() {
        const target = get().locateTarget;
        if (!target || get().locateBusy) return;
        set({ locateBusy: true, locateReading: null, locateUpdates: 0 });
        listen();
        const label = get().locateLabel;
        try {
          took(await call('locate.start', { target, ...(label ? { label } : {}) }));
        } finally {
          set({ locateBusy: false });
        }
      },

      async stopLocate() {
        if (!get().locateStatus?.active) return;
        set({ locateBusy: true });
        try {
          took(await call('locate.stop', {}));
        } finally {
          set({ locateBusy: false });
        }
      },

      setLocateMuted: (muted) => set({ locateMuted: muted }),

      async loadLocateSimulator() {
        const r = await api.invoke('locate.simulator.get', {});
        if (r.ok) set({ locateSimulator: r.value });
      },

      async setLocateDistance(m) {
        const sim = get().locateSimulator;
        // Shown at once: a held arrow key sends the next step before main has answered the last one.
        if (sim) set({ locateSimulator: { ...sim, distanceM: Math.min(sim.max, Math.max(sim.min, m)) } });
        const mine = ++distanceAsked;
        const r = await call('locate.simulator.set', {
          distanceM: Math.min(sim?.max ?? m, Math.max(sim?.min ?? m, m)),
        });
        // An answer to an older step would undo the newer steps already shown.
        if (r && mine === distanceAsked) set({ locateSimulator: r });
      },

      async moveLocateTarget(steps) {
        const sim = get().locateSimulator;
        if (sim) await get().setLocateDistance(sim.distanceM + steps * sim.step);
      },
    };
  };
