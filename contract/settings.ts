// Process: shared by main and renderer (types only outside main). The app settings the renderer reads and sets
// over IPC (connection, user, working store, language, currency, replenishment's stale-days limit). The reader's own settings are reader.ts's
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

// A day (kept as yyyy-mm-dd) as the Settings language writes it: "25/11/2026" (en-GB), "11/25/2026" (en-US),
// "25.11.2026" (de-DE); four-digit years in every language. The one day format of the app: the renderer's date
// fields and tables (renderer/src/lib/dates.ts) and the names main writes with a day in them (a plan's count) use it.
const dayFormats = new Map<Language, Intl.DateTimeFormat>();
/** The Intl formatter of a day in `lang` (UTC, so the day never shifts with the time zone); made once per language. */
export function dayFormat(lang: Language): Intl.DateTimeFormat {
  let f = dayFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
    dayFormats.set(lang, f);
  }
  return f;
}
/** A yyyy-mm-dd day in `lang`'s format; '' for anything else. */
export function dayText(iso: string, lang: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return '';
  return dayFormat(lang).format(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

/** An ISO 4217 code: the store's currency when the service has no base currency (one at exchange rate 1). */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'a three-letter ISO 4217 code, like EUR');

/** Replenishment: a back-room picture older than this many whole days is flagged stale (domain/replenish). */
export const DEFAULT_STALE_DAYS = 7;
export const StaleDays = z.number().int().min(1).max(365);

/** What settings.set may change. */
export const SettingsPatch = z
  .object({
    workingStore: WorkingStore.nullable().optional(),
    language: Language.optional(),
    currency: CurrencyCode.nullable().optional(),
    staleDays: StaleDays.optional(),
  })
  .strict();

export interface SettingsView {
  connection: ConnectionProfile | null;
  userName: string | null;
  workingStore: WorkingStore | null;
  language: Language;
  /** The fallback currency set by the user; null when none is set. */
  currency: string | null;
  /** Replenishment's limit: a back-room picture older than this many days is stale (DEFAULT_STALE_DAYS unless set). */
  staleDays: number;
}

export const settingsRequests = {
  'settings.get': request<SettingsView>()(NoArgs),
  'settings.set': request<SettingsView>()(SettingsPatch),
} as const;
