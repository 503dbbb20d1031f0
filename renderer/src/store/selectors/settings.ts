// Process: renderer. What the Settings screen's sections read of the settings slice (one selector per component,
// as in the other selector files).
import type { AppState } from '../types';

export const selectLanguageSection = (s: AppState) => ({
  language: s.language,
  currency: s.currency,
  error: s.settingsError,
  save: s.saveSettings,
});

export const selectStaleDaysSection = (s: AppState) => ({
  staleDays: s.staleDays,
  error: s.settingsError,
  save: s.saveSettings,
});
