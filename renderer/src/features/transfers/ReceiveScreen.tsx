// Process: renderer. Receiving a transfer: scan what arrived (reader, wedge or typed codes; while this screen shows
// an open receipt, main sends the reader's reads and wedge scans to it), the differences per line, per tag and per
// box as they stand, Finish (kept on this PC, tags recorded as moved in), and the differences as CSV or printed (the
// differences on screen are the printed sheet, with a heading only paper shows).
// Keyboard: Esc the scan input, Ctrl+Enter finish, Alt+D the CSV, Alt+P print, Alt+B back to the list.
import { useMemo, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { downloadFile } from '../../lib/download';
import { formatCount, formatWhen } from '../../lib/format';
import { useWarmAudio } from '../../shared/audio';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { ScanCodeForm } from '../../shared/ScanCodeForm';
import { ScanFeedList } from '../../shared/ScanFeedList';
import { useKeys } from '../../shared/use-keys';
import { useScanTargetWhileOpen } from '../../shared/use-scan-target';
import { useApp } from '../../store/context';
import { selectReceiveScreen } from '../../store/selectors/transfers';
import { storeName, transferFeedRow } from './feed';
import { TransferDifferences } from './TransferDifferences';

export function ReceiveScreen() {
  const s = useApp(useShallow(selectReceiveScreen));
  const scanInput = useRef<HTMLInputElement>(null);
  useWarmAudio();
  const { report, setTarget } = s;
  const id = report?.transferId;
  const state = report?.state;
  useScanTargetWhileOpen(id, state, setTarget);
  const rows = useMemo(() => s.feed.map(transferFeedRow), [s.feed]);
  const csv = async () => {
    const text = await s.csv();
    if (text && report)
      downloadFile(`transfer-differences-${report.docNumber ?? report.transferId}.csv`, text, 'text/csv');
  };
  useKeys([
    { keys: 'Esc', run: () => scanInput.current?.focus() },
    { keys: 'Ctrl+Enter', run: () => report?.state === 'open' && void s.finish() },
    { keys: 'Alt+D', run: () => void csv() },
    { keys: 'Alt+P', run: () => window.print() },
    { keys: 'Alt+B', run: () => void s.back() },
  ]);
  if (!report) return null;
  const open = report.state === 'open';
  return (
    <section
      className="card transfer-receive"
      aria-labelledby="transfer-receive-title"
      data-transfer-state={report.state}
    >
      <div className="screen-header">
        <button type="button" onClick={() => void s.back()} aria-keyshortcuts={ariaKeys('Alt+B')}>
          ← Transfers <KeyHint keys="Alt+B" />
        </button>
        <h1 id="transfer-receive-title">
          Receiving {report.docNumber ?? report.transferId} from {storeName(s.stores, report.fromStoreId)}
        </h1>
        <span className="status-chip">{open ? 'Receiving' : 'Received'}</span>
      </div>
      <p className="muted">
        {formatCount(report.totals.received)} of {formatCount(report.totals.expected)} units received
      </p>
      <ErrorAlert error={s.error} />
      {s.notice && (
        <p className="notice" role="status">
          {s.notice}
        </p>
      )}
      {open && (
        <section aria-labelledby="transfer-arrived-title">
          <h2 id="transfer-arrived-title">Scan what arrived</h2>
          <ScanCodeForm
            id="transfer-receive-scan"
            ref={scanInput}
            onScan={(code) => void s.scan(code)}
            onScanList={(text, from) => void s.scanList(text, from)}
          />
          {rows.length > 0 && <ScanFeedList rows={rows} />}
        </section>
      )}
      <div className="print-sheet print-sheet-on-screen" data-differences-print="">
        <div className="print-only">
          <h1>Transfer differences · {report.docNumber ?? report.transferId}</h1>
          <p>
            From {storeName(s.stores, report.fromStoreId)} · received {formatCount(report.totals.received)} of{' '}
            {formatCount(report.totals.expected)} units · {open ? 'receiving' : 'finished'} · printed{' '}
            {formatWhen(Date.now())}
          </p>
        </div>
        <TransferDifferences report={report} />
      </div>
      <div className="row-actions">
        {open && (
          <button
            type="button"
            className="primary"
            onClick={() => void s.finish()}
            disabled={s.busy}
            aria-keyshortcuts={ariaKeys('Ctrl+Enter')}
          >
            Finish <KeyHint keys="Ctrl+Enter" />
          </button>
        )}
        <button type="button" onClick={() => void csv()} aria-keyshortcuts={ariaKeys('Alt+D')}>
          Differences (CSV) <KeyHint keys="Alt+D" />
        </button>
        <button type="button" onClick={() => window.print()} aria-keyshortcuts={ariaKeys('Alt+P')}>
          Print differences <KeyHint keys="Alt+P" />
        </button>
      </div>
    </section>
  );
}
