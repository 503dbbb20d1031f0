// Process: renderer. Reader tuning as the settings screen sees it (contract/reader-tuning.ts): loaded from main,
// saved through it. The reader's answers come in the view's last report, reloaded when the reader status moves.
import type { StateCreator } from 'zustand';
import type { StocktakeApi, TuningView } from '../../../contract';
import type { TuningSlice } from './tuning-types';
import type { AppState } from './types';

export const createTuningSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], TuningSlice> =>
  (set) => {
    const settle = (r: Awaited<ReturnType<StocktakeApi['invoke']>>): boolean => {
      set({ tuningBusy: false });
      if (!r.ok) {
        set({ tuningError: r.error });
        return false;
      }
      set({ tuning: r.value as TuningView, tuningError: null });
      return true;
    };
    return {
      tuning: null,
      tuningBusy: false,
      tuningError: null,
      async loadTuning() {
        const r = await api.invoke('reader.tuning.get', {});
        if (r.ok) set({ tuning: r.value });
        else set({ tuningError: r.error });
      },
      async saveTuning(tuning) {
        set({ tuningBusy: true, tuningError: null });
        return settle(await api.invoke('reader.tuning.set', { tuning }));
      },
      async saveTuningPreset(preset) {
        set({ tuningBusy: true, tuningError: null });
        return settle(await api.invoke('reader.tuning.savePreset', { preset }));
      },
    };
  };
