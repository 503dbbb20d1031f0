// Process: renderer (pure TS). Numbers, money and times as the counting screens show them (counts and money are
// the renderer's one definition in shared/format.ts).
import { formatCount } from '../../shared/format';

export { countOf, formatCount, formatMoney } from '../../shared/format';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** 335K, −2.5K: a chart axis, read at a glance. */
export const formatCompact = (n: number) => compact.format(n);
/** +3, −2, 0: a variance with its sign (a real minus sign, read well from a distance). */
export const formatSigned = (n: number, f: (x: number) => string = formatCount) =>
  n > 0 ? `+${f(n)}` : n < 0 ? `−${f(-n)}` : f(0);
/** A variance's CSS class beside `variance`: short (red), over (green), none for zero. */
export const varianceTone = (n: number): 'short' | 'over' | '' => (n < 0 ? 'short' : n > 0 ? 'over' : '');

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
