// Process: renderer. Pick an item by the catalog search (the search of Lookup, one result list in the store): Enter
// searches, arrow down enters the results, arrow keys move through them, Enter picks one; Esc cancels where the
// caller can. Counting assigns an unknown code with it, receiving adds a line.
import { type Ref, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../store/context';
import { selectItemPicker } from '../store/selectors/catalog';
import { moveFocusInList } from './list-keys';

/** Hits offered at once: the right item is among the first few, or the search needs more words. */
const HITS_SHOWN = 8;

export interface ItemPickerProps {
  /** The search input's accessible name ("Find the item for 30742…"). */
  label: string;
  /** The verb on each hit's button ("Add", "Assign to") and the results list's name. */
  verb: string;
  listLabel: string;
  /** Resolves true when the item was taken: the search is then cleared and onPicked called. */
  onPick: (itemId: string) => Promise<boolean>;
  onPicked?: () => void;
  /** Given: a Cancel button and Esc in the input call it. */
  onCancel?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

export function ItemPicker(props: ItemPickerProps) {
  const { label, verb, listLabel, onPick, onPicked, onCancel, inputRef, autoFocus } = props;
  const { hits, busy, search, clear } = useApp(useShallow(selectItemPicker));
  const [query, setQuery] = useState('');
  return (
    <div className="item-picker">
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
          aria-label={label}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && onCancel) onCancel();
            if (e.key !== 'ArrowDown') return;
            const first = e.currentTarget.form?.parentElement?.querySelector<HTMLButtonElement>('.item-hits button');
            if (first) {
              e.preventDefault();
              first.focus();
            }
          }}
          placeholder="SKU, UPC or description"
          maxLength={200}
          autoComplete="off"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: only where the user just asked for this search (assign a code)
          autoFocus={autoFocus}
        />
        <button type="submit" disabled={busy || !query.trim()}>
          Search
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        )}
      </form>
      {hits && hits.length === 0 && <p className="muted">No item matches.</p>}
      {hits && hits.length > 0 && (
        <ul className="item-hits" aria-label={listLabel} onKeyDown={moveFocusInList}>
          {hits.slice(0, HITS_SHOWN).map((h) => (
            <li key={h.id}>
              <button
                type="button"
                onClick={() =>
                  void onPick(h.id).then((ok) => {
                    if (!ok) return;
                    clear();
                    setQuery('');
                    onPicked?.();
                  })
                }
              >
                {verb} {h.sku} · {h.description}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
