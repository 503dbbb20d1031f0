// Process: shared by main and renderer (types only outside main). The app settings the renderer reads and sets
// over IPC (connection, user, working store, language, currency). The reader's own settings are reader.ts's
// (reader-settings.ts).
import { z } from 'zod';
import { NoArgs, request } from './request';
import type { ConnectionProfile } from './session';
import { WorkingStore } from './stores';

/** The languages the app formats dates and numbers in (one format everywhere, date inputs included). */
export const LANGUAGES = ['en-GB', 'en-US', 'fr-FR', 'de-DE', 'es-ES', 'nl-NL'] as const;
export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;
export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** An ISO 4217 code: the store's currency when the service has no base currency (one at exchange rate 1). */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code, like EUR');

/** What settings.set may change. */
export const SettingsPatch = z
  .object({
    workingStore: WorkingStore.nullable().optional(),
    language: Language.optional(),
    currency: CurrencyCode.nullable().optional(),
  })
  .strict();

export interface SettingsView {
  connection: ConnectionProfile | null;
  userName: string | null;
  workingStore: WorkingStore | null;
  language: Language;
  /** The fallback currency set by the user; null when none is set. */
  currency: string | null;
}

export const settingsRequests = {
  'settings.get': request<SettingsView>()(NoArgs),
  'settings.set': request<SettingsView>()(SettingsPatch),
} as const;
