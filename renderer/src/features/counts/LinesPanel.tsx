// Process: renderer. The session's lines: search, filters (area, category, has variance) and sort on top, a
// virtualised list below whose visible pages are fetched from main (never the whole session). Selecting a line
// opens the quantity pad. Other PCs' lines are marked as theirs and cannot be selected for a change.
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CountLineView } from '../../../../contract/counts';
import { useApp } from '../../store/context';
import { COUNT_PAGE_SIZE } from '../../store/counts-line-pager';
import { selectLinesPanel } from '../../store/selectors/counts';
import { formatCount, formatSigned, varianceTone } from './format';
import { LineFilters } from './LineFilters';
import { LinePad } from './LinePad';

const ROW_PX = 44;

interface LineRowProps {
  line: CountLineView | undefined;
  blind: boolean;
  selected: boolean;
  onSelect: (lineId: string) => void;
}

/** Same line on screen: the same figures (a refetched page brings new objects for mostly unchanged lines). */
const sameLine = (a: CountLineView | undefined, b: CountLineView | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.lineId === b.lineId &&
    a.counted === b.counted &&
    a.expected === b.expected &&
    a.variance === b.variance &&
    a.unsent === b.unsent &&
    a.area === b.area &&
    a.description === b.description);

/** Memoised: a refetch of the visible page re-renders only the rows whose figures changed. */
const LineRow = memo(
  function LineRow({ line, blind, selected, onSelect }: LineRowProps) {
    if (!line) return <div className="line-row line-loading">Loading…</div>;
    const v = line.variance ?? 0;
    return (
      <div
        className={`line-row${selected ? ' selected' : ''}${line.mine ? '' : ' theirs'}`}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        data-line={line.sku}
        onClick={line.mine ? () => onSelect(line.lineId) : undefined}
        onKeyDown={(e) => e.key === 'Enter' && line.mine && onSelect(line.lineId)}
      >
        <span className="line-desc">
          {line.description}
          <span className="muted">
            {' '}
            {line.sku} · {line.mine ? line.area : 'another PC'}
            {line.unsent ? ' · not sent yet' : ''}
          </span>
        </span>
        <span className="num line-counted" data-counted={line.counted}>
          {formatCount(line.counted)}
        </span>
        {!blind && <span className="num">{formatCount(line.expected ?? 0)}</span>}
        {!blind && <span className={`num variance ${varianceTone(v)}`}>{formatSigned(v)}</span>}
      </div>
    );
  },
  (a, b) => a.blind === b.blind && a.selected === b.selected && a.onSelect === b.onSelect && sameLine(a.line, b.line),
);

export function LinesPanel({ searchRef }: { searchRef: RefObject<HTMLInputElement | null> }) {
  const { total, pages, revision, load, blind, readOnly, filter } = useApp(useShallow(selectLinesPanel));
  const scroller = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const select = useCallback((lineId: string) => !readOnly && setSelected(lineId), [readOnly]);
  // Until the first page answers, one page's worth of placeholders lets the list ask for page 0.
  const count = total || (pages[0] ? 0 : 1);
  const v = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
  });
  const items = v.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  const firstPage = Math.floor(first / COUNT_PAGE_SIZE);
  const lastPage = Math.floor(last / COUNT_PAGE_SIZE);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter and revision make visible pages stale
  useEffect(() => {
    void load(firstPage, lastPage);
  }, [firstPage, lastPage, revision, filter, load]);

  const lineAt = (i: number) => pages[Math.floor(i / COUNT_PAGE_SIZE)]?.lines[i % COUNT_PAGE_SIZE];
  const selectedLine = selected
    ? Object.values(pages)
        .flatMap((p) => p.lines)
        .find((l) => l.lineId === selected)
    : undefined;

  return (
    <section className="lines-panel" aria-labelledby="lines-title">
      <h2 id="lines-title">
        Lines <span className="muted">({formatCount(total)})</span>
      </h2>
      <LineFilters searchRef={searchRef} blind={blind} />
      <div className={`line-head${blind ? ' blind' : ''}`} aria-hidden="true">
        <span>Item</span>
        <span className="num">Counted</span>
        {!blind && <span className="num">Expected</span>}
        {!blind && <span className="num">Variance</span>}
      </div>
      <div ref={scroller} className="lines-scroll" role="listbox" aria-label="Lines of the session" tabIndex={0}>
        <div className="lines-inner" style={{ height: v.getTotalSize() }}>
          {total === 0 && pages[0] ? (
            <p className="muted lines-empty">
              {filter.search || filter.area || filter.category || filter.hasVariance
                ? 'No line matches.'
                : 'No lines yet: scan to count.'}
            </p>
          ) : (
            items.map((it) => {
              const line = lineAt(it.index);
              return (
                <div
                  key={it.key}
                  className={`line-slot${blind ? ' blind' : ''}`}
                  style={{ transform: `translateY(${it.start}px)` }}
                >
                  <LineRow line={line} blind={blind} selected={!!line && line.lineId === selected} onSelect={select} />
                </div>
              );
            })
          )}
        </div>
      </div>
      {selectedLine && !readOnly && <LinePad line={selectedLine} onClose={() => setSelected(null)} />}
    </section>
  );
}
