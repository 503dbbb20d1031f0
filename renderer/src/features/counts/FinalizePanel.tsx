// Process: renderer. Finalize: an inline confirmation first, then the result in words, including the refusals
// (changes not sent yet, unknowns still open -> "finalize anyway", locked elsewhere, offline).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { FinalizeResult } from '../../../../main/contract/counts';
import { useApp } from '../../store/context';
import { formatCount } from './format';

function resultText(r: FinalizeResult): string {
  if (r.ok) return `Finalized: the session is now ${r.status} and locked.`;
  switch (r.reason) {
    case 'pending':
      return `Not finalized: ${formatCount(r.pending)} change${r.pending === 1 ? '' : 's'} have not reached the service yet. Wait until all are sent, or finalize anyway.`;
    case 'unknowns':
      return `Not finalized: ${formatCount(r.unknownOpen)} unknown code${r.unknownOpen === 1 ? ' is' : 's are'} still open. Assign or ignore them, or finalize anyway.`;
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
  if (!session) return null;
  const canForce = result && !result.ok && (result.reason === 'pending' || result.reason === 'unknowns');
  return (
    <section className="card finalize-panel" aria-labelledby="finalize-title">
      <h2 id="finalize-title">Finalize</h2>
      {confirming ? (
        <fieldset className="inline-confirm">
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
          >
            Yes, finalize
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Not yet
          </button>
        </fieldset>
      ) : (
        <button type="button" className="primary" onClick={() => setConfirming(true)}>
          Finalize session…
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
        <button type="button" className="danger" disabled={busy} onClick={() => void finalize(true)}>
          Finalize anyway
        </button>
      )}
    </section>
  );
}
