// Process: renderer. The receipts list's filters: document number, vendor, committed or not, and a date range
// (last change, typed in the app's date format: DayField). Enter in any field applies them, unless a day is no
// real day (marked on its field); Clear shows every receipt again.
import { type Ref, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DayField } from '../../shared/DayField';
import { useApp } from '../../store/context';
import { EMPTY_RECEIPT_FILTER, vendorLabel } from '../../store/receiving-lists';
import { selectReceiptFilters } from '../../store/selectors/receiving';
import type { ReceiptFilter } from '../../store/types';

export function ReceiptFilters({ docRef }: { docRef: Ref<HTMLInputElement> }) {
  const { applied, vendors, apply, busy } = useApp(useShallow(selectReceiptFilters));
  const [f, setF] = useState<ReceiptFilter>(applied);
  const [badDays, setBadDays] = useState({ from: false, to: false });
  // Clear empties the day fields too: they keep their own text, so they start again.
  const [cleared, setCleared] = useState(0);
  const change = (patch: Partial<ReceiptFilter>) => setF((prev) => ({ ...prev, ...patch }));
  const day = (field: 'from' | 'to') => (value: string | null) => {
    setBadDays((b) => ({ ...b, [field]: value === null }));
    if (value !== null) change({ [field]: value });
  };
  return (
    <form
      className="receipt-filters"
      aria-label="Filter receipts"
      onSubmit={(e) => {
        e.preventDefault();
        if (!badDays.from && !badDays.to) void apply(f);
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
      <DayField key={`from-${cleared}`} label="Changed from" value={f.from} onChange={day('from')} />
      <DayField key={`to-${cleared}`} label="to" value={f.to} onChange={day('to')} />
      <div className="filter-actions">
        <button type="submit" disabled={busy}>
          Filter
        </button>
        <button
          type="button"
          onClick={() => {
            setF(EMPTY_RECEIPT_FILTER);
            setBadDays({ from: false, to: false });
            setCleared((n) => n + 1);
            void apply(EMPTY_RECEIPT_FILTER);
          }}
        >
          Clear
        </button>
      </div>
    </form>
  );
}
