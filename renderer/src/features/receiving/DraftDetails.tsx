// Process: renderer. The draft's header fields: vendor (those the store receives from), document number
// (suggested, editable, checked against the service's receipts when it is left), reference, notes, and the
// purchase order (the vendor's open orders for the store). Text is saved to the journal when a field is left or
// Enter is pressed; problems show under their field.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { countOf, formatWhen } from '../../lib/format';
import { useApp } from '../../store/context';
import { vendorLabel } from '../../store/receiving-lists';
import { selectDraftDetails, selectDraftText, type DraftTextField as TextField } from '../../store/selectors/receiving';
import { FieldProblems } from './FieldProblems';
import { errorId, problemsFor } from './problems';

const MAX: Record<TextField, number> = { docNumber: 100, reference: 200, notes: 2000 };

function DraftText({ field, label, hint }: { field: TextField; label: string; hint?: string }) {
  const { value, draftId, editable, all, update, checkDoc } = useApp(useShallow(selectDraftText(field)));
  const problems = problemsFor(all, field);
  const [text, setText] = useState(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another draft (or the journal's answer) resets the text
  useEffect(() => setText(value), [draftId, value]);
  const save = async () => {
    if (text !== value && !(await update({ [field]: text }))) return;
    if (field === 'docNumber') await checkDoc();
  };
  const id = `draft-${field}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={text}
        maxLength={MAX[field]}
        readOnly={!editable}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          }
        }}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problems.some((p) => p.severity === 'error') || undefined}
        aria-describedby={problems.length ? errorId(field) : undefined}
      />
      {hint && <span className="hint">{hint}</span>}
      <FieldProblems id={errorId(field)} problems={problems} />
    </div>
  );
}

export function DraftDetails() {
  const s = useApp(useShallow(selectDraftDetails));
  const problems = problemsFor(s.all, 'vendor');
  const vendorKnown = !s.vendorId || (s.vendors ?? []).some((v) => v.id === s.vendorId);
  return (
    <fieldset className="draft-details" disabled={!s.editable}>
      <legend className="visually-hidden">Receipt details</legend>
      <div className="field">
        <label htmlFor="draft-vendor">Vendor</label>
        <select
          id="draft-vendor"
          value={s.vendorId}
          onChange={(e) => void s.update({ vendorId: e.target.value || null })}
          aria-invalid={problems.some((p) => p.severity === 'error') || undefined}
          aria-describedby={problems.length ? errorId('vendor') : undefined}
        >
          <option value="">Choose the vendor…</option>
          {!vendorKnown && <option value={s.vendorId}>A vendor this store does not receive from</option>}
          {(s.vendors ?? []).map((v) => (
            <option key={v.id} value={v.id}>
              {vendorLabel(v)}
            </option>
          ))}
        </select>
        <FieldProblems id={errorId('vendor')} problems={problems} />
      </div>
      <DraftText field="docNumber" label="Document number" hint="Suggested; checked against existing receipts" />
      <DraftText field="reference" label="Reference" hint="The delivery note or invoice number" />
      <DraftText field="notes" label="Notes" />
      <div className="field">
        <label htmlFor="draft-po">Purchase order</label>
        <select
          id="draft-po"
          value={s.po?.id ?? ''}
          disabled={!s.vendorId || s.busy}
          onChange={(e) => void s.choosePo(e.target.value || null)}
        >
          <option value="">{s.vendorId ? 'None: receive without an order' : 'Choose the vendor first'}</option>
          {s.po && !(s.orders ?? []).some((o) => o.id === s.po!.id) && (
            <option value={s.po.id}>
              {s.po.docNumber} · {s.po.status}
            </option>
          )}
          {(s.orders ?? []).map((o) => (
            <option key={o.id} value={o.id}>
              {o.docNumber} · {o.status} · {countOf(o.lineCount, 'line')}, {countOf(o.orderedTotal, 'unit')} ·{' '}
              {formatWhen(o.created)}
            </option>
          ))}
        </select>
        {s.vendorId && s.orders?.length === 0 && !s.po && (
          <span className="hint">This vendor has no open order for this store.</span>
        )}
        {s.po && (
          <span className="hint po-refresh">
            As read {formatWhen(s.po.fetchedAt)}
            <button type="button" onClick={() => void s.choosePo(s.po!.id)} disabled={s.busy}>
              Read the order again
            </button>
          </span>
        )}
      </div>
    </fieldset>
  );
}
