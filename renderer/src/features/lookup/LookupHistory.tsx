// Process: renderer. The last few lookups, newest first; choosing one looks it up again.

import { moveFocusInList } from '../../shared/list-keys';
import { useApp } from '../../store/context';

export function LookupHistory({ onPick }: { onPick: (input: string) => void }) {
  const history = useApp((s) => s.lookupHistory);
  return (
    <section className="card history" aria-labelledby="history-title">
      <h2 id="history-title">Recent</h2>
      {history.length === 0 ? (
        <p className="muted">Your lookups appear here.</p>
      ) : (
        <ul onKeyDown={moveFocusInList}>
          {history.map((h) => (
            <li key={h.input}>
              <button type="button" className={`history-row ${h.status}`} onClick={() => onPick(h.input)}>
                <span className="history-label">{h.label}</span>
                <span className="muted mono">{h.input}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
