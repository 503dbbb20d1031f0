// Process: renderer. The tag reports' shrink candidates: items replenishment could not find in the back room in the
// latest two list rounds, with no pick of them since (main's rule, domain/replenish/misses.ts): their tags may be
// gone. Per item: how often and when last not found; the list as CSV (main's). Shown for the working store whatever
// counts are compared; its heading is h2, under the screen's h1.
import { useShallow } from 'zustand/react/shallow';
import { downloadFile } from '../../lib/download';
import { formatCount, formatWhen } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectShrinkCandidates } from '../../store/selectors/tags';

export function ShrinkCandidates() {
  const { rows, csv } = useApp(useShallow(selectShrinkCandidates));
  if (rows === null) return null;
  const download = () => void csv().then((r) => r && downloadFile(r.fileName, r.csv, 'text/csv;charset=utf-8'));
  return (
    <section className="tag-shrink" aria-labelledby="tag-shrink-title">
      <div className="title-row">
        <h2 id="tag-shrink-title">
          Shrink candidates <span className="tag-count">{formatCount(rows.length)}</span>
        </h2>
        <button type="button" onClick={download} disabled={rows.length === 0}>
          Download shrink CSV
        </button>
      </div>
      <p className="muted">
        Items replenishment could not find in the back room twice in a row, and not picked since: their tags may be
        gone.
      </p>
      {rows.length === 0 ? (
        <p>No item was not found twice in a row.</p>
      ) : (
        <table className="data-table tag-shrink-table">
          <TableHead columns={['Item', 'Category', num('Times not found'), 'Last not found']} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.itemId} data-item={r.itemId}>
                <th scope="row">{r.sku ? `${r.sku} ${r.description ?? ''}`.trim() : r.itemId}</th>
                <td>{r.category}</td>
                <td className="num" data-figure="times-not-found">
                  {formatCount(r.timesNotFound)}
                </td>
                <td>{formatWhen(r.lastNotFoundAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
