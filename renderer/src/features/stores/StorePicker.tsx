// Process: renderer. Choose the working store (code, description). Arrow keys move between stores, Enter or a
// click chooses; the choice is remembered by main across launches.
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { errorText } from '../../shared/error-words';
import { useApp } from '../../store/context';
import { selectStorePicker } from '../../store/selectors/stores';

export function StorePicker() {
  const { stores, loading, error, current, loadStores, chooseStore } = useApp(useShallow(selectStorePicker));
  const listRef = useRef<HTMLUListElement>(null);

  // Put focus on the current store (or the first) once the list is there, so Enter works straight away.
  useEffect(() => {
    if (!stores.length) return;
    const list = listRef.current;
    const target =
      list?.querySelector<HTMLButtonElement>('button[aria-current="true"]') ??
      list?.querySelector<HTMLButtonElement>('button');
    target?.focus();
  }, [stores]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(e.key)) return;
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    if (!buttons.length) return;
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? buttons.length - 1
          : e.key === 'ArrowDown'
            ? Math.min(at + 1, buttons.length - 1)
            : Math.max(at - 1, 0);
    buttons[next]?.focus();
    e.preventDefault();
  };

  return (
    <section className="card stores" aria-labelledby="stores-title">
      <div className="card-head">
        <h1 id="stores-title">Choose your working store</h1>
        <button type="button" onClick={() => void loadStores()} disabled={loading}>
          Refresh
        </button>
      </div>
      <p className="muted">Counts, lookups and receipts use this store. You can change it later.</p>
      {error && (
        <p className="notice error" role="alert">
          {errorText(error)}
        </p>
      )}
      {loading && !stores.length && <p aria-live="polite">Loading stores…</p>}
      {!loading && !error && !stores.length && <p>This account has no stores.</p>}
      {stores.length > 0 && (
        <ul className="store-list" ref={listRef} onKeyDown={onKeyDown} aria-label="Stores">
          {stores.map((store) => (
            <li key={store.id}>
              <button
                type="button"
                className="store-row"
                aria-current={current?.id === store.id ? 'true' : undefined}
                onClick={() => void chooseStore(store.id)}
              >
                <span className="code">{store.code}</span>
                <span className="description">{store.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
