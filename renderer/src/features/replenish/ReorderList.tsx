// Process: renderer. Items short on the floor with none in the back room: to reorder, not to pick, listed apart.
// A store whose back room was never counted whole lists many: the first ones show, the CSV has them all.
import type { ReorderLine } from '../../../../contract/replenish';
import { formatCount } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';

/** Rows shown; the rest are counted under the table. */
const REORDER_SHOWN = 100;

export function ReorderList({ lines }: { lines: readonly ReorderLine[] }) {
  return (
    <section aria-labelledby="replenish-reorder-title" className="replenish-reorder">
      <h2 id="replenish-reorder-title">To reorder ({formatCount(lines.length)})</h2>
      {lines.length === 0 ? (
        <p className="muted">Nothing: every item short on the floor has units in the back room.</p>
      ) : (
        <table className="data-table">
          <TableHead columns={['Item', 'Category', num('Floor'), num('Minimum'), num('Short')]} />
          <tbody>
            {lines.slice(0, REORDER_SHOWN).map((l) => (
              <tr key={l.itemId} data-reorder={l.sku}>
                <td>
                  <strong>{l.sku}</strong> {l.description}
                </td>
                <td>{l.category}</td>
                <td className="num">{formatCount(l.floor)}</td>
                <td className="num">{formatCount(l.minimum)}</td>
                <td className="num">{formatCount(l.short)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {lines.length > REORDER_SHOWN && (
        <p className="muted">
          and {formatCount(lines.length - REORDER_SHOWN)} more: Download CSV (Alt+D) for the whole list.
        </p>
      )}
    </section>
  );
}
