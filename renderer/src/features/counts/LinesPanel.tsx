// Process: renderer. The session's lines: search, filters (area, category, has variance) and sort on top, a
// virtualised list below whose visible pages are fetched from main (never the whole session). The list is an ARIA
// listbox with aria-activedescendant: ↑/↓ (Home, End, Page keys) move the selection, and on the selected line
// + and − add or take one, digits type a count that Enter sets ("3 cases + 4", "2.35": the quantity pad shows it).
// Other PCs' lines are marked as theirs: they can be selected, never changed. A line whose item waits for its recount says so, with
// the earlier count, instead of a counted zero (line-text.ts).
import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CountLineView } from '../../../../contract/counts';
import { formatCount, formatSigned, varianceTone } from '../../lib/format';
import { useApp } from '../../store/context';
import { COUNT_PAGE_SIZE } from '../../store/counts-line-pager';
import { selectLinesPanel } from '../../store/selectors/counts';
import { LineFilters } from './LineFilters';
import { LinePad, PAD_MAX } from './LinePad';
import { lineMarkText, waitsForRecount } from './line-text';

const ROW_PX = 44;
/** Rows a Page key moves (about one screen of the list). */
const PAGE_ROWS = 9;
const optionId = (lineId: string) => `line-opt-${lineId}`;
/** A figure that does not exist yet (an item waiting for its recount has no count). */
const NO_FIGURE = '—';

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
    a.refused === b.refused &&
    a.zeroConfirmed === b.zeroConfirmed &&
    a.recountEarlier === b.recountEarlier &&
    a.area === b.area &&
    a.description === b.description);

/** Memoised: a refetch of the visible page re-renders only the rows whose figures changed. */
const LineRow = memo(
  function LineRow({ line, blind, selected, onSelect }: LineRowProps) {
    if (!line) return <div className="line-row line-loading">Loading…</div>;
    const v = line.variance ?? 0;
    const waiting = waitsForRecount(line);
    return (
      // Focus stays on the listbox (aria-activedescendant): a click selects, the list's keys act.
      // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox owns the keys of its options
      <div
        id={optionId(line.lineId)}
        className={`line-row${selected ? ' selected' : ''}${line.mine ? '' : ' theirs'}`}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        data-line={line.sku}
        data-state={line.refused ? 'refused' : line.unsent ? 'unsent' : line.mine ? 'sent' : 'theirs'}
        onClick={() => onSelect(line.lineId)}
      >
        <span className="line-desc">
          <span className="line-name">{line.description}</span>
          <span className="muted">
            {' '}
            <span className="sku">{line.sku}</span> · {line.mine ? line.area : 'another PC'}
            {lineMarkText(line)}
            <span className="line-state">{line.unsent ? ' · not sent yet' : ''}</span>
          </span>
        </span>
        {/* Waiting for its recount, the item has no count yet: no 0 and no variance that would read as one. */}
        <span className="num line-counted" data-counted={line.counted}>
          {waiting ? NO_FIGURE : formatCount(line.counted)}
        </span>
        {!blind && <span className="num">{formatCount(line.expected ?? 0)}</span>}
        {!blind && (
          <span className={`num variance ${waiting ? '' : varianceTone(v)}`}>
            {waiting ? NO_FIGURE : formatSigned(v)}
          </span>
        )}
      </div>
    );
  },
  (a, b) => a.blind === b.blind && a.selected === b.selected && a.onSelect === b.onSelect && sameLine(a.line, b.line),
);

export function LinesPanel({ searchRef }: { searchRef: RefObject<HTMLInputElement | null> }) {
  const { total, pages, revision, load, blind, readOnly, filter, setLineText, adjust } = useApp(
    useShallow(selectLinesPanel),
  );
  const scroller = useRef<HTMLDivElement>(null);
  // The selected line by id (it keeps its place when lines are added above it) and its last known index.
  const [selected, setSelected] = useState<{ id: string; index: number } | null>(null);
  const [padText, setPadText] = useState('');
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
  const loaded = Object.entries(pages).flatMap(([p, page]) =>
    page.lines.map((line, i) => ({ line, index: Number(p) * COUNT_PAGE_SIZE + i })),
  );
  const found = selected ? loaded.find((x) => x.line.lineId === selected.id) : undefined;
  const selectedLine = found?.line;
  const selectedIndex = found?.index ?? selected?.index ?? -1;

  const selectIndex = (index: number) => {
    if (total === 0) return;
    const i = Math.max(0, Math.min(total - 1, index));
    const line = lineAt(i);
    v.scrollToIndex(i);
    if (line) setSelected({ id: line.lineId, index: i });
    setPadText('');
  };
  const select = useCallback((lineId: string) => {
    setSelected((was) => ({ id: lineId, index: was?.id === lineId ? was.index : -1 }));
    setPadText('');
    scroller.current?.focus();
  }, []);
  const editable = !readOnly && selectedLine?.mine === true;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    const moves: Record<string, number> = {
      ArrowDown: selectedIndex + 1,
      ArrowUp: selectedIndex <= 0 ? 0 : selectedIndex - 1,
      PageDown: selectedIndex + PAGE_ROWS,
      PageUp: selectedIndex - PAGE_ROWS,
      Home: 0,
      End: total - 1,
    };
    const to = moves[e.key];
    if (to !== undefined) {
      e.preventDefault();
      selectIndex(to);
      return;
    }
    if (!editable || !selectedLine) return;
    // + and − add or take one while nothing is typed; once a count is being typed, + joins its terms ("3c+4").
    if (e.key === '+' && padText === '') {
      e.preventDefault();
      void adjust(selectedLine.lineId, 1);
    } else if ((e.key === '-' || e.key === '−') && padText === '') {
      e.preventDefault();
      if (selectedLine.counted > 0) void adjust(selectedLine.lineId, -1);
    } else if (/^[\d.,]$/.test(e.key) || (padText !== '' && /^[a-zA-Z +]$/.test(e.key))) {
      e.preventDefault();
      setPadText((t) => (t + e.key).slice(0, PAD_MAX));
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      setPadText((t) => t.slice(0, -1));
    } else if (e.key === 'Enter' && padText.trim() !== '') {
      e.preventDefault();
      void setLineText(selectedLine.lineId, padText).then((ok) => ok && setPadText(''));
    }
  };

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
      <div
        ref={scroller}
        className="lines-scroll"
        role="listbox"
        aria-label="Lines of the session"
        aria-activedescendant={selectedLine ? optionId(selectedLine.lineId) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!selected && total > 0) selectIndex(0);
        }}
      >
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
                  <LineRow
                    line={line}
                    blind={blind}
                    selected={!!line && line.lineId === selectedLine?.lineId}
                    onSelect={select}
                  />
                </div>
              );
            })
          )}
        </div>
      </div>
      {selectedLine && editable && (
        <LinePad
          line={selectedLine}
          text={padText}
          setText={setPadText}
          onClose={() => {
            setSelected(null);
            setPadText('');
          }}
        />
      )}
    </section>
  );
}
