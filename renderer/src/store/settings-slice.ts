// Process: renderer. The language, the fallback currency and replenishment's stale-days limit: read from main's
// settings and changed through it (main validates them). Dates everywhere follow the language: taking it also sets lib/dates.ts's language.
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import { DEFAULT_LANGUAGE, DEFAULT_STALE_DAYS } from '../../../contract/settings';
import { setDateLanguage } from '../lib/dates';
import { createInvokeKeepingError } from './invoke-keeping-error';
import type { AppState, SettingsSlice } from './types';

export const createSettingsSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], SettingsSlice> =>
  (set, get) => {
    const call = createInvokeKeepingError(api, set, 'settingsError');
    return {
      language: DEFAULT_LANGUAGE,
      currency: null,
      staleDays: DEFAULT_STALE_DAYS,
      settingsError: null,

      applySettings({ language, currency, staleDays }) {
        setDateLanguage(language);
        set({ language, currency, staleDays });
      },

      async saveSettings(patch) {
        const saved = await call('settings.set', patch);
        if (saved) get().applySettings(saved);
        return saved !== null;
      },
    };
  };
