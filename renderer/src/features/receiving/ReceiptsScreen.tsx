// Process: renderer. The working store's receipts from the service, a page at a time and filtered, with this PC's
// drafts above them. Keyboard: Alt+N new receipt, Ctrl+F the document number filter, PageDown / PageUp pages.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { formatCount, formatWhen } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { vendorLabel } from '../../store/receiving-lists';
import { selectReceiptsScreen } from '../../store/selectors/receiving';
import { DraftsPanel } from './DraftsPanel';
import { ReceiptFilters } from './ReceiptFilters';

export function ReceiptsScreen() {
  const s = useApp(useShallow(selectReceiptsScreen));
  const docFilter = useRef<HTMLInputElement>(null);
  const { newDraft, nextPage, prevPage, loadVendors } = s;
  useEffect(() => void loadVendors(), [loadVendors]);
  useKeys([
    { keys: 'Alt+N', run: () => void newDraft() },
    { keys: 'Ctrl+F', run: () => docFilter.current?.focus() },
    { keys: 'PgDn', run: () => void nextPage(), outsideFields: true },
    { keys: 'PgUp', run: () => void prevPage(), outsideFields: true },
  ]);

  return (
    <section className="card receiving" aria-labelledby="receipts-title">
      <div className="title-row">
        <h1 id="receipts-title">Receipts{s.store ? ` · ${s.store.description}` : ''}</h1>
        <button type="button" className="primary" onClick={() => void newDraft()} aria-keyshortcuts={ariaKeys('Alt+N')}>
          New receipt <KeyHint keys="Alt+N" />
        </button>
      </div>
      <ErrorAlert error={s.error} />
      <DraftsPanel />
      <h2>On the service</h2>
      <ReceiptFilters docRef={docFilter} />
      {s.receipts === null ? (
        <p className="muted">{s.busy ? 'Loading receipts…' : 'No receipts loaded.'}</p>
      ) : s.receipts.length === 0 ? (
        <p className="muted">No receipt of this store matches.</p>
      ) : (
        <table className="data-table receipts-table">
          <caption className="visually-hidden">Receipts, newest first</caption>
          <TableHead
            columns={[
              'Document',
              'Vendor',
              'Reference',
              'Status',
              num('Lines'),
              num('Units'),
              'Last change',
              ACTIONS_COLUMN,
            ]}
          />
          <tbody>
            {s.receipts.map((r) => (
              <tr key={r.id} data-receipt={r.docNumber}>
                <td className="mono">{r.docNumber}</td>
                <td>{vendorLabel(r.vendor)}</td>
                <td>{r.reference ?? ''}</td>
                <td>
                  <span className={`status-chip ${r.committed ? 'receipt-committed' : 'receipt-uncommitted'}`}>
                    {r.committed ? 'Committed' : 'Uncommitted'}
                  </span>
                </td>
                <td className="num">{formatCount(r.lineCount)}</td>
                <td className="num">{formatCount(r.totalQuantity)}</td>
                <td data-updated="">{formatWhen(r.lastUpdated)}</td>
                <td>
                  <div className="row-actions">
                    <button type="button" onClick={() => void s.openReceipt(r.id)}>
                      Open<span className="visually-hidden"> {r.docNumber}</span>
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="pager" aria-label="Receipt pages">
        <button type="button" onClick={() => void prevPage()} disabled={s.busy || s.prevCount === 0}>
          ← Newer <KeyHint keys="PgUp" />
        </button>
        <span className="muted">Page {s.prevCount + 1}</span>
        <button type="button" onClick={() => void nextPage()} disabled={s.busy || !s.next}>
          Older <KeyHint keys="PgDn" /> →
        </button>
      </nav>
    </section>
  );
}
