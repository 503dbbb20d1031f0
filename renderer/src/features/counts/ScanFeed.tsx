// Process: renderer. The count's last scans (the shared feed list), each with its outcome in words and colour: new
// item (green), +1 (neutral), repeated tag (grey), unknown (amber), error (red), and the area and time.
import { useMemo } from 'react';
import { ScanFeedList } from '../../shared/ScanFeedList';
import { useApp } from '../../store/context';
import { countFeedRow } from './feed';

export function ScanFeed() {
  const feed = useApp((s) => s.countFeed);
  const rows = useMemo(() => feed.map(countFeedRow), [feed]);
  return (
    <section className="scan-feed" aria-labelledby="feed-title">
      <h2 id="feed-title">Last scans</h2>
      {rows.length === 0 ? (
        <p className="muted">Nothing scanned yet: scan, or start the reader.</p>
      ) : (
        <ScanFeedList rows={rows} />
      )}
    </section>
  );
}
