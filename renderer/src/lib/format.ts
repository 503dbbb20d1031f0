// Process: renderer (pure TS). Numbers and times as every screen shows them, one definition: counts with grouping
// ("1,024"), money with two decimals, a counted noun ("1 over-receipt", "2 over-receipts", "1,024 lines"), a date
// and time ("23/11/2026, 06:05") and a time of day ("06:05:09").
// One formatter each: a new Intl formatter per call was the costliest function at 1,000 reads/s.
const int = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (n: number): string => int.format(n);
export const formatMoney = (n: number): string => money.format(n);

/** "1 line", "1,024 lines"; plural defaults to singular + "s" ("1 change is", "3 changes are": give both). */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

// Dates and times follow the app's language (Settings), one format everywhere: dates.ts.
export { dayPattern, formatDay, formatTime, formatWhen, parseDay } from './dates';
