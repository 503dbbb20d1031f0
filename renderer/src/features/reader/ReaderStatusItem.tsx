// Process: renderer. The status bar's reader part: state, the port, and reads/s while reading. The full sentence
// (what is happening, what to do next) is the tooltip and is read out by screen readers.
import type { ReaderStatus } from '../../../../contract/reader';
import { formatCount } from '../../lib/format';
import { useApp } from '../../store/context';

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

export function ReaderStatusItem() {
  const status = useApp((s) => s.readerStatus);
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
