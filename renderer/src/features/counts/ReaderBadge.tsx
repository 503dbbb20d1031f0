// Process: renderer. The reader while counting: connected (reads/s), or lost ("Reader disconnected:
// reconnecting…" with the last read time); the area and lines stay as they are either way. With several readers
// feeding the count, each one by its labelled chip with its reads and unique tags in this count (kept for the
// session: contract/counts.ts CountTotals.readers), its state and reads/s; the rest (typed EPCs) as "Other".
import { useShallow } from 'zustand/react/shallow';
import { readerLabel } from '../../../../contract/reader';
import { countOf, formatCount, formatTime } from '../../lib/format';
import { readerChip } from '../../shared/reader-chip';
import { useApp } from '../../store/context';
import { selectReaderBadge } from '../../store/selectors/counts';

export function ReaderBadge() {
  const { status, readerTotals } = useApp(useShallow(selectReaderBadge));
  const live = status?.readers ?? [];
  // Each reader's figures are the session's (main keeps them per count), so a reader that stopped keeps its row and
  // the rows add up to the count's totals; the state and reads/s are the reader's own, now.
  const named = (readerTotals ?? []).filter((t) => t.reader !== null);
  // By label, so a row keeps its place whether its reader reads, stopped or came back.
  const ids = [...new Set([...live.map((r) => r.id), ...named.map((t) => t.reader!)])].sort((a, b) =>
    readerLabel(a).localeCompare(readerLabel(b)),
  );
  if (ids.length <= 1) return <OneReader />;
  const lost = live.filter((r) => r.state === 'reconnecting' || r.state === 'error');
  const rest = readerTotals?.find((t) => t.reader === null);
  const rows = (
    <>
      {ids.map((id) => {
        const chip = readerChip(id);
        const r = live.find((x) => x.id === id);
        const t = readerTotals?.find((x) => x.reader === id);
        const rate = status?.counts.readers?.find((x) => x.reader === id)?.readsPerSecond ?? 0;
        const state = !r
          ? 'stopped'
          : r.state === 'connected'
            ? `${formatCount(rate)}/s`
            : r.state === 'connecting'
              ? 'connecting…'
              : r.state === 'idle'
                ? 'off'
                : 'disconnected: reconnecting…';
        return (
          <span key={id} className="reader-badge-item" data-reader-badge={id}>
            <span className={`feed-reader reader-hue-${chip.hue}`}>{chip.label}</span>{' '}
            <ReaderFigures reads={t?.reads ?? 0} tags={t?.uniqueTags ?? 0} /> · {state}{' '}
          </span>
        );
      })}
      {rest && (
        <span className="reader-badge-item" data-reader-badge="">
          Other <ReaderFigures reads={rest.reads} tags={rest.uniqueTags} />
        </span>
      )}
    </>
  );
  // One reader reading now (the others of this count stopped): its own badge first, as with one reader ("Reader
  // disconnected: reconnecting…" and the last read stay in words), then every reader's figures for the count.
  if (live.length <= 1)
    return (
      <>
        <OneReader />{' '}
        <span className="reader-badge" data-reader="figures">
          {rows}
        </span>
      </>
    );
  return (
    <span className={`reader-badge${lost.length ? ' reader-lost' : ''}`} data-reader="several">
      {rows}
      {lost.length > 0 && (
        <span role="alert" className="visually-hidden">
          {lost.map((r) => readerLabel(r.id)).join(', ')} disconnected: reconnecting.
        </span>
      )}
    </span>
  );
}

/** The one reader's state: connected (reads/s), lost (with the last read time), connecting, off, or the keyboard. */
function OneReader() {
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

/** A reader's reads and unique tags in this count; the numbers also as data attributes for the tests' sums. */
function ReaderFigures({ reads, tags }: { reads: number; tags: number }) {
  return (
    <span data-reader-reads={reads} data-reader-tags={tags}>
      {countOf(reads, 'read')} · {countOf(tags, 'tag')}
    </span>
  );
}
