// Process: renderer. The variance figures of a review row, in one order and one look for every variance table
// (per category, per item): counted, expected, variance (red short, green over) and its retail value in the
// store's currency (`currency`: an ISO code, or null for no symbol).

import { VARIANCE_VALUE } from '../../lib/figure-names';
import { formatCount, formatMoneySigned, formatSigned, varianceTone } from '../../lib/format';
import { num } from '../../shared/TableHead';

/** The headings of VarianceCells, in their order (the order of the lines panel: counted before expected). */
export const VARIANCE_COLUMNS = [num('Counted'), num('Expected'), num('Variance'), num(VARIANCE_VALUE)];

export function VarianceCells(props: {
  counted: number;
  expected: number;
  variance: number;
  value: number | null;
  currency: string | null;
}) {
  const { counted, expected, variance, value, currency } = props;
  return (
    <>
      <td className="num">{formatCount(counted)}</td>
      <td className="num">{formatCount(expected)}</td>
      <td className={`num variance ${varianceTone(variance)}`}>{formatSigned(variance)}</td>
      {/* An item without a price has no value: a dash, not a false zero. */}
      <td className="num">{value === null ? '—' : formatMoneySigned(value, currency)}</td>
    </>
  );
}
