// Process: renderer. Finalize: an inline confirmation first, then the result in words, including the refusals
// (changes not sent yet, unknowns still open -> "finalize anyway", locked elsewhere, offline). Alt+L asks, Enter
// confirms; Alt+Y (count-keys.ts) finalizes anyway.
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { FinalizeResult } from '../../../../main/contract/counts';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useApp } from '../../store/context';
import { countOf } from './format';

function resultText(r: FinalizeResult): string {
  if (r.ok) return `Finalized: the session is now ${r.status} and locked.`;
  switch (r.reason) {
    case 'pending':
      return `Not finalized: ${countOf(r.pending, 'change has', 'changes have')} not reached the service yet. Wait until all are sent, or finalize anyway.`;
    case 'unknowns':
      return `Not finalized: ${countOf(r.unknownOpen, 'unknown code is', 'unknown codes are')} still open. Assign or ignore them, or finalize anyway.`;
    case 'locked':
      return `Not finalized: the session is locked (${r.lock.reason}).`;
    case 'offline':
      return `Not finalized: ${r.message}`;
  }
}

export function FinalizePanel() {
  const { finalize, result, busy, session } = useApp(
    useShallow((s) => ({
      finalize: s.finalizeCount,
      result: s.countFinalize,
      busy: s.countBusy,
      session: s.countSession,
    })),
  );
  const [confirming, setConfirming] = useState(false);
  useKeys([{ keys: 'Alt+L', run: () => setConfirming(true), when: !!session }]);
  if (!session) return null;
  const canForce = result && !result.ok && (result.reason === 'pending' || result.reason === 'unknowns');
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
          {resultText(result)}
        </p>
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
