// Process: renderer. Accuracy over time (contract/accuracy.ts): the working store's history, shown at once from
// this PC's journal and again once the counts finalized elsewhere are read back from the service (a read-back is a
// few requests of the store's 2-a-second budget, so it runs when the screen opens and on Refresh, not on a timer).
// An answer for a store no longer the working one is dropped. Floor availability per day (kept by the
// replenishment lists) loads with the history, from the same journal.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AccuracySlice, AppState } from './types';

export const createAccuracySlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], AccuracySlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'accuracyError');
    const storeId = () => get().workingStore?.id ?? null;

    const load = async (id: string) => {
      const [h, a] = await Promise.all([
        call('accuracy.history', { storeId: id }),
        call('accuracy.availability', { storeId: id }),
      ]);
      if (storeId() !== id) return;
      if (h) set({ accuracyHistory: h });
      if (a) set({ floorAvailability: a });
    };
    const readBackAccuracy = async () => {
      const id = storeId();
      if (!id) return;
      set({ accuracyBusy: true });
      const r = await call('accuracy.readBack', { storeId: id });
      if (r) set({ accuracyReadBack: r });
      // A read-back that failed (offline) stays said after the journal's history reloads without error.
      const failed = r ? null : get().accuracyError;
      await load(id);
      set({ accuracyBusy: false, ...(failed ? { accuracyError: failed } : {}) });
    };

    return {
      accuracyHistory: null,
      accuracyCategory: null,
      accuracyBusy: false,
      accuracyReadBack: null,
      accuracyError: null,
      sessionAccuracy: null,
      sessionAccuracyError: null,
      floorAvailability: null,
      availabilityCategory: null,

      async openAccuracyHistory() {
        get().setArea('accuracy');
        const id = storeId();
        if (!id) return;
        if (get().accuracyHistory?.storeId !== id) set({ accuracyHistory: null, accuracyCategory: null });
        if (get().floorAvailability?.storeId !== id) set({ floorAvailability: null, availabilityCategory: null });
        // Busy from the start: the screen mounting meanwhile does not open it a second time.
        set({ accuracyBusy: true });
        await load(id);
        await readBackAccuracy();
      },
      readBackAccuracy,
      setAccuracyCategory: (category) => set({ accuracyCategory: category }),
      async accuracyCsv() {
        const id = storeId();
        return id ? call('accuracy.export', { storeId: id }) : null;
      },
      setAvailabilityCategory: (category) => set({ availabilityCategory: category }),
      async availabilityCsv() {
        const id = storeId();
        return id ? call('accuracy.availabilityExport', { storeId: id }) : null;
      },
      async loadSessionAccuracy(sessionId) {
        if (get().sessionAccuracy?.sessionId !== sessionId) set({ sessionAccuracy: null });
        const r = await api.invoke('accuracy.session', { sessionId });
        if (get().countSession?.id !== sessionId) return;
        set(r.ok ? { sessionAccuracy: r.value, sessionAccuracyError: null } : { sessionAccuracyError: r.error });
      },
    };
  };
