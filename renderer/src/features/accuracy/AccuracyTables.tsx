// Process: renderer. The counts behind the chart's points (newest first: the one just finalized on top), each with
// its accuracy, items, variance value and source, and the items most often beyond tolerance across them.
import type { AccuracyPoint, WrongItemView } from '../../../../contract/accuracy';
import { VARIANCE_VALUE } from '../../lib/figure-names';
import {
  formatCount,
  formatMoney,
  formatMoneySigned,
  formatPercent,
  formatWhen,
  NO_FIGURE,
  scopeText,
} from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { whyNoFigure } from './accuracy-text';

const SOURCE: Record<AccuracyPoint['source'], string> = { journal: 'This PC', service: 'Service only' };

export function CountsTable({ points, currency }: { points: AccuracyPoint[]; currency: string | null }) {
  return (
    <table className="data-table history-counts">
      <caption>Counts behind each point</caption>
      <TableHead
        columns={[
          'Finalized',
          'Count',
          'Scope',
          num('Accuracy'),
          num('Exact'),
          num('Items'),
          num('Beyond'),
          num(VARIANCE_VALUE),
          'From',
        ]}
      />
      <tbody>
        {[...points].reverse().map((p) => {
          const why = whyNoFigure(p, p.source);
          return (
            <tr key={p.sessionId} data-session={p.sessionId}>
              <td data-figure="finalized-at">{formatWhen(Date.parse(p.finalizedAt))}</td>
              <th scope="row">{p.description || 'Untitled count'}</th>
              <td>{scopeText(p.scope)}</td>
              <td className="num" title={why ?? undefined} data-figure="accuracy">
                {formatPercent(p.accuracy)}
              </td>
              <td className="num" data-figure="accuracy-exact">
                {formatPercent(p.accuracyExact)}
              </td>
              <td className="num" data-figure="items">
                {formatCount(p.items)}
              </td>
              <td className="num" data-figure="beyond-tolerance">
                {p.withinTolerance === null ? NO_FIGURE : formatCount(p.items - p.withinTolerance)}
              </td>
              <td className="num" data-figure="variance-value">
                {p.varianceValue === null ? NO_FIGURE : formatMoneySigned(p.varianceValue, currency)}
              </td>
              <td>{SOURCE[p.source]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function MostWrongTable({ items, currency }: { items: WrongItemView[]; currency: string | null }) {
  if (items.length === 0) return <p className="muted">No item was beyond tolerance in the counts stored here.</p>;
  return (
    <table className="data-table history-wrong">
      <caption>Items most often wrong</caption>
      <TableHead
        columns={['SKU', 'Item', 'Category', num('Times wrong'), num('Counted in'), num('Value off'), 'Last wrong']}
      />
      <tbody>
        {items.map((w) => (
          <tr key={w.itemId}>
            <td>{w.sku}</td>
            <th scope="row">{w.description}</th>
            <td>{w.category}</td>
            <td className="num">{formatCount(w.timesWrong)}</td>
            <td className="num">{formatCount(w.timesCounted)}</td>
            <td className="num">{formatMoney(w.valueOff, currency)}</td>
            <td>{formatWhen(Date.parse(w.lastWrongAt))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
