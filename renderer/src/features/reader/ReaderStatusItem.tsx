// Process: renderer. The status bar's reader part: state, the port, and reads/s while reading; with several readers,
// each one by its label with its state and reads/s. The full sentences (what is happening, what to do next) are the
// tooltip and are read out by screen readers.
import type { ReaderLinkStatus, ReaderStatus } from '../../../../contract/reader';
import { readerLabel } from '../../../../contract/reader';
import { formatCount } from '../../lib/format';
import { useApp } from '../../store/context';
import './readers.css';

export function readerStatusText(status: ReaderStatus | null): { text: string; tone?: 'good' | 'bad' } {
  if (!status) return { text: 'no reader' };
  const where = status.port === 'simulator' ? 'Simulator' : (status.port ?? 'reader');
  switch (status.state) {
    case 'idle':
      return { text: status.source === 'wedge-only' ? 'no reader' : 'not connected' };
    case 'connecting':
      return { text: `Connecting to ${where}…` };
    case 'connected': {
      const rate = status.counts.readsPerSecond;
      return { text: rate > 0 ? `${where} · ${formatCount(rate)} reads/s` : `${where} · ready`, tone: 'good' };
    }
    case 'reconnecting':
      return { text: `${where} lost · retrying`, tone: 'bad' };
    case 'error':
      return { text: 'Reader problem', tone: 'bad' };
  }
}

/** One reader of several: "Sim 2 · 120/s", "ttyUSB0 lost · retrying". */
export function readerLinkText(r: ReaderLinkStatus, status: ReaderStatus): { text: string; tone?: 'good' | 'bad' } {
  const name = readerLabel(r.id);
  switch (r.state) {
    case 'idle':
      return { text: `${name} off` };
    case 'connecting':
      return { text: `${name} connecting…` };
    case 'connected': {
      const rate = status.counts.readers?.find((c) => c.reader === r.id)?.readsPerSecond ?? 0;
      // Short ("Sim 2 · 120/s"): several of these share the one-line status bar; the tooltip has the sentences.
      return { text: rate > 0 ? `${name} · ${formatCount(rate)}/s` : `${name} · ready`, tone: 'good' };
    }
    case 'reconnecting':
      return { text: `${name} lost · retrying`, tone: 'bad' };
    case 'error':
      return { text: `${name} problem`, tone: 'bad' };
  }
}

export function ReaderStatusItem() {
  const status = useApp((s) => s.readerStatus);
  if (status && status.readers.length > 1) {
    return (
      <span className="status-item" title={status.readers.map((r) => `${readerLabel(r.id)}: ${r.message}`).join('\n')}>
        <span className="status-label">Readers</span>
        <span className="status-value" data-status="reader">
          {status.readers.map((r) => {
            const { text, tone } = readerLinkText(r, status);
            return (
              <span key={r.id} className={`reader-list-item ${tone ?? ''}`} data-reader-status={r.id}>
                {text}
              </span>
            );
          })}
        </span>
      </span>
    );
  }
  const { text, tone } = readerStatusText(status);
  return (
    <span className="status-item" title={status?.message}>
      <span className="status-label">Reader</span>
      <span className={`status-value ${tone ?? ''}`} data-status="reader">
        {text}
      </span>
    </span>
  );
}
