// Process: renderer. "Request recount of N items" on the review, asked first: the confirmation says what a recount
// does (the session goes to Recount for every PC, only these items can be counted, their counts start again and
// replace the earlier ones, the audit keeps both) before review.recount.request is sent.

import { useShallow } from 'zustand/react/shallow';
import { countOf, formatCount } from '../../lib/format';
import { useApp } from '../../store/context';
import { selectRecountConfirm } from '../../store/selectors/review';

export function RecountConfirm(props: { itemIds: string[]; asking: boolean; ask: (on: boolean) => void }) {
  const { itemIds, asking, ask } = props;
  const { request, busy } = useApp(useShallow(selectRecountConfirm));
  const n = itemIds.length;
  if (!asking)
    return (
      <div className="form-actions">
        <button type="button" className="primary" disabled={n === 0} onClick={() => ask(true)}>
          Request recount of {countOf(n, 'item')}…
        </button>
      </div>
    );
  return (
    <fieldset className="inline-confirm" onKeyDown={(e) => e.key === 'Escape' && ask(false)}>
      <legend className="visually-hidden">Confirm the recount</legend>
      <span>
        Send <strong>{countOf(n, 'item')}</strong> back to be counted again? The count goes to Recount on every PC: only
        these items can be counted until it is finalized, and their new counts replace the earlier ones (the audit keeps
        both).
      </span>
      <button
        type="button"
        className="primary"
        disabled={busy}
        onClick={async () => {
          if (await request(itemIds)) ask(false);
        }}
        // biome-ignore lint/a11y/noAutofocus: the user just asked for this; Enter confirms, Esc does not
        autoFocus
      >
        Yes, recount {formatCount(n)}
      </button>
      <button type="button" onClick={() => ask(false)}>
        Cancel
      </button>
    </fieldset>
  );
}
