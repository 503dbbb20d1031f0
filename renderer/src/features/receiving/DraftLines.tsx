// Process: renderer. What the draft receives: against an order, the order's lines (ordered, already received by
// earlier receipts, received now, outstanding, over-receipts flagged), the lines feeding them, and apart the items
// not on the order (kept unless removed); without an order, every line.
import { useShallow } from 'zustand/react/shallow';
import { formatCount } from '../../lib/format';
import { num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectDraftLines } from '../../store/selectors/receiving';
import { FieldProblems } from './FieldProblems';
import { LinesTable } from './LineRow';
import { problemsFor } from './problems';

function PoLines() {
  const draft = useApp((s) => s.draft);
  if (!draft?.purchaseOrder) return null;
  return (
    <section className="po-lines" aria-labelledby="po-lines-title">
      <h2 id="po-lines-title">
        Order {draft.purchaseOrder.docNumber} <span className="muted">· {draft.purchaseOrder.status}</span>
      </h2>
      <table className="data-table">
        <caption className="visually-hidden">Purchase order lines</caption>
        <TableHead
          columns={[
            'SKU',
            'Description',
            num('Ordered'),
            num('Already received'),
            num('Received now'),
            num('Outstanding'),
          ]}
        />
        <tbody>
          {draft.poLines.map((p) => (
            <tr key={p.poLineId} data-po-line={p.sku ?? p.itemId} className={p.over ? 'line-over' : undefined}>
              <td className="mono">{p.sku ?? '—'}</td>
              <td>
                {p.description ?? `Item ${p.itemId}`}
                {p.over && <span className="flag flag-over">Over-receipt</span>}
              </td>
              <td className="num">{formatCount(p.ordered)}</td>
              <td className="num">{formatCount(p.alreadyReceived)}</td>
              <td className="num" data-received-now>
                {formatCount(p.receivedNow)}
              </td>
              <td className="num">{formatCount(p.outstanding)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function DraftLines() {
  const { draft, all, removeExtra } = useApp(useShallow(selectDraftLines));
  if (!draft) return null;
  const withPo = draft.purchaseOrder !== null;
  const onOrder = withPo ? draft.lines.filter((l) => l.onOrder) : draft.lines;
  const problems = problemsFor(all, 'lines');
  return (
    <>
      <PoLines />
      <section className="draft-lines-panel" aria-labelledby="draft-lines-title">
        <h2 id="draft-lines-title">
          {withPo ? 'Received on the order' : 'Lines'} <span className="badge">{formatCount(onOrder.length)}</span>
        </h2>
        <FieldProblems problems={problems} />
        {onOrder.length === 0 ? <p className="muted">No lines yet.</p> : <LinesTable lines={onOrder} caption="Lines" />}
      </section>
      {withPo && draft.extraLines.length > 0 && (
        <section className="extra-lines" aria-labelledby="extra-lines-title">
          <div className="title-row">
            <h2 id="extra-lines-title">
              Not on the order <span className="badge badge-warn">{formatCount(draft.extraLines.length)}</span>
            </h2>
            {draft.state === 'open' && (
              <button type="button" onClick={() => void removeExtra()}>
                Remove all not on the order
              </button>
            )}
          </div>
          <p className="muted">These items are kept on the receipt unless you remove them.</p>
          <LinesTable lines={draft.extraLines} caption="Items not on the order" />
        </section>
      )}
    </>
  );
}
