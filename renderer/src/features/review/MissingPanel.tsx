// Process: renderer. Missing items (expected in the count's scope, not counted): the list a manager walks the floor
// with. Every one of them, in pages, grouped by category with a count per category (a category's button shows only
// its items). Each can be confirmed as counted zero, or all of the scope at once (ZeroAllConfirm.tsx). Hidden in a
// blind session.
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { MissingItemView, MissingPage } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';
import { useApp } from '../../store/context';
import { MISSING_PAGE_SIZE } from '../../store/counts-scope-actions';
import { selectMissingPanel } from '../../store/selectors/review';
import { LocateButton } from '../locate/LocateButton';
import { ZeroAllConfirm } from './ZeroAllConfirm';

/** The page's items by category, in the order main sent them (category, then description). */
function byCategory(items: MissingItemView[]): [string, MissingItemView[]][] {
  const groups = new Map<string, MissingItemView[]>();
  for (const i of items) groups.set(i.category, [...(groups.get(i.category) ?? []), i]);
  return [...groups.entries()];
}

/** The page to show instead when the one asked is now empty (its items confirmed), else null. */
function staleQuery(
  missing: Extract<MissingPage, { blind: false }>,
  query: { category: string | null; offset: number },
): { category: string | null; offset: number } | null {
  if (query.category !== null && !missing.categories.some((c) => c.category === query.category))
    return { category: null, offset: 0 };
  if (missing.items.length > 0 || query.offset === 0) return null;
  return {
    category: query.category,
    offset: Math.max(0, Math.ceil(missing.total / MISSING_PAGE_SIZE) - 1) * MISSING_PAGE_SIZE,
  };
}

export function MissingPanel() {
  const { missing, query, load, confirm, asked, ask, confirmAll, readOnly } = useApp(useShallow(selectMissingPanel));
  const stale = missing && !missing.blind ? staleQuery(missing, query) : null;
  const [staleCategory, staleOffset] = [stale?.category ?? null, stale?.offset];
  // Confirming the last items of a page or a category leaves nothing there: show the nearest page that has some.
  useEffect(() => {
    if (staleOffset !== undefined) void load(staleCategory, staleOffset);
  }, [staleCategory, staleOffset, load]);
  if (!missing || missing.blind) return null;
  const inScope = missing.categories.reduce((n, c) => n + c.missing, 0);
  const first = missing.items.length ? query.offset + 1 : 0;
  const last = query.offset + missing.items.length;
  return (
    <section className="card missing-panel" aria-labelledby="missing-title">
      <h2 id="missing-title">
        Missing: expected, not counted <span className="badge">{formatCount(inScope)}</span>
      </h2>
      {inScope === 0 ? (
        <p className="muted">Every item expected in this count's scope was counted.</p>
      ) : (
        <>
          {!readOnly && <ZeroAllConfirm count={inScope} asked={asked} ask={ask} confirmAll={confirmAll} />}
          <fieldset className="missing-categories">
            <legend className="visually-hidden">Missing items by category</legend>
            <button type="button" aria-pressed={query.category === null} onClick={() => void load(null, 0)}>
              All <span className="badge">{formatCount(inScope)}</span>
            </button>
            {missing.categories.map((c) => (
              <button
                type="button"
                key={c.category}
                aria-pressed={query.category === c.category}
                onClick={() => void load(c.category, 0)}
              >
                {c.category} <span className="badge">{formatCount(c.missing)}</span>
              </button>
            ))}
          </fieldset>
          <p className="muted" aria-live="polite">
            {formatCount(first)}–{formatCount(last)} of {formatCount(missing.total)}
            {query.category !== null ? ` in ${query.category}` : ''}
          </p>
          {byCategory(missing.items).map(([category, items]) => (
            <div key={category} className="missing-group">
              <h3>{category}</h3>
              <ul>
                {items.map((i) => (
                  <li key={i.itemId} className="missing-row">
                    <span>
                      {i.sku} · {i.description}
                    </span>
                    <span className="num">expected {formatCount(i.expected)}</span>
                    <LocateButton sku={i.sku} label={`${i.sku} ${i.description}`} />
                    {!readOnly && (
                      <button type="button" onClick={() => void confirm([i.itemId])}>
                        Confirm zero<span className="visually-hidden"> for {i.sku}</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="pager">
            <button
              type="button"
              disabled={query.offset === 0}
              onClick={() => void load(query.category, query.offset - MISSING_PAGE_SIZE)}
            >
              Previous {MISSING_PAGE_SIZE}
            </button>
            <button type="button" disabled={last >= missing.total} onClick={() => void load(query.category, last)}>
              Next {MISSING_PAGE_SIZE}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
