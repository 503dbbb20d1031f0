// Process: renderer. The reader while counting: connected (reads/s), or lost ("Reader disconnected:
// reconnecting…" with the last read time); the area and lines stay as they are either way.
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectReaderBadge } from '../../store/selectors/counts';
import { formatCount, formatTime } from './format';

export function ReaderBadge() {
  const { status, lastReadAt } = useApp(useShallow(selectReaderBadge));
  if (!status || status.source === 'wedge-only') return <span className="reader-badge">Keyboard scanner</span>;
  if (status.state === 'reconnecting' || status.state === 'error') {
    return (
      <span className="reader-badge reader-lost" role="alert" data-reader="lost">
        Reader disconnected: reconnecting…
        {lastReadAt ? ` Last read ${formatTime(lastReadAt)}.` : ''}
      </span>
    );
  }
  if (status.state === 'connected')
    return (
      <span className="reader-badge" data-reader="connected">
        Reader · {formatCount(status.counts.readsPerSecond)} reads/s
      </span>
    );
  return (
    <span className="reader-badge">{status.state === 'idle' ? 'Reader not connected' : 'Reader connecting…'}</span>
  );
}
