// Process: renderer. The reader while counting: connected (reads/s), or lost ("Reader disconnected:
// reconnecting…" with the last read time); the area and lines stay as they are either way. With several readers
// feeding the count, each one by its labelled chip with its state, reads and reads/s.
import { useShallow } from 'zustand/react/shallow';
import { readerLabel } from '../../../../contract/reader';
import { formatCount, formatTime } from '../../lib/format';
import { readerChip } from '../../shared/reader-chip';
import { useApp } from '../../store/context';
import { selectReaderBadge } from '../../store/selectors/counts';

export function ReaderBadge() {
  const { status, lastReadAt } = useApp(useShallow(selectReaderBadge));
  if (status && status.readers.length > 1) {
    const lost = status.readers.filter((r) => r.state === 'reconnecting' || r.state === 'error');
    return (
      <span className={`reader-badge${lost.length ? ' reader-lost' : ''}`} data-reader="several">
        {status.readers.map((r) => {
          const chip = readerChip(r.id);
          const c = status.counts.readers?.find((x) => x.reader === r.id);
          const state =
            r.state === 'connected'
              ? `${formatCount(c ? c.reads + c.barcodes : 0)} reads · ${formatCount(c?.readsPerSecond ?? 0)}/s`
              : r.state === 'connecting'
                ? 'connecting…'
                : r.state === 'idle'
                  ? 'off'
                  : 'disconnected: reconnecting…';
          return (
            <span key={r.id} className="reader-badge-item" data-reader-badge={r.id}>
              <span className={`feed-reader reader-hue-${chip.hue}`}>{chip.label}</span> {state}{' '}
            </span>
          );
        })}
        {lost.length > 0 && (
          <span role="alert" className="visually-hidden">
            {lost.map((r) => readerLabel(r.id)).join(', ')} disconnected: reconnecting.
          </span>
        )}
      </span>
    );
  }
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
