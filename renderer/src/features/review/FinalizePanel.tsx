// Process: renderer. Finalize: an inline confirmation first that says in numbers what finalizing means for the
// count's scope (items counted and their lines, the count's variance value, the items expected but not counted and
// their value on hand, each figure with the review's name and data-figure hook), then the result in words, including the refusals
// (changes not sent yet, unknowns still open, stock moved during the count, named -> "finalize anyway"; locked
// elsewhere, offline). Alt+L asks, Enter confirms; Alt+Y (count-keys.ts) finalizes anyway.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { countOf, currencyCode } from '../../lib/format';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { selectFinalizePanel } from '../../store/selectors/review';
import { finalizePreviewParts, finalizeText, movedItemText } from './finalize-text';

export function FinalizePanel() {
  const { finalize, result, busy, session, preview, loadPreview, variance } = useApp(useShallow(selectFinalizePanel));
  const [confirming, setConfirmingNow] = useState(false);
  // The numbers are read when the user asks, so they are those of the count as it is now.
  const setConfirming = (on: boolean) => {
    if (on) void loadPreview();
    setConfirmingNow(on);
  };
  useKeys([{ keys: 'Alt+L', run: () => setConfirming(true), when: !!session }]);
  if (!session) return null;
  const canForce = result?.ok === false && result.anyway;
  return (
    <section className="card finalize-panel" aria-labelledby="finalize-title">
      <h2 id="finalize-title">Finalize</h2>
      {confirming ? (
        <fieldset className="inline-confirm" onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}>
          <legend className="visually-hidden">Confirm finalize</legend>
          <span>
            Finalize <strong>{session.description}</strong>? It is then locked everywhere: no PC can add or change a
            count.
          </span>
          <span className="finalize-preview" data-finalize-preview>
            {preview
              ? finalizePreviewParts(preview, currencyCode(variance?.blind ? null : variance)).map((part, n) =>
                  part.figure ? (
                    // The parts of one sentence never move: their place is their key.
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sentence, built in one order
                    <strong key={n} data-figure={part.figure}>
                      {part.text}
                    </strong>
                  ) : (
                    part.text
                  ),
                )
              : 'Reading the figures…'}
          </span>
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void finalize(false).then(() => setConfirming(false))}
            // biome-ignore lint/a11y/noAutofocus: the user just asked to finalize; Enter confirms, Esc waits
            autoFocus
          >
            Yes, finalize <KeyHint keys="Enter" />
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Not yet <KeyHint keys="Esc" />
          </button>
        </fieldset>
      ) : (
        <button
          type="button"
          className="primary"
          onClick={() => setConfirming(true)}
          aria-keyshortcuts={ariaKeys('Alt+L')}
        >
          Finalize session… <KeyHint keys="Alt+L" />
        </button>
      )}
      {result && (
        <p
          className={result.ok ? 'finalize-ok' : 'form-error'}
          role="status"
          data-finalize={result.ok ? 'ok' : result.reason}
        >
          {finalizeText(result)}
        </p>
      )}
      {result && !result.ok && result.reason === 'stockMoved' && (
        <ul className="moved-items" aria-label="Items whose stock moved during the count">
          {result.items.map((m) => (
            <li key={m.itemId}>{movedItemText(m)}</li>
          ))}
          {result.moved > result.items.length && (
            <li>and {countOf(result.moved - result.items.length, 'more item')}</li>
          )}
        </ul>
      )}
      {canForce && (
        <button
          type="button"
          className="danger"
          disabled={busy}
          onClick={() => void finalize(true)}
          aria-keyshortcuts={ariaKeys('Alt+Y')}
        >
          Finalize anyway <KeyHint keys="Alt+Y" />
        </button>
      )}
    </section>
  );
}
