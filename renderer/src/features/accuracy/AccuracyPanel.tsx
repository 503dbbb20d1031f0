// Process: renderer. The review's inventory record accuracy: the share of counted items within the
// store's tolerance and exact, per category, and how many are beyond. Once the count is finalized it is the figure
// stored for the history; before, it is the figure as it stands. A blind count still open has none (main refuses).
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { countOf, formatCount, formatPercent } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectAccuracyPanel } from '../../store/selectors/accuracy';
import { AccuracyButton } from './AccuracyButton';

export function AccuracyPanel() {
  const { accuracy, error, session, tolerances, load } = useApp(useShallow(selectAccuracyPanel));
  const id = session?.id ?? null;
  const changed = `${session?.status}|${session?.totals.units}|${session?.totals.lines}|${JSON.stringify(tolerances)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded when the count's figures, status or tolerances change
  useEffect(() => {
    if (id) void load(id);
  }, [id, changed]);
  if (!session || (session.blind && !session.readOnly)) return null;
  return (
    <section className="card accuracy-panel" aria-labelledby="accuracy-title">
      <div className="title-row">
        <h2 id="accuracy-title">Inventory record accuracy</h2>
        <AccuracyButton />
      </div>
      {error ? (
        <p className="muted">{error.message}</p>
      ) : !accuracy || accuracy.sessionId !== id ? (
        <p className="muted">Working out the accuracy…</p>
      ) : accuracy.items === 0 ? (
        <p className="muted">Nothing in the scope is counted yet.</p>
      ) : accuracy.withinTolerance === null ? (
        <p className="muted">
          No accuracy: this PC never took the on-hand this count was counted against (it was opened here after it was
          finalized, or offline), so its {countOf(accuracy.items, 'counted item')} cannot be judged.
        </p>
      ) : (
        <>
          <dl className="count-totals">
            <div>
              <dt>Within tolerance</dt>
              <dd data-accuracy="within">{formatPercent(accuracy.accuracy)}</dd>
            </div>
            <div>
              <dt>Exact</dt>
              <dd data-accuracy="exact">{formatPercent(accuracy.accuracyExact)}</dd>
            </div>
            <div>
              <dt>Beyond tolerance</dt>
              <dd data-figure="beyond-tolerance">{countOf(accuracy.beyond, 'item')}</dd>
            </div>
          </dl>
          <p className="muted">
            Of {countOf(accuracy.items, 'counted item')} in the scope.{' '}
            {accuracy.stored
              ? 'Stored for the history when the count was finalized.'
              : 'Stored when the count is finalized.'}
          </p>
          {accuracy.byCategory.length > 1 && (
            <table className="data-table">
              <caption className="visually-hidden">Accuracy per category</caption>
              <TableHead columns={['Category', num('Within tolerance'), num('Exact'), num('Items')]} />
              <tbody>
                {accuracy.byCategory.map((c) => (
                  <tr key={c.category}>
                    <th scope="row">{c.category}</th>
                    <td className="num">{formatPercent(c.accuracy)}</td>
                    <td className="num">{formatPercent(c.accuracyExact)}</td>
                    <td className="num">{formatCount(c.items)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
