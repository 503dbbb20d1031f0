// Process: renderer. Find the right item by SKU, UPC or words of the description, for a code that found nothing.
// The results are buttons: arrow keys move between them, Enter opens one.
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ErrorAlert } from '../../shared/ErrorAlert';
import { moveFocusInList } from '../../shared/list-keys';
import { useApp } from '../../store/context';
import { selectSearchPanel } from '../../store/selectors/catalog';

const MATCHED = { sku: 'SKU', upc: 'UPC', description: 'name' } as const;

export function SearchPanel({ emphasised, onPick }: { emphasised: boolean; onPick: (sku: string) => void }) {
  const { hits, busy, error, search } = useApp(useShallow(selectSearchPanel));
  const [query, setQuery] = useState('');
  const list = useRef<HTMLUListElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void search(query);
  };
  // Enter searches what the field holds at that moment, also while a search runs or before the button has
  // re-rendered as enabled (a disabled button blocks the form's own Enter): a scanner types a code and Enter faster
  // than a render. The store keeps only the newest search's answer. Arrow down enters the results.
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void search(e.currentTarget.value);
      return;
    }
    if (e.key !== 'ArrowDown') return;
    const first = list.current?.querySelector('button');
    if (first) {
      e.preventDefault();
      first.focus();
    }
  };
  return (
    <section className={`search-panel ${emphasised ? 'emphasised' : ''}`} aria-labelledby="search-title">
      <h2 id="search-title">Find the right item</h2>
      <form className="lookup-row" onSubmit={submit}>
        <input
          aria-label="Search by SKU, UPC or description"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={keys}
          placeholder="SKU, UPC or words of the description"
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" disabled={busy || !query.trim()}>
          {busy ? 'Searching…' : 'Search'}
        </button>
      </form>
      <ErrorAlert error={error} />
      {hits && hits.length === 0 && <p className="muted">No item matches “{query.trim()}”.</p>}
      {hits && hits.length > 0 && (
        <ul className="search-hits" ref={list} onKeyDown={moveFocusInList} aria-label="Search results">
          {hits.map((h) => (
            <li key={h.id}>
              <button type="button" className="search-hit" onClick={() => onPick(h.sku)}>
                <span className="hit-name">{h.description}</span>
                <span className="muted">
                  {h.sku} · {h.posDescription1} · by {MATCHED[h.matchedBy]}
                  {h.active ? '' : ' · inactive'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
