// Process: renderer. The review's items against the store's tolerances (contract/review.ts): of the items counted
// (and the count's lines, named apart: lib/format.ts itemsCountedText), how many are within and beyond, the items beyond with a mark each and a choice to send them back, and "Request recount of N items"
// after an inline confirmation that says what a recount does. The items not counted are split into the missing
// ones and those with nothing on hand, so the figure agrees with the Missing panel's (review-text.ts). The tolerances are edited here (ToleranceEditor).
// Not shown for a blind count (nothing to judge); read-only counts show the marks without the request.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ReviewLine } from '../../../../contract/review';
import { formatCount, itemsCountedText } from '../../lib/format';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectReviewCurrency, selectReviewMarksPanel } from '../../store/selectors/review';
import { RecountConfirm } from './RecountConfirm';
import { notCountedText } from './review-text';
import { ToleranceEditor } from './ToleranceEditor';
import { VARIANCE_COLUMNS, VarianceCells } from './VarianceCells';

function BeyondRow(props: { line: ReviewLine; picked: boolean; pick: (on: boolean) => void; canPick: boolean }) {
  const { line: l, picked, pick, canPick } = props;
  const currency = useApp(selectReviewCurrency);
  return (
    <tr data-review-line={l.itemId}>
      <td>
        {canPick && (
          <input
            type="checkbox"
            checked={picked}
            onChange={(e) => pick(e.target.checked)}
            aria-label={`Recount ${l.description ?? l.itemId}`}
          />
        )}
      </td>
      <th scope="row">
        {l.description} <span className="muted">{l.sku}</span>
      </th>
      <td>{l.category}</td>
      <VarianceCells
        counted={l.counted ?? 0}
        expected={l.expected}
        variance={l.variance}
        value={l.varianceValue}
        currency={currency}
      />
      <td>
        <span className="mark mark-beyond">{l.listed ? 'Beyond · listed' : 'Beyond'}</span>
      </td>
    </tr>
  );
}

export function ReviewMarksPanel() {
  const { session, review, error, load, units } = useApp(useShallow(selectReviewMarksPanel));
  const [editing, setEditing] = useState(false);
  const [unpicked, setUnpicked] = useState<ReadonlySet<string>>(new Set());
  const [asking, setAsking] = useState(false);
  const id = session?.id;
  const status = session?.status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the count, its status or units change
  useEffect(() => {
    if (id) void load();
  }, [id, status, units, load]);
  if (!session || session.blind || !review) return null;
  const beyond = review.lines.filter((l) => l.verdict === 'beyond');
  const canPick = !session.readOnly;
  const picked = beyond.filter((l) => !unpicked.has(l.itemId)).map((l) => l.itemId);
  const pick = (itemId: string, on: boolean) => {
    const next = new Set(unpicked);
    if (on) next.delete(itemId);
    else next.add(itemId);
    setUnpicked(next);
  };

  return (
    <section className="card review-marks" aria-labelledby="review-marks-title">
      <h2 id="review-marks-title">Tolerances</h2>
      {/* A refused save or recount request (bad limits, offline, the session locked) is said here. */}
      <ErrorAlert error={error} />
      <p data-review-summary>
        <span data-counted>Of {itemsCountedText(review.counted)}:</span>{' '}
        <strong data-figure="within-tolerance">{formatCount(review.within)}</strong> within tolerance,{' '}
        <strong data-figure="beyond-tolerance">{formatCount(review.beyond)}</strong> beyond.{' '}
        <span data-not-counted>{notCountedText(review)}</span>{' '}
        {!editing && (
          <button type="button" onClick={() => setEditing(true)}>
            Edit tolerances…
          </button>
        )}
      </p>
      {editing && <ToleranceEditor onDone={() => setEditing(false)} />}
      {beyond.length > 0 && (
        <table className="data-table review-beyond">
          <caption>Items beyond tolerance</caption>
          <TableHead columns={[{ label: 'Recount', hidden: true }, 'Item', 'Category', ...VARIANCE_COLUMNS, 'Mark']} />
          <tbody>
            {beyond.map((l) => (
              <BeyondRow
                key={l.itemId}
                line={l}
                picked={!unpicked.has(l.itemId)}
                pick={(on) => pick(l.itemId, on)}
                canPick={canPick}
              />
            ))}
          </tbody>
        </table>
      )}
      {canPick && beyond.length > 0 && <RecountConfirm itemIds={picked} asking={asking} ask={setAsking} />}
    </section>
  );
}
