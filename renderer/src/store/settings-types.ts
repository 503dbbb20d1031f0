// Process: renderer. The settings slice's public shape: the app's language (every date and time follows it), the
// fallback currency and replenishment's stale-days limit, as main keeps them in the settings file. Part of AppState (types.ts); its creator is
// settings-slice.ts.

import type { AppError } from '../../../contract/result';
import type { Language, SettingsView } from '../../../contract/settings';

export interface SettingsSlice {
  language: Language;
  /** The currency set by the user for stores the service gives none for (ISO 4217); null when none is set. */
  currency: string | null;
  /** Replenishment: a back-room picture older than this many days is flagged stale. */
  staleDays: number;
  /** The last refused change of the settings (main validates them), for the Settings screen. */
  settingsError: AppError | null;
  /** Takes the language, currency and stale-days limit of a settings answer (start-up, sign-in, a change). */
  applySettings(view: Pick<SettingsView, 'language' | 'currency' | 'staleDays'>): void;
  /** Changes them in main's settings file; false when main refused (the error is kept). */
  saveSettings(patch: { language?: Language; currency?: string | null; staleDays?: number }): Promise<boolean>;
}
