// Process: renderer. Lines the service refused (an item it does not know: deleted in the back office, or a wrong
// id): they are not sent again and finalize waits for them, so each says why, in the service's words, and offers
// the two ways to settle it: count the units as another item (found with the shared ItemPicker), or remove this
// PC's change. Shown on the counting screen and in the review; nothing shows while there are none.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { RefusedLineView } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';
import { ItemPicker } from '../../shared/ItemPicker';
import { useApp } from '../../store/context';
import { selectRefusedPanel } from '../../store/selectors/counts';

/** SKU and description: sizes of one style share a description, so the SKU tells them apart. */
const lineName = (l: RefusedLineView) => [l.sku, l.description].filter(Boolean).join(' ');

function ReassignSearch({ line, onDone }: { line: RefusedLineView; onDone: () => void }) {
  const reassign = useApp((s) => s.reassignCountLine);
  return (
    <ItemPicker
      label={`Find the item to count ${lineName(line)} as`}
      verb="Count as"
      listLabel="Items to count these units as"
      onPick={(itemId) => reassign(line.lineId, itemId)}
      onPicked={onDone}
      onCancel={onDone}
      autoFocus
    />
  );
}

export function RefusedPanel() {
  const { refused, remove, readOnly } = useApp(useShallow(selectRefusedPanel));
  const [assigning, setAssigning] = useState<string | null>(null);
  if (refused.length === 0) return null;
  return (
    <section className="refused" aria-labelledby="refused-title" data-refused={refused.length}>
      <h2 id="refused-title">
        Refused by the service <span className="badge badge-warn">{formatCount(refused.length)}</span>
      </h2>
      <p className="muted">
        These lines are not sent again and the session cannot be finalized until each is settled: count the units as
        another item, or remove this PC’s change. The usual cause is an item deleted or changed in the back office since
        the catalog was copied to this PC.
      </p>
      <ul className="refused-list">
        {refused.map((l) => (
          <li key={l.lineId} className="refused-row" data-line={l.lineId}>
            <span className="refused-item">
              {lineName(l)} · {l.area} · {formatCount(l.counted)}
            </span>
            <span className="form-error refused-message">{l.message}</span>
            {!readOnly && assigning !== l.lineId && (
              <span className="row-actions">
                <button type="button" onClick={() => setAssigning(l.lineId)}>
                  Assign to another item…
                </button>
                <button type="button" onClick={() => void remove(l.lineId)}>
                  Remove
                </button>
              </span>
            )}
            {assigning === l.lineId && <ReassignSearch line={l} onDone={() => setAssigning(null)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
