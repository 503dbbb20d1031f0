// Process: renderer. This PC's receiving drafts for the working store (kept in the local journal): resume one, or
// discard it after an inline confirm (no dialog); a submitted one is on the service: Clear takes it off this list. A draft being submitted cannot be discarded: resuming it and
// submitting again looks the receipt up first.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { DraftSummary } from '../../../../contract/receiving';
import { countOf, formatCount, formatWhen } from '../../lib/format';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { vendorLabel } from '../../store/receiving-lists';
import { selectDraftRow } from '../../store/selectors/receiving';

const STATE_WORDS = { open: 'Draft', submitting: 'Submit unconfirmed', submitted: 'Submitted' } as const;

function DraftRow({ d }: { d: DraftSummary }) {
  const { resume, discard, openReceipt } = useApp(useShallow(selectDraftRow));
  const [confirming, setConfirming] = useState(false);
  const name = d.docNumber || 'draft';
  return (
    <tr data-draft={d.id}>
      <td>
        <span className={`status-chip draft-${d.state}`}>{STATE_WORDS[d.state]}</span>
      </td>
      <td>{d.docNumber || '—'}</td>
      <td>{d.vendor ? vendorLabel(d.vendor) : 'No vendor yet'}</td>
      <td>{d.purchaseOrderDocNumber ?? '—'}</td>
      <td className="num">{formatCount(d.lines)}</td>
      <td className="num">{formatCount(d.units)}</td>
      <td>{formatWhen(d.updatedAt)}</td>
      <td>
        <div className="row-actions">
          {confirming ? (
            <fieldset className="inline-confirm">
              <legend className="visually-hidden">Discard {name}?</legend>
              <span>
                Discard {name} and its {countOf(d.lines, 'line')}?
              </span>
              <button type="button" className="danger" onClick={() => void discard(d.id)}>
                Yes, discard
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                Keep
              </button>
            </fieldset>
          ) : (
            <>
              {d.state === 'submitted' && d.receiptId ? (
                <button type="button" onClick={() => void openReceipt(d.receiptId!)}>
                  View receipt<span className="visually-hidden"> {name}</span>
                </button>
              ) : (
                <button type="button" onClick={() => void resume(d.id)}>
                  Resume<span className="visually-hidden"> {name}</span>
                </button>
              )}
              {d.state !== 'submitting' && (
                <button
                  type="button"
                  onClick={() => (d.state === 'submitted' ? void discard(d.id) : setConfirming(true))}
                >
                  {d.state === 'submitted' ? 'Clear' : 'Discard'}
                  <span className="visually-hidden"> {name}</span>
                </button>
              )}
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

export function DraftsPanel() {
  const drafts = useApp((s) => s.receivingDrafts);
  if (!drafts || drafts.length === 0) return null;
  return (
    <section className="receiving-drafts" aria-labelledby="drafts-title">
      <h2 id="drafts-title">Drafts on this PC</h2>
      <table className="data-table">
        <caption className="visually-hidden">Receiving drafts</caption>
        <TableHead
          columns={[
            'State',
            'Document',
            'Vendor',
            'Purchase order',
            num('Lines'),
            num('Units'),
            'Last change',
            ACTIONS_COLUMN,
          ]}
        />
        <tbody>
          {drafts.map((d) => (
            <DraftRow key={d.id} d={d} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
