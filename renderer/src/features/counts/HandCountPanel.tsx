// Process: renderer. Counting a shelf by hand, in the order it stands: the active area's items in shelf order
// (saved, else learnt from the area's last count) with what this count holds of each, one quantity field that
// always has the focus, and Enter to count the item at the cursor and move on to the next one not yet counted
// (the way a bar manager walks a shelf). The field takes "3 cases + 4", "3c+4" or "2.35": main reads it exactly at
// the item's precision and answers the breakdown shown under it ("3 × 12 + 4 = 40"); a count it refuses keeps the
// text and says why (CountMessages). ↑/↓ move the cursor, Alt+↑/Alt+↓ move the item itself in the shelf order.
// An open bottle put on the scale is weighed into the current item (BottleWeights); the unit it is counted in is
// chosen beside it (Alt+K: features/units ItemUnitChoice).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ShelfLineView } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';
import { useApp, useAppGetter } from '../../store/context';
import { ItemUnitChoice } from '../units/ItemUnitChoice';
import { BottleWeights } from './BottleWeights';

/** The next line after `from` not yet counted, wrapping round; `from` itself when every line is counted. */
function nextToCount(lines: readonly ShelfLineView[], from: number): number {
  for (let k = 1; k <= lines.length; k++) {
    const i = (from + k) % lines.length;
    if (lines[i]!.counted === null) return i;
  }
  return Math.min(from + 1, lines.length - 1);
}

export function HandCountPanel() {
  const shelf = useApp((s) => s.countShelf);
  const area = useApp((s) => s.countSession?.activeArea);
  const load = useApp((s) => s.loadCountShelf);
  const count = useApp((s) => s.countOnShelf);
  const move = useApp((s) => s.moveOnShelf);
  const [at, setAt] = useState(0);
  const [text, setText] = useState('');
  const [breakdown, setBreakdown] = useState<string | null>(null);
  const field = useRef<HTMLInputElement | null>(null);
  // The field shows once the area has lines: it takes the focus as it appears, so typing goes to it at once.
  const fieldShown = useCallback((el: HTMLInputElement | null) => {
    field.current = el;
    el?.focus();
  }, []);
  const getState = useAppGetter();

  // The area's order, afresh whenever the area changes: the cursor starts at its first item not counted, and the
  // quantity field takes the focus.
  useEffect(() => {
    if (area === undefined) return;
    void load().then(() => {
      const first = (getState().countShelf?.lines ?? []).findIndex((l) => l.counted === null);
      setAt(first < 0 ? 0 : first);
      field.current?.focus();
    });
  }, [area, load, getState]);
  const lines = shelf?.lines ?? [];

  const current = lines[at];
  const submit = async () => {
    if (!current || text.trim() === '') return;
    const shown = await count(current.itemId, text);
    if (shown === null) return;
    setBreakdown(`${current.description}: ${shown}`);
    setText('');
    const after = getState().countShelf?.lines ?? lines;
    setAt(nextToCount(after, at));
  };
  const reorder = (by: -1 | 1) => {
    if (!current) return;
    const to = at + by;
    if (to < 0 || to >= lines.length) return;
    void move(current.itemId, to).then(() => setAt(to));
  };

  return (
    <section className="panel hand-count" aria-labelledby="hand-count-title">
      <h2 id="hand-count-title">
        Shelf order: {area} <span className="muted">({formatCount(shelf?.notCounted ?? 0)} not counted yet)</span>
      </h2>
      {lines.length === 0 ? (
        <p className="muted">
          No shelf order for this area yet: count it once by scanning, and the next count walks it in that order.
        </p>
      ) : (
        <>
          <form
            className="hand-count-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <label className="inline-label">
              Count of <strong>{current?.description}</strong>
              <input
                ref={fieldShown}
                id="hand-count-quantity"
                value={text}
                autoComplete="off"
                placeholder="3 cases + 4"
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  const by = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
                  if (by === 0) return;
                  e.preventDefault();
                  if (e.altKey) reorder(by);
                  else setAt(Math.max(0, Math.min(lines.length - 1, at + by)));
                }}
              />
            </label>
            <button type="submit" className="primary">
              Count <kbd>Enter</kbd>
            </button>
          </form>
          <p className="hand-count-breakdown" aria-live="polite" data-breakdown>
            {breakdown ?? ''}
          </p>
          {current ? <ItemUnitChoice itemId={current.itemId} description={current.description} withShortcut /> : null}
          {current ? <BottleWeights item={current} /> : null}
          <ol className="hand-count-lines" aria-label={`Items of ${area} in shelf order`}>
            {lines.map((l, i) => (
              <li key={l.itemId} aria-current={i === at ? 'true' : undefined} className={i === at ? 'current' : ''}>
                <span className="sku">{l.sku}</span> {l.description}{' '}
                <span className="hand-count-figure">
                  {l.counted === null ? 'not counted' : `${formatCount(l.counted)} ${l.unit}`}
                </span>
              </li>
            ))}
          </ol>
          <p className="key-help muted">
            <kbd>Enter</kbd> count and go to the next item not counted · <kbd>↑</kbd>/<kbd>↓</kbd> move ·{' '}
            <kbd>Alt+↑</kbd>/<kbd>Alt+↓</kbd> move the item on the shelf · <kbd>Alt+K</kbd> its unit
          </p>
        </>
      )}
    </section>
  );
}
