// Process: renderer (pure TS). Dates and times in one format, the app's language (Settings): a date and time
// ("23/11/2026, 06:05" in en-GB, "11/23/2026, 06:05 AM" in en-US), a time of day, and a day alone as the date
// fields show and read it ("23/11/2026", pattern "dd/mm/yyyy"). The store sets the language (settings slice);
// screens call these without knowing it. The year has four digits in every language, so a day reads the same
// in a table, a heading and a date field.
// Formatters are made once per language and kept: a new Intl formatter per call was the costliest function at
// 1,000 reads/s.
import { DEFAULT_LANGUAGE, dayFormat, dayText, type Language } from '../../../contract/settings';

interface DateFormats {
  when: Intl.DateTimeFormat;
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  /** How a day is typed in this language: "dd/mm/yyyy", "mm/dd/yyyy", "dd.mm.yyyy"... */
  pattern: string;
  /** The order of the day, month and year fields, for reading a typed day. */
  order: ('day' | 'month' | 'year')[];
}

const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
// A day alone is contract/settings.ts's dayFormat: the one day format, shared with what main names by day.
const PATTERN_PART: Record<string, string> = { day: 'dd', month: 'mm', year: 'yyyy' };
const formats = new Map<Language, DateFormats>();
let language: Language = DEFAULT_LANGUAGE;

function formatsOf(lang: Language): DateFormats {
  let f = formats.get(lang);
  if (!f) {
    const day = dayFormat(lang);
    const parts = day.formatToParts(Date.UTC(2026, 10, 23));
    f = {
      when: new Intl.DateTimeFormat(lang, { ...DAY, hour: '2-digit', minute: '2-digit' }),
      time: new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
      day,
      pattern: parts.map((p) => PATTERN_PART[p.type] ?? p.value).join(''),
      order: parts.map((p) => p.type).filter((t) => t === 'day' || t === 'month' || t === 'year'),
    };
    formats.set(lang, f);
  }
  return f;
}

/** The language every date is shown in from now on (the store calls this when settings load or change). */
export function setDateLanguage(lang: Language): void {
  language = lang;
}
export const dateLanguage = (): Language => language;

/** A date and time, or a dash when there is none (or it is not a date). */
export function formatWhen(at: string | number | null | undefined): string {
  if (at === null || at === undefined || at === '') return '—';
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '—';
  return formatsOf(language).when.format(d);
}

export const formatTime = (at: number): string => formatsOf(language).time.format(at);

/** How a day is typed: "dd/mm/yyyy" (en-GB), "mm/dd/yyyy" (en-US), "dd.mm.yyyy" (de-DE)... */
export const dayPattern = (): string => formatsOf(language).pattern;

/** A day kept as yyyy-mm-dd, shown in the language's format; '' stays ''. */
export const formatDay = (iso: string): string => dayText(iso, language);

/** A day typed in the language's format, as yyyy-mm-dd; null when it is no real day ("31/02/2026", "23/11"). */
export function parseDay(text: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  const { order } = formatsOf(language);
  if (numbers.length !== 3) return null;
  const at = (field: 'day' | 'month' | 'year') => Number(numbers[order.indexOf(field)]);
  const [year, month, day] = [at('year'), at('month'), at('day')];
  if (String(year).length !== 4 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return d.toISOString().slice(0, 10);
}

const two = (n: number) => String(n).padStart(2, '0');
/** This PC's calendar day of a time (now by default) as yyyy-mm-dd: a plan's first due day, a chart's day. */
export function localDay(at: string | number | Date = Date.now()): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}
