// Process: renderer. The last scans, newest on top, each with its outcome in words and colour: new item (green),
// +1 (neutral), repeated tag (grey), unknown (amber), error (red). The newest row flashes.
import { useApp } from '../../store/context';
import { OUTCOME_LOOK } from './feed';
import { formatTime } from './format';

export function ScanFeed() {
  const feed = useApp((s) => s.countFeed);
  return (
    <section className="scan-feed" aria-labelledby="feed-title">
      <h2 id="feed-title">Last scans</h2>
      {feed.length === 0 ? (
        <p className="muted">Nothing scanned yet: scan, or start the reader.</p>
      ) : (
        <ol aria-live="off">
          {feed.map((e, i) => {
            const look = OUTCOME_LOOK[e.outcome];
            return (
              <li
                key={e.key}
                className={`feed-row tone-${look.tone}${i === 0 ? ' feed-newest' : ''}`}
                data-outcome={e.outcome}
              >
                <span className="feed-outcome">{look.label}</span>
                <span className="feed-what">
                  {e.description ? `${e.sku ?? ''} · ${e.description}` : e.raw}
                  {e.message && <span className="feed-message"> · {e.message}</span>}
                </span>
                <span className="feed-meta">
                  {e.area} · {formatTime(e.at)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
