// Process: renderer. The last scans, newest on top, each with its outcome in words and colour (FeedRow); the newest
// row flashes. Not a live region: a reader adds rows ten times a second, the sounds and flashes announce them.
import type { FeedRow } from './feed-row';

export function ScanFeedList({ rows }: { rows: readonly FeedRow[] }) {
  return (
    <ol className="scan-feed-list" aria-label="Last scans" aria-live="off">
      {rows.map((r, i) => (
        <li key={r.key} className={`feed-row tone-${r.tone}${i === 0 ? ' feed-newest' : ''}`} data-outcome={r.outcome}>
          <span className="feed-outcome">{r.label}</span>
          <span className="feed-what">
            {r.what}
            {r.message && <span className="feed-message"> · {r.message}</span>}
          </span>
          {(r.meta !== undefined || r.reader) && (
            <span className="feed-meta">
              {r.reader && (
                <span className={`feed-reader reader-hue-${r.reader.hue}`} data-reader={r.reader.id}>
                  {r.reader.label}
                </span>
              )}
              {r.meta}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
