// Process: renderer. Reader tuning as the settings screen sees it (contract/reader-tuning.ts): loaded from main,
// saved through it. The reader's answers come in the view's last report, reloaded when the reader status moves.
import type { StateCreator } from 'zustand';
import type { StocktakeApi, TuningView } from '../../../contract';
import { PRESET_TUNING } from '../../../contract/reader-tuning';
import type { ReaderTuningSlice } from './reader-tuning-types';
import type { AppState } from './types';

export const createReaderTuningSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], ReaderTuningSlice> =>
  (set, get) => {
    // The reader the section is about: absent means the main one.
    const which = () => {
      const reader = get().tuningReader;
      return reader === null ? {} : { reader };
    };
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
      tuningReader: null,
      async chooseTuningReader(reader) {
        set({ tuningReader: reader, tuningError: null });
        await get().loadTuning();
      },
      async loadTuning() {
        const r = await api.invoke('reader.tuning.get', which());
        if (r.ok) set({ tuning: r.value });
        else set({ tuningError: r.error });
      },
      async saveTuning(tuning) {
        set({ tuningBusy: true, tuningError: null });
        return settle(await api.invoke('reader.tuning.set', { tuning, ...which() }));
      },
      async saveTuningPreset(preset) {
        set({ tuningBusy: true, tuningError: null });
        // Another reader takes the preset's values as its saved tuning, as the main one does (savePreset).
        if (get().tuningReader !== null)
          return settle(await api.invoke('reader.tuning.set', { tuning: PRESET_TUNING[preset], ...which() }));
        return settle(await api.invoke('reader.tuning.savePreset', { preset }));
      },
    };
  };
