// Process: renderer. The running totals, large enough to read from a metre away: units, lines, unique tags
// against total reads. They follow every batch of reads (pushed by main): the one part of the screen that does.

import { formatCount } from '../../lib/format';
import { useApp } from '../../store/context';

export function CountTotalsPanel() {
  const totals = useApp((s) => s.countTotals);
  if (!totals) return null;
  return (
    <dl className="count-totals" aria-label="Totals">
      <div>
        <dt>Units</dt>
        <dd data-total="units">{formatCount(totals.units)}</dd>
      </div>
      <div>
        <dt>Lines</dt>
        <dd data-total="lines">{formatCount(totals.lines)}</dd>
      </div>
      <div>
        <dt>Unique tags / reads</dt>
        <dd>
          <span data-total="uniqueTags">{formatCount(totals.uniqueTags)}</span>
          <span className="of"> / </span>
          <span data-total="totalReads">{formatCount(totals.totalReads)}</span>
        </dd>
      </div>
    </dl>
  );
}
