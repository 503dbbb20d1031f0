// Process: renderer. A Recount session's list on the counting screen and the review: the items to count again,
// where they were counted, their earlier count and, once recounted, the new one. Only these items count now:
// a scan of another item is refused in the feed with the reason (domain/review/recount-list.ts).
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { countOf, formatCount } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectRecountListPanel } from '../../store/selectors/review';

export function RecountListPanel() {
  const { session, list, load, units } = useApp(useShallow(selectRecountListPanel));
  const id = session?.id;
  const status = session?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again as the count, its status or units change
  useEffect(() => {
    if (id) void load();
  }, [id, status, units, load]);
  if (!session || !list || list.sessionId !== session.id || list.items.length === 0) return null;
  const left = list.items.filter((i) => i.recounted === null).length;
  return (
    <section className="card recount-list" aria-labelledby="recount-list-title">
      <h2 id="recount-list-title">Recount list</h2>
      <p data-recount-summary>
        {session.status === 'Recount' ? (
          <>
            Only these items are counted in this recount: <strong data-figure="to-recount">{formatCount(left)}</strong>{' '}
            of {countOf(list.items.length, 'item')} still to count. Scans of other items are refused.
          </>
        ) : (
          <>{countOf(list.items.length, 'item was', 'items were')} sent back to recount.</>
        )}
      </p>
      <table className="data-table">
        <TableHead columns={['Item', 'Areas', num('Earlier'), num('Recounted')]} />
        <tbody>
          {list.items.map((i) => (
            <tr key={i.itemId} data-recount-item={i.itemId}>
              <th scope="row">
                {i.description ?? i.itemId} <span className="muted">{i.sku}</span>
              </th>
              <td>{i.areas.length > 0 ? i.areas.join(', ') : <span className="muted">not counted here</span>}</td>
              <td className="num">{formatCount(i.earlier)}</td>
              <td className="num">
                {i.recounted === null ? <span className="muted">to count</span> : formatCount(i.recounted)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
