// Process: renderer. Packing and sending a transfer: scan into the current box (reader, wedge or typed codes; while
// this screen shows an open draft, main sends the reader's reads and wedge scans into it), "Next box", the boxes and
// lines with their tag counts, Send with the service's refusal words per line, and the packing list as CSV.
// The printed packing list (Alt+P) is always rendered and shown only on paper, so printing needs no load first.
// Keyboard: Esc the scan input, Alt+X next box, Ctrl+Enter send, Alt+L the packing list CSV, Alt+P print it, Alt+B
// back to the list.
import { useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { downloadFile } from '../../lib/download';
import { formatCount, formatDay } from '../../lib/format';
import { useWarmAudio } from '../../shared/audio';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { ScanCodeForm } from '../../shared/ScanCodeForm';
import { ScanFeedList } from '../../shared/ScanFeedList';
import { useKeys } from '../../shared/use-keys';
import { useScanTargetWhileOpen } from '../../shared/use-scan-target';
import { useApp } from '../../store/context';
import { selectSendScreen } from '../../store/selectors/transfers';
import { storeName, transferFeedRow } from './feed';
import { PackingListPrint } from './PackingListPrint';
import { PackedLines, SendOutcome } from './SendParts';

const STATE_WORDS = { open: 'Packing', sending: 'Send unconfirmed', sent: 'Sent' } as const;

export function SendScreen() {
  const s = useApp(useShallow(selectSendScreen));
  const scanInput = useRef<HTMLInputElement>(null);
  useWarmAudio();
  const { draft, setTarget } = s;
  const id = draft?.id;
  const state = draft?.state;
  useScanTargetWhileOpen(id, state, setTarget);
  const rows = useMemo(() => s.feed.map(transferFeedRow), [s.feed]);
  const packingList = async () => {
    const csv = await s.packingList();
    if (csv && draft) downloadFile(`packing-list-${draft.docNumber}.csv`, csv, 'text/csv');
  };
  useKeys([
    { keys: 'Esc', run: () => scanInput.current?.focus() },
    { keys: 'Alt+X', run: () => draft?.state === 'open' && void s.nextBox() },
    { keys: 'Ctrl+Enter', run: () => draft?.state !== 'sent' && void s.send() },
    { keys: 'Alt+L', run: () => void packingList() },
    { keys: 'Alt+B', run: () => void s.back() },
    { keys: 'Alt+P', run: () => window.print() },
  ]);
  if (!draft) return null;
  const editable = draft.state === 'open';
  return (
    <section className="card transfer-send" aria-labelledby="transfer-send-title" data-transfer-state={draft.state}>
      <div className="screen-header">
        <button type="button" onClick={() => void s.back()} aria-keyshortcuts={ariaKeys('Alt+B')}>
          ← Transfers <KeyHint keys="Alt+B" />
        </button>
        <h1 id="transfer-send-title">
          Transfer {draft.docNumber} to {storeName(s.stores, draft.toStoreId)}
        </h1>
        <span className="status-chip">{STATE_WORDS[draft.state]}</span>
      </div>
      <p className="muted">
        Need by {formatDay(draft.needBy.slice(0, 10))} · {formatCount(draft.units)} units in{' '}
        {formatCount(draft.boxes.length)} box(es)
      </p>
      <ErrorAlert error={s.error} />
      {s.notice && (
        <p className="notice" role="status">
          {s.notice}
        </p>
      )}
      {editable && (
        <section aria-labelledby="transfer-scan-title">
          <h2 id="transfer-scan-title">
            Scanning into box <span data-current-box>{draft.box}</span>
          </h2>
          <ScanCodeForm
            id="transfer-scan"
            ref={scanInput}
            onScan={(code) => void s.scan(code)}
            onScanList={(text, from) => void s.scanList(text, from)}
          />
          <div className="row-actions">
            <button type="button" onClick={() => void s.nextBox()} aria-keyshortcuts={ariaKeys('Alt+X')}>
              Next box <KeyHint keys="Alt+X" />
            </button>
          </div>
          {rows.length > 0 && <ScanFeedList rows={rows} />}
        </section>
      )}
      <PackedLines draft={draft} />
      <div className="row-actions">
        {draft.state !== 'sent' && (
          <button
            type="button"
            className="primary"
            onClick={() => void s.send()}
            disabled={s.busy || draft.units === 0}
            aria-keyshortcuts={ariaKeys('Ctrl+Enter')}
          >
            {s.busy ? 'Sending…' : draft.state === 'sending' ? 'Send again' : 'Send'} <KeyHint keys="Ctrl+Enter" />
          </button>
        )}
        <button type="button" onClick={() => void packingList()} aria-keyshortcuts={ariaKeys('Alt+L')}>
          Packing list (CSV) <KeyHint keys="Alt+L" />
        </button>
        <button type="button" onClick={() => window.print()} aria-keyshortcuts={ariaKeys('Alt+P')}>
          Print packing list <KeyHint keys="Alt+P" />
        </button>
      </div>
      <SendOutcome result={s.result} />
      <PackingListPrint draft={draft} stores={s.stores} />
    </section>
  );
}
