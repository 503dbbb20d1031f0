// Process: renderer. Check and submit: every problem at once (errors block, warnings such as over-receipts do
// not), each saying where it is; Submit (Ctrl+Enter); the answer in plain words. After success the receipt is
// uncommitted on the service and is committed in the back-office application: the screen says so.
import { useShallow } from 'zustand/react/shallow';
import { countOf } from '../../lib/format';
import { KeyHint } from '../../shared/KeyHint';
import { useApp } from '../../store/context';
import { selectOutcome, selectSubmitPanel, selectSubmittedNotice } from '../../store/selectors/receiving';
import { placeOf } from './problems';

export function SubmittedNotice() {
  const { draft, result, openReceipt, newDraft, back } = useApp(useShallow(selectSubmittedNotice));
  if (draft?.state !== 'submitted') return null;
  return (
    <div className="submitted notice warning" role="status" data-submitted={draft.docNumber}>
      <p className="submitted-title">
        Receipt {draft.docNumber} was created on the service
        {result?.status === 'submitted' && result.adopted ? ' (found after a lost answer)' : ''}.
      </p>
      <p>{draft.notice ?? 'It is uncommitted: it is committed in the back-office application.'}</p>
      <div className="submit-actions">
        {draft.receiptId && (
          <button type="button" className="primary" onClick={() => void openReceipt(draft.receiptId!)}>
            Open receipt {draft.docNumber}
          </button>
        )}
        <button type="button" onClick={() => void newDraft()}>
          New receipt
        </button>
        <button type="button" onClick={back}>
          Back to receipts
        </button>
      </div>
    </div>
  );
}

function Outcome() {
  const { draft, result } = useApp(useShallow(selectOutcome));
  if (!draft || draft.state === 'submitted') return null;
  if (!result || result.status === 'invalid' || result.status === 'submitted') {
    return draft.notice ? <p className="notice warning">{draft.notice}</p> : null;
  }
  return (
    <p className={`notice ${result.status === 'unknown' ? 'warning' : 'error'}`} role="alert">
      {result.message}
    </p>
  );
}

export function SubmitPanel() {
  const { draft, problems, busy, validate, submit } = useApp(useShallow(selectSubmitPanel));
  if (!draft) return null;
  const skuOf = (lineId: string) => draft.lines.find((l) => l.id === lineId)?.sku ?? null;
  const errors = problems.filter((p) => p.blocks);
  const editable = draft.state !== 'submitted';
  return (
    <section className="submit-panel" aria-labelledby="submit-title">
      <h2 id="submit-title">Submit</h2>
      <p className="muted">
        {countOf(draft.totals.lines, 'line')} · {countOf(draft.totals.units, 'unit')} ·{' '}
        {countOf(draft.totals.tags, 'tag')}
        {draft.totals.overReceipts > 0 && ` · ${countOf(draft.totals.overReceipts, 'over-receipt')}`}
      </p>
      {problems.length > 0 && (
        <div className={`problems notice ${errors.length ? 'error' : 'warning'}`} role="alert">
          <p>
            {errors.length
              ? `${countOf(errors.length, 'problem')} to fix before submitting:`
              : 'Warnings (the receipt can still be submitted):'}
          </p>
          <ul>
            {[...errors, ...problems.filter((p) => !p.blocks)].map((p) => (
              <li key={`${p.field}:${p.lineId}:${p.message}`} data-problem={p.field}>
                <strong>{p.severity === 'error' ? placeOf(p, skuOf) : 'Warning'}:</strong> {p.message}
                {p.source === 'service' ? ' (the service)' : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Outcome />
      {editable && (
        <div className="submit-actions">
          <button type="button" onClick={() => void validate()} disabled={busy}>
            Check
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => void submit()}
            disabled={busy}
            aria-keyshortcuts="Control+Enter"
          >
            {busy ? 'Submitting…' : draft.state === 'submitting' ? 'Submit again (looked up first)' : 'Submit receipt'}{' '}
            <KeyHint keys="Ctrl+Enter" />
          </button>
        </div>
      )}
    </section>
  );
}
