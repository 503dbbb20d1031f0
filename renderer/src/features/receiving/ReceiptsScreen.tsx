// Process: renderer. The working store's receipts from the service, a page at a time and filtered, with this PC's
// drafts above them. Keyboard: Alt+N new receipt, Ctrl+F the document number filter, PageDown / PageUp pages.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { formatCount, formatWhen } from '../counts/format';
import { isTextField } from '../reader/use-keyboard-wedge';
import { DraftsPanel } from './DraftsPanel';
import { ReceiptFilters } from './ReceiptFilters';

export function ReceiptsScreen() {
  const s = useApp(
    useShallow((st) => ({
      receipts: st.receipts,
      next: st.receiptsNextCursor,
      prevCount: st.receiptsPrevCursors.length,
      busy: st.receivingBusy,
      error: st.receivingError,
      store: st.workingStore,
      newDraft: st.newDraft,
      openReceipt: st.openReceipt,
      nextPage: st.nextReceiptPage,
      prevPage: st.prevReceiptPage,
      loadVendors: st.loadReceivingVendors,
    })),
  );
  const docFilter = useRef<HTMLInputElement>(null);
  const { newDraft, nextPage, prevPage, loadVendors } = s;
  useEffect(() => void loadVendors(), [loadVendors]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && e.key.toLowerCase() === 'n') {
        e.preventDefault();
        void newDraft();
      } else if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'f') {
        e.preventDefault();
        docFilter.current?.focus();
      } else if (!isTextField(e.target) && (e.key === 'PageDown' || e.key === 'PageUp')) {
        e.preventDefault();
        void (e.key === 'PageDown' ? nextPage() : prevPage());
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [newDraft, nextPage, prevPage]);

  return (
    <section className="card receiving" aria-labelledby="receipts-title">
      <div className="counts-title-row">
        <h1 id="receipts-title">Receipts{s.store ? ` · ${s.store.description}` : ''}</h1>
        <button type="button" className="primary" onClick={() => void newDraft()} aria-keyshortcuts="Alt+N">
          New receipt <kbd>Alt</kbd>+<kbd>N</kbd>
        </button>
      </div>
      {s.error && (
        <p className="form-error" role="alert">
          {s.error.message}
        </p>
      )}
      <DraftsPanel />
      <h2>On the service</h2>
      <ReceiptFilters docRef={docFilter} />
      {s.receipts === null ? (
        <p className="muted">{s.busy ? 'Loading receipts…' : 'No receipts loaded.'}</p>
      ) : s.receipts.length === 0 ? (
        <p className="muted">No receipt of this store matches.</p>
      ) : (
        <table className="counts-table receipts-table">
          <caption className="visually-hidden">Receipts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Document</th>
              <th scope="col">Vendor</th>
              <th scope="col">Reference</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Lines
              </th>
              <th scope="col" className="num">
                Units
              </th>
              <th scope="col">Last change</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {s.receipts.map((r) => (
              <tr key={r.id} data-receipt={r.docNumber}>
                <td className="mono">{r.docNumber}</td>
                <td>{r.vendor.name ?? r.vendor.code ?? r.vendor.id}</td>
                <td>{r.reference ?? ''}</td>
                <td>
                  <span className={`status-chip ${r.committed ? 'receipt-committed' : 'receipt-uncommitted'}`}>
                    {r.committed ? 'Committed' : 'Uncommitted'}
                  </span>
                </td>
                <td className="num">{formatCount(r.lineCount)}</td>
                <td className="num">{formatCount(r.totalQuantity)}</td>
                <td>{formatWhen(r.lastUpdated)}</td>
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
          ← Newer <kbd>PgUp</kbd>
        </button>
        <span className="muted">Page {s.prevCount + 1}</span>
        <button type="button" onClick={() => void nextPage()} disabled={s.busy || !s.next}>
          Older <kbd>PgDn</kbd> →
        </button>
      </nav>
    </section>
  );
}
