// Process: renderer. Add a line by search (the catalog search of Lookup): Enter searches, arrow keys move through
// the results, Enter adds one unit of the chosen item.
import { type Ref, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { moveFocusInList } from '../lookup/list-keys';

export function ItemSearch({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { hits, busy, search, clear, add } = useApp(
    useShallow((s) => ({
      hits: s.searchHits,
      busy: s.searchBusy,
      search: s.search,
      clear: s.clearSearch,
      add: s.addDraftItem,
    })),
  );
  const [query, setQuery] = useState('');
  return (
    <section className="item-search" aria-labelledby="item-search-title">
      <h2 id="item-search-title">Add by search</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (query.trim()) void search(query);
        }}
      >
        <input
          ref={inputRef}
          type="text"
          aria-label="Find an item by SKU, UPC or description"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              const first = e.currentTarget.form?.parentElement?.querySelector<HTMLButtonElement>('.add-hits button');
              if (first) {
                e.preventDefault();
                first.focus();
              }
            }
          }}
          placeholder="SKU, UPC or description"
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
        />
        <button type="submit" disabled={busy || !query.trim()}>
          Search
        </button>
      </form>
      {hits && hits.length === 0 && <p className="muted">No item matches.</p>}
      {hits && hits.length > 0 && (
        <ul className="add-hits" aria-label="Items to add" onKeyDown={moveFocusInList}>
          {hits.slice(0, 8).map((h) => (
            <li key={h.id}>
              <button
                type="button"
                onClick={() =>
                  void add(h.id).then((ok) => {
                    if (!ok) return;
                    clear();
                    setQuery('');
                  })
                }
              >
                Add {h.sku} · {h.description}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
