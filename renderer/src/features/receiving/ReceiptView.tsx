// Process: renderer. One receipt from the service, read-only: its header (vendor, store, committed or not, who
// and when), its lines (item, SKU, description, quantity) and the purchase order line each is linked to.
// Esc goes back to the list.
import { useShallow } from 'zustand/react/shallow';
import { formatCount, formatWhen } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { num, TableHead } from '../../shared/TableHead';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { vendorLabel } from '../../store/receiving-lists';
import { selectReceiptView } from '../../store/selectors/receiving';
import { TagReceiptPanel } from '../encode/TagReceiptPanel';

export function ReceiptView() {
  const { r, back, error } = useApp(useShallow(selectReceiptView));
  useKeys([{ keys: 'Esc', run: back }]);
  if (!r) return null;
  const vendor = vendorLabel(r.vendor);
  const units = r.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section className="card receiving receipt-view" aria-labelledby="receipt-title" data-receipt-view={r.docNumber}>
      <div className="title-row">
        <button type="button" onClick={back} aria-keyshortcuts={ariaKeys('Esc')}>
          ← Receipts <KeyHint keys="Esc" />
        </button>
        <h1 id="receipt-title">Receipt {r.docNumber}</h1>
        <span className={`status-chip ${r.committed ? 'receipt-committed' : 'receipt-uncommitted'}`}>
          {r.committed ? 'Committed' : 'Uncommitted'}
        </span>
        <span className="muted">Read-only</span>
      </div>
      <ErrorAlert error={error} />
      <p className={`notice ${r.committed ? 'info' : 'warning'}`} data-status-note>
        {r.statusNote}
      </p>
      <dl className="receipt-facts">
        <div>
          <dt>Vendor</dt>
          <dd>{vendor}</dd>
        </div>
        <div>
          <dt>Store</dt>
          <dd>{[r.store.code, r.store.description].filter(Boolean).join(' ') || r.store.id}</dd>
        </div>
        <div>
          <dt>Reference</dt>
          <dd>{r.reference || '—'}</dd>
        </div>
        <div>
          <dt>Purchase orders</dt>
          <dd>{r.purchaseOrders.map((p) => p.docNumber).join(', ') || 'None'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            {formatWhen(r.created)}
            {r.createdByUser ? ` by ${r.createdByUser}` : ''}
          </dd>
        </div>
        <div>
          <dt>Last change</dt>
          <dd>{formatWhen(r.lastUpdated)}</dd>
        </div>
        {r.committed && (
          <div>
            <dt>Committed by</dt>
            <dd>{r.committedByUser ?? '—'}</dd>
          </div>
        )}
        {(r.description || r.notes) && (
          <div className="wide">
            <dt>Notes</dt>
            <dd>{[r.description, r.notes].filter(Boolean).join(' · ')}</dd>
          </div>
        )}
      </dl>
      <h2>
        Lines <span className="badge">{formatCount(r.lines.length)}</span>{' '}
        <span className="muted">{formatCount(units)} units</span>
      </h2>
      <table className="data-table">
        <caption className="visually-hidden">Receipt lines</caption>
        <TableHead columns={['SKU', 'Description', num('Quantity'), 'Purchase order line']} />
        <tbody>
          {r.lines.map((l) => (
            <tr key={l.id} data-receipt-line={l.sku ?? l.itemId}>
              <td className="mono">{l.sku ?? '—'}</td>
              <td>{l.description ?? `Item ${l.itemId} (not in the catalog cache)`}</td>
              <td className="num">{formatCount(l.quantity)}</td>
              <td>
                {l.poLine
                  ? `${l.poLine.purchaseOrderDocNumber} · ordered ${formatCount(l.poLine.ordered)}`
                  : l.backLinkLineID
                    ? 'Linked to an order line that could not be read'
                    : 'Not on an order'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TagReceiptPanel key={r.id} receipt={r} />
    </section>
  );
}
