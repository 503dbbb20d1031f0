// Process: renderer (pure TS). Numbers and times as every screen shows them, one definition: counts with grouping
// ("1,024"), money with two decimals in the store's currency, one minus sign (−) for both, a counted noun
// ("1 over-receipt", "2 over-receipts", "1,024 lines"), a date and time ("23/11/2026, 06:05") and a time of day
// ("06:05:09"), percentages with one decimal ("80.2%"), signed variances and their tone, what a count covers, and how long ago ("5 min ago").
// One formatter each: a new Intl formatter per call was the costliest function at 1,000 reads/s.
import type { CountScope, MoneyCurrency } from '../../../contract/counts';

const int = new Intl.NumberFormat('en-US');

/** The minus sign every screen shows (U+2212), never a hyphen: "−3" reads as negative at a distance. */
export const MINUS = '\u2212';
const withMinus = (f: Intl.NumberFormat, n: number) =>
  f
    .formatToParts(n)
    .map((p) => (p.type === 'minusSign' ? MINUS : p.value))
    .join('');

export const formatCount = (n: number): string => (n < 0 ? withMinus(int, n) : int.format(n));

// Money: two decimals and the one minus sign, in the store's currency when it is known (an ISO 4217 code: "$1,024.50",
// "−€3.00"); without one the figure alone ("1,024.50"; the screens say where to set a currency). signDisplay
// 'negative': a value that rounds to zero is "0.00", never "−0.00". One formatter per currency and form.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string | null, compact: boolean): Intl.NumberFormat {
  const key = `${currency ?? ''}|${compact}`;
  let f = moneyFormats.get(key);
  if (!f) {
    const digits = compact
      ? { minimumFractionDigits: 0, maximumFractionDigits: 1 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const style = currency ? { style: 'currency' as const, currency } : {};
    f = new Intl.NumberFormat('en-US', {
      ...style,
      ...digits,
      signDisplay: 'negative',
      ...(compact ? { notation: 'compact' as const } : {}),
    });
    moneyFormats.set(key, f);
  }
  return f;
}
/** Money in `currency` (null: no symbol). */
export const formatMoney = (n: number, currency: string | null): string => withMinus(moneyFormat(currency, false), n);
/** Money on a chart axis, read at a glance: "$335K", "−€2.5K". */
export const formatMoneyCompact = (n: number, currency: string | null): string =>
  withMinus(moneyFormat(currency, true), n);

/** What a figure that cannot be given shows (no share without anything counted, for one). */
export const NO_FIGURE = '—';

// Percentages: one decimal everywhere ("5.0%" beside "80.2%", never "5%"), the figure rounded half up at the
// decimal shown, so a share and the chart point drawn for it agree.
/** A share (0..1) in percent with one decimal, as a number: 0.8023 gives 80.2 (the value a chart plots). */
export const percentOf = (share: number): number => Math.round(share * 1000) / 10;
/** A share (0..1) as "80.2%"; null (no figure) as "—". */
export const formatPercent = (share: number | null): string =>
  share === null ? NO_FIGURE : `${percentOf(share).toFixed(1)}%`;
/** A value already in percent (a chart's axis or point: 80.2) as "80.2%". */
export const formatPercentPoint = (percent: number): string => formatPercent(percent / 100);

/** "1 line", "1,024 lines"; plural defaults to singular + "s" ("1 change is", "3 changes are": give both). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

/**
 * A count's items counted and its lines (domain/counts/line-figures.ts: a line is one item in one area on one PC), the
 * one wording wherever both are said: "5 items counted in 6 lines (an item counted in several areas or on several
 * PCs has a line in each)"; "3 items counted, one line each".
 */
export function itemsCountedText(c: { lines: number; items: number }): string {
  const items = `${countOf(c.items, 'item')} counted`;
  if (c.lines === c.items) return c.items === 0 ? items : `${items}, one line each`;
  return `${items} in ${countOf(c.lines, 'line')} (an item counted in several areas or on several PCs has a line in each)`;
}

/** The currency code money is shown in (null: no symbol), from a view that carries the store's currency. */
export const currencyCode = (v: { currency?: MoneyCurrency } | null | undefined): string | null =>
  v?.currency?.code ?? null;
/** +3, −2, 0: a variance with its sign (a real minus sign, read well from a distance). */
export const formatSigned = (n: number, f: (x: number) => string = formatCount) =>
  n > 0 ? `+${f(n)}` : n < 0 ? `${MINUS}${f(-n)}` : f(0);
/** +€3.00, −€2.50: a money variance with its sign in the store's currency. */
export const formatMoneySigned = (n: number, currency: string | null) =>
  formatSigned(n, (x) => formatMoney(x, currency));
/** A variance's CSS class beside `variance`: short (red), over (green), none for zero. */
export const varianceTone = (n: number): 'short' | 'over' | '' => (n < 0 ? 'short' : n > 0 ? 'over' : '');
/** What a count covers, in words: "whole store", "categories: Shoes, Bags", "areas counted only". */
export function scopeText(scope: CountScope): string {
  if (scope.kind === 'store') return 'whole store';
  if (scope.kind === 'areas') return 'areas counted only';
  if (scope.kind === 'items') return `${scope.name} (${scope.items} ${scope.items === 1 ? 'item' : 'items'})`;
  return `${scope.categories.length === 1 ? 'category' : 'categories'}: ${scope.categories.join(', ')}`;
}

/** "just now", "5 min ago", "3 h ago", "2 days ago": how old a sync or a connection is, from `nowMs`. */
export function formatAgo(iso: string, nowMs: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 'at an unknown time';
  const s = Math.round((nowMs - then) / 1000);
  if (s < 60) return 'just now';
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.floor(h / 24)} days ago`;
}

// Dates and times follow the app's language (Settings), one format everywhere: dates.ts.
export { dayPattern, formatDay, formatTime, formatWhen, parseDay } from './dates';
