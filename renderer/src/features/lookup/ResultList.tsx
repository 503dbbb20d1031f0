// Process: renderer. Several pasted lines give several results: one row each; choosing one shows it below.
import { useShallow } from 'zustand/react/shallow';
import { notFoundHeadline } from '../../lib/code-text';
import { moveFocusInList } from '../../shared/list-keys';
import { useApp } from '../../store/context';
import { selectResultList } from '../../store/selectors/catalog';

export function ResultList() {
  const { results, shown, show } = useApp(useShallow(selectResultList));
  const found = results.filter((r) => r.item).length;
  return (
    <section className="result-list" aria-label="Pasted codes">
      <p className="muted">
        {results.length} codes · {found} found · {results.length - found} not found
      </p>
      <ul onKeyDown={moveFocusInList}>
        {results.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: replaced whole, never reordered; a pasted list may repeat a code
          <li key={`${i}:${r.input}`}>
            <button
              type="button"
              className={`result-row ${r.item ? 'found' : 'missing'}`}
              aria-current={i === shown ? 'true' : undefined}
              onClick={() => show(i)}
            >
              <span className="mono">{r.input.trim()}</span>
              <span>{r.item ? `${r.item.sku} · ${r.item.description}` : notFoundHeadline(r)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
