// Process: renderer. The scale as the screens see it: its settings, its status pushed by main (`scale.status`),
// saving Settings -> Scale, tare and zero, an item put on the simulated pan, and the USB HID scales present.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, ScaleSlice } from './types';

export const createScaleSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], ScaleSlice> =>
  (set) => {
    const call = createInvokeKeepingError(api, set, 'scaleError');
    return {
      scaleSettings: null,
      scaleStatus: null,
      scaleBusy: false,
      scaleError: null,
      hidScales: null,

      watchScale() {
        const off = api.on('scale.status', (scaleStatus) => set({ scaleStatus }));
        void Promise.all([api.invoke('scale.getSettings', {}), api.invoke('scale.status', {})]).then(([s, st]) => {
          if (s.ok) set({ scaleSettings: s.value });
          if (st.ok) set({ scaleStatus: st.value });
        });
        return off;
      },

      async saveScaleSettings(patch) {
        set({ scaleBusy: true });
        const saved = await call('scale.setSettings', patch);
        set({ scaleBusy: false, ...(saved ? { scaleSettings: saved } : {}) });
        if (saved) {
          const st = await api.invoke('scale.status', {});
          if (st.ok) set({ scaleStatus: st.value });
        }
        return saved !== null;
      },

      async scaleCommand(command) {
        return (await call('scale.command', { command })) === true;
      },

      async putOnSimulatedScale(grams) {
        return (await call('scale.simulatorPut', { grams })) === true;
      },

      async loadHidScales() {
        const found = await call('scale.hidScales', {});
        if (found) set({ hidScales: found });
      },
    };
  };
