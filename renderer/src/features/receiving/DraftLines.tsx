// Process: renderer. What the draft receives: against an order, the order's lines (ordered, already received by
// earlier receipts, received now, outstanding, over-receipts flagged), the lines feeding them, and apart the items
// not on the order (kept unless removed, all at once only after an inline confirmation that says how many);
// without an order, every line.
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { countOf, formatCount } from '../../lib/format';
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

/** "Remove all not on the order", asked once more with the number of lines it takes away. */
function RemoveExtra({ lines, remove }: { lines: number; remove: () => Promise<boolean> }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  // The button pressed is gone: the keyboard goes on from the safe answer.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button type="button" onClick={() => setAsking(true)}>
        Remove all not on the order
      </button>
    );
  return (
    <fieldset className="inline-confirm">
      <legend className="visually-hidden">Remove the lines not on the order?</legend>
      <span>Remove {countOf(lines, 'line')} not on the order?</span>
      <button type="button" className="danger" onClick={() => void remove().then(() => setAsking(false))}>
        Yes, remove {formatCount(lines)}
      </button>
      <button type="button" ref={keep} onClick={() => setAsking(false)}>
        Keep them
      </button>
    </fieldset>
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
            {draft.state === 'open' && <RemoveExtra lines={draft.extraLines.length} remove={removeExtra} />}
          </div>
          <p className="muted">These items are kept on the receipt unless you remove them.</p>
          <LinesTable lines={draft.extraLines} caption="Items not on the order" />
        </section>
      )}
    </>
  );
}
