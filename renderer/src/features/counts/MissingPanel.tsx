// Process: renderer. Missing items (expected, not counted) by category: the list a manager walks the floor with.
// Each can be confirmed as counted zero (or every one shown, at once: Alt+Z, bound in count-keys.ts). Hidden in a blind session.
import { useShallow } from 'zustand/react/shallow';
import type { MissingItemView } from '../../../../contract/counts';
import { KeyHint } from '../../shared/KeyHint';
import { ariaKeys } from '../../shared/keys';
import { useApp } from '../../store/context';
import { selectMissingPanel } from '../../store/selectors/counts';
import { formatCount } from './format';

function byCategory(items: MissingItemView[]): [string, MissingItemView[]][] {
  const groups = new Map<string, MissingItemView[]>();
  for (const i of items) groups.set(i.category, [...(groups.get(i.category) ?? []), i]);
  return [...groups.entries()].sort((a, b) => b[1].length - a[1].length);
}

export function MissingPanel() {
  const { missing, confirm, readOnly } = useApp(useShallow(selectMissingPanel));
  if (!missing || missing.blind) return null;
  return (
    <section className="card missing-panel" aria-labelledby="missing-title">
      <h2 id="missing-title">
        Missing: expected, not counted <span className="badge">{formatCount(missing.total)}</span>
      </h2>
      {missing.items.length === 0 ? (
        <p className="muted">Every expected item was counted.</p>
      ) : (
        <>
          {!readOnly && (
            <p>
              Zero counts to confirm: an item really not there is confirmed as counted zero.{' '}
              <button
                type="button"
                onClick={() => void confirm(missing.items.map((i) => i.itemId))}
                aria-keyshortcuts={ariaKeys('Alt+Z')}
              >
                Confirm all {formatCount(missing.items.length)} shown as zero <KeyHint keys="Alt+Z" />
              </button>
            </p>
          )}
          {missing.total > missing.items.length && (
            <p className="muted">
              Showing the first {formatCount(missing.items.length)} of {formatCount(missing.total)}.
            </p>
          )}
          {byCategory(missing.items).map(([category, items]) => (
            <details key={category} className="missing-group">
              <summary>
                {category} <span className="badge">{formatCount(items.length)}</span>
              </summary>
              <ul>
                {items.map((i) => (
                  <li key={i.itemId} className="missing-row">
                    <span>
                      {i.sku} · {i.description}
                    </span>
                    <span className="num">expected {formatCount(i.expected)}</span>
                    {!readOnly && (
                      <button type="button" onClick={() => void confirm([i.itemId])}>
                        Confirm zero<span className="visually-hidden"> for {i.sku}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </>
      )}
    </section>
  );
}
