// Process: renderer. A receiving draft: its details and purchase order, scanning (reader, wedge, typed codes,
// search), the lines, and submit. While shown and open, main sends the reader's reads and wedge scans to this
// draft (main's reader tap). Keyboard-first, keys on screen: Esc back to the scan input, Ctrl+F search items,
// Alt+P the pack size asked for, Ctrl+Enter submit, Alt+B back to the receipts.
import { useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useWarmAudio } from '../../shared/audio';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useKeys } from '../../shared/use-keys';
import { useScanTargetWhileOpen } from '../../shared/use-scan-target';
import { useApp } from '../../store/context';
import { selectDraftScreen } from '../../store/selectors/receiving';
import { DraftDetails } from './DraftDetails';
import { DraftLines } from './DraftLines';
import { ItemSearch } from './ItemSearch';
import { ScanPanel } from './ScanPanel';
import { SubmitPanel, SubmittedNotice } from './SubmitPanel';

const STATE_WORDS = { open: 'Draft', submitting: 'Submit unconfirmed', submitted: 'Submitted' } as const;

export function DraftScreen() {
  const s = useApp(useShallow(selectDraftScreen));
  const scanInput = useRef<HTMLInputElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const pack = useRef<HTMLInputElement>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // Scan sounds need the AudioContext; made while idle here, not on the first read.
  useWarmAudio();
  const { id, state, setTarget, submit, back } = s;

  useScanTargetWhileOpen(id, state, setTarget);

  useKeys([
    {
      keys: 'Ctrl+Enter',
      run: () => {
        // A field being edited is saved on blur first, so the submit sees it.
        (document.activeElement as HTMLElement | null)?.blur();
        if (state !== 'submitted') setTimeout(() => void submit(), 0);
      },
    },
    { keys: 'Ctrl+F', run: () => search.current?.focus() },
    { keys: 'Alt+P', run: () => pack.current?.focus() },
    { keys: 'Alt+B', run: back },
    { keys: 'Esc', run: () => scanInput.current?.focus() },
  ]);

  if (!id) return null;
  const editable = state === 'open';
  return (
    <section className="receiving-draft" aria-labelledby="draft-title" data-draft-state={state}>
      <div className="draft-header screen-header">
        <button type="button" onClick={back} aria-keyshortcuts={ariaKeys('Alt+B')}>
          ← Receipts <KeyHint keys="Alt+B" />
        </button>
        <h1 id="draft-title">
          Receipt {s.docNumber || '(no number)'}{' '}
          <span className={`status-chip draft-${state}`}>{STATE_WORDS[state]}</span>
        </h1>
        <span className="spacer" />
        {state !== 'submitting' &&
          state !== 'submitted' &&
          (confirmDiscard ? (
            <fieldset className="inline-confirm">
              <legend className="visually-hidden">Discard this draft?</legend>
              <span>Discard this draft and its lines?</span>
              <button type="button" className="danger" onClick={() => void s.discard(id)}>
                Yes, discard
              </button>
              <button type="button" onClick={() => setConfirmDiscard(false)}>
                Keep
              </button>
            </fieldset>
          ) : (
            <button type="button" onClick={() => setConfirmDiscard(true)}>
              Discard draft
            </button>
          ))}
      </div>
      <ErrorAlert error={s.error} />
      <p className="count-notice" aria-live="polite">
        {s.notice ?? ''}
      </p>
      <SubmittedNotice />
      <div className="draft-body">
        <div className="draft-left card">
          <DraftDetails />
          <ScanPanel ref={scanInput} packRef={pack} />
          {editable && <ItemSearch inputRef={search} />}
          <ul className="key-help" aria-label="Keys">
            {editable && (
              <>
                <li>
                  <KeyHint keys="Enter" /> receive a typed code
                </li>
                <li>
                  <KeyHint keys="Esc" /> back to the scan input (scanners work anywhere outside a field)
                </li>
                <li>
                  <KeyHint keys="Ctrl+F" /> find an item to add
                </li>
                {s.askingPackSize && (
                  <li>
                    <KeyHint keys="Alt+P" /> the pack size asked for
                  </li>
                )}
                <li>
                  <KeyHint keys="Ctrl+Enter" /> submit
                </li>
              </>
            )}
            <li>
              <KeyHint keys="Alt+B" /> back to the receipts
            </li>
          </ul>
        </div>
        <div className="draft-right card">
          <DraftLines />
          <SubmitPanel />
        </div>
      </div>
    </section>
  );
}
