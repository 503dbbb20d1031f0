// Process: renderer. The receipts list's filters: document number, vendor, committed or not, and a date range
// (last change). Enter in any field applies them; Clear shows every receipt again.
import { type Ref, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { EMPTY_RECEIPT_FILTER, vendorLabel } from '../../store/receiving-lists';
import { selectReceiptFilters } from '../../store/selectors/receiving';
import type { ReceiptFilter } from '../../store/types';

export function ReceiptFilters({ docRef }: { docRef: Ref<HTMLInputElement> }) {
  const { applied, vendors, apply, busy } = useApp(useShallow(selectReceiptFilters));
  const [f, setF] = useState<ReceiptFilter>(applied);
  const change = (patch: Partial<ReceiptFilter>) => setF({ ...f, ...patch });
  return (
    <form
      className="receipt-filters"
      aria-label="Filter receipts"
      onSubmit={(e) => {
        e.preventDefault();
        void apply(f);
      }}
    >
      <label>
        Document number
        <input
          ref={docRef}
          type="text"
          value={f.docNumber}
          maxLength={100}
          onChange={(e) => change({ docNumber: e.target.value })}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <label>
        Vendor
        <select value={f.vendorId} onChange={(e) => change({ vendorId: e.target.value })}>
          <option value="">Any vendor</option>
          {(vendors ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {vendorLabel(v)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Committed
        <select
          value={f.committed}
          onChange={(e) => change({ committed: e.target.value as ReceiptFilter['committed'] })}
        >
          <option value="any">Committed or not</option>
          <option value="uncommitted">Uncommitted</option>
          <option value="committed">Committed</option>
        </select>
      </label>
      <label>
        Changed from
        <input type="date" value={f.from} max={f.to || undefined} onChange={(e) => change({ from: e.target.value })} />
      </label>
      <label>
        to
        <input type="date" value={f.to} min={f.from || undefined} onChange={(e) => change({ to: e.target.value })} />
      </label>
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          Filter
        </button>
        <button
          type="button"
          onClick={() => {
            setF(EMPTY_RECEIPT_FILTER);
            void apply(EMPTY_RECEIPT_FILTER);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
