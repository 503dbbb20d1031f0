// Process: renderer. The count's last scans (the shared feed list), one row per code with its outcome in words and
// colour: new item (green), +1 (neutral), unknown (amber), error (red), its read count, the area and time. Repeats of
// tags counted earlier with no row are one number in the heading, never rows (store/counts-feed.ts).
import { useMemo } from 'react';
import { formatCount } from '../../lib/format';
import { ScanFeedList } from '../../shared/ScanFeedList';
import { useApp } from '../../store/context';
import { countFeedRow } from './feed';

export function ScanFeed() {
  const feed = useApp((s) => s.countFeed);
  const repeats = useApp((s) => s.countFeedRepeats);
  const rows = useMemo(() => feed.map(countFeedRow), [feed]);
  return (
    <section className="scan-feed" aria-labelledby="feed-title">
      <h2 id="feed-title">
        Last scans
        {repeats > 0 && (
          <span className="muted feed-repeats" data-feed-repeats={repeats}>
            {' '}
            · {formatCount(repeats)} repeated {repeats === 1 ? 'read' : 'reads'} of tags counted earlier
          </span>
        )}
      </h2>
      {rows.length === 0 ? (
        <p className="muted">Nothing scanned yet: scan, or start the reader.</p>
      ) : (
        <ScanFeedList rows={rows} />
      )}
    </section>
  );
}
