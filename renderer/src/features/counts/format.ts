// Process: renderer (pure TS). Numbers, money and times as the counting screens show them.
const int = new Intl.NumberFormat('en-US');
const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (n: number) => int.format(n);
export const formatMoney = (n: number) => money.format(n);
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** 335K, −2.5K: a chart axis, read at a glance. */
export const formatCompact = (n: number) => compact.format(n);
/** +3, −2, 0: a variance with its sign (a real minus sign, read well from a distance). */
export const formatSigned = (n: number, f: (x: number) => string = formatCount) =>
  n > 0 ? `+${f(n)}` : n < 0 ? `−${f(-n)}` : f(0);

// One formatter each: toLocaleString with options builds a new Intl formatter per call, which the feed (20 rows
// re-rendered per batch of reads) made the page's costliest function at 1,000 reads/s.
const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' });
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

export function formatWhen(at: string | number | null | undefined): string {
  if (at === null || at === undefined || at === '') return '—';
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '—';
  return when.format(d);
}

export const formatTime = (at: number) => time.format(at);
