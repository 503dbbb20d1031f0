// Process: renderer. Variance per item on the review: the items most short and most over (all areas and PCs
// together), in units and retail value, so a manager recounts the few that matter first. Not shown when blind.
import type { CountLineView } from '../../../../contract/counts';
import { TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectReviewCurrency } from '../../store/selectors/review';
import { VARIANCE_COLUMNS, VarianceCells } from './VarianceCells';

function ItemTable(props: { title: string; lines: CountLineView[]; tone: 'short' | 'over'; currency: string | null }) {
  const { title, lines, tone, currency } = props;
  return (
    <table className="data-table item-variance" data-item-variance={tone}>
      <caption>{title}</caption>
      <TableHead columns={['Item', ...VARIANCE_COLUMNS]} />
      <tbody>
        {lines.length === 0 ? (
          <tr>
            <td colSpan={5} className="muted">
              None.
            </td>
          </tr>
        ) : (
          lines.map((l) => {
            const counted = (l.expected ?? 0) + (l.variance ?? 0);
            return (
              <tr key={l.itemId}>
                <th scope="row">
                  {l.description} <span className="muted">{l.sku}</span>
                </th>
                <VarianceCells
                  counted={counted}
                  expected={l.expected ?? 0}
                  variance={l.variance ?? 0}
                  value={l.varianceValue ?? null}
                  currency={currency}
                />
              </tr>
            );
          })
        )}
      </tbody>
    </table>
  );
}

export function ItemVariancePanel() {
  const items = useApp((s) => s.countItemVariance);
  const currency = useApp(selectReviewCurrency);
  if (!items) return null;
  return (
    <section className="card item-variance-panel" aria-labelledby="item-variance-title">
      <h2 id="item-variance-title">Variance per item</h2>
      <ItemTable title="Most short" lines={items.short} tone="short" currency={currency} />
      <ItemTable title="Most over" lines={items.over} tone="over" currency={currency} />
    </section>
  );
}
