// Process: renderer (pure TS). Numbers and times as every screen shows them, one definition: counts with grouping
// ("1,024"), money with two decimals in the store's currency, one minus sign (−) for both, a counted noun
// ("1 over-receipt", "2 over-receipts", "1,024 lines"), a date and time ("23/11/2026, 06:05") and a time of day
// ("06:05:09").
// One formatter each: a new Intl formatter per call was the costliest function at 1,000 reads/s.
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

/** "1 line", "1,024 lines"; plural defaults to singular + "s" ("1 change is", "3 changes are": give both). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

// Dates and times follow the app's language (Settings), one format everywhere: dates.ts.
export { dayPattern, formatDay, formatTime, formatWhen, parseDay } from './dates';
