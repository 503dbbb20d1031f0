// Process: renderer. Search, filters and sort over the session's lines; main filters and sorts (SQL), so the
// list stays fast at 20,000 lines. A blind session offers no variance filter or sort.

import { type RefObject, useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CategorySelect } from '../../shared/CategorySelect';
import { useApp } from '../../store/context';
import { selectLineFilters } from '../../store/selectors/counts';
import type { CountLinesFilter } from '../../store/types';

export function LineFilters({ searchRef, blind }: { searchRef: RefObject<HTMLInputElement | null>; blind: boolean }) {
  // The selector returns store references only: a fresh array from it (`?? []`, `.map`) would make every store read
  // look like a change, and React gives up with "maximum update depth exceeded" (error #185).
  const { filter, setFilter, areas, categories, loadCategories } = useApp(useShallow(selectLineFilters));
  const [search, setSearch] = useState(filter.search);
  // Typing waits a moment before asking main, so each keystroke does not query 20,000 lines.
  useEffect(() => {
    const t = setTimeout(() => search !== filter.search && setFilter({ search }), 200);
    return () => clearTimeout(t);
  }, [search, filter.search, setFilter]);
  return (
    <div className="line-filters">
      <label className="inline-label">
        Search <kbd>Ctrl</kbd>+<kbd>F</kbd>
        <input
          ref={searchRef}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="SKU, UPC or description"
          maxLength={200}
        />
      </label>
      <label className="inline-label">
        Area
        <select value={filter.area ?? ''} onChange={(e) => setFilter({ area: e.target.value || null })}>
          <option value="">All areas</option>
          {(areas ?? []).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      {/* Items counted since the session opened may bring new categories: asked for again on focus. */}
      <CategorySelect
        label="Category"
        categories={categories}
        value={filter.category}
        onFocus={() => void loadCategories()}
        onChange={(category) => setFilter({ category })}
      />
      {!blind && (
        <label className="check">
          <input
            type="checkbox"
            checked={filter.hasVariance}
            onChange={(e) => setFilter({ hasVariance: e.target.checked })}
          />
          Has variance
        </label>
      )}
      <label className="inline-label">
        Sort
        <select
          value={`${filter.sort}:${filter.dir}`}
          onChange={(e) => {
            const [sort, dir] = e.target.value.split(':') as [CountLinesFilter['sort'], CountLinesFilter['dir']];
            setFilter({ sort, dir });
          }}
        >
          <option value="description:asc">Description A–Z</option>
          <option value="counted:desc">Counted, most first</option>
          <option value="counted:asc">Counted, least first</option>
          {!blind && <option value="variance:asc">Variance, short first</option>}
          {!blind && <option value="variance:desc">Variance, over first</option>}
        </select>
      </label>
    </div>
  );
}
