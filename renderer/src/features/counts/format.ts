// Process: renderer (pure TS). Figures as the counting screens show them: compact chart axes, signed variances
// and their tone; counts, money and times are the renderer's one definition in lib/format.ts.
import { formatCount } from '../../lib/format';

export { countOf, formatCount, formatMoney, formatTime, formatWhen } from '../../lib/format';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** 335K, −2.5K: a chart axis, read at a glance. */
export const formatCompact = (n: number) => compact.format(n);
/** +3, −2, 0: a variance with its sign (a real minus sign, read well from a distance). */
export const formatSigned = (n: number, f: (x: number) => string = formatCount) =>
  n > 0 ? `+${f(n)}` : n < 0 ? `−${f(-n)}` : f(0);
/** A variance's CSS class beside `variance`: short (red), over (green), none for zero. */
export const varianceTone = (n: number): 'short' | 'over' | '' => (n < 0 ? 'short' : n > 0 ? 'over' : '');
