// Process: renderer. A long table drawn a screenful at a time (@tanstack/react-virtual, as the count's lines and
// the tag reports): the rows in view and a few either side, with spacer rows above and below (SpacerRow) so the
// scroll box is as tall as the whole table and the table keeps its header and column widths. Rows are measured (a
// line with several tags is taller). Keyboard: Tab from the last drawn row reaches the next one, because the rows
// past the view are drawn too and focusing one scrolls it into view; and the row holding the focus stays drawn
// while the box scrolls away from it (PageDown on a focused button, the wheel), so the focus is not dropped to the
// page. Rows are known by key, so a list updated in place keeps each row's height and the focused row. A box that
// takes the focus itself (no controls in its rows) gets Home and End (boxKeys); the arrows and Page keys are the
// browser's.
import { type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, type KeyboardEvent, useCallback, useRef } from 'react';

/** Rows drawn beyond the view on each side. */
const OVERSCAN = 8;
/** A focused row further than this from the view is let go (drawing every row between would cost more). */
export const MAX_KEPT_GAP = 200;

/** The indexes to draw: the range with its overscan, stretched to the focused row when it is near enough. */
export function rangeKeeping(range: Range, keep: number | null): number[] {
  if (range.count === 0) return [];
  let from = Math.max(0, range.startIndex - range.overscan);
  let to = Math.min(range.count - 1, range.endIndex + range.overscan);
  if (keep !== null && keep >= 0 && keep < range.count && keep >= from - MAX_KEPT_GAP && keep <= to + MAX_KEPT_GAP) {
    from = Math.min(from, keep);
    to = Math.max(to, keep);
  }
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

export interface VirtualRowsOptions {
  /** Each row's key, in order: stable while the list updates in place. */
  keys: readonly string[];
  /** A row's height before it is measured. */
  estimateSize: (index: number) => number;
}

export function useVirtualRows({ keys, estimateSize }: VirtualRowsOptions) {
  const scroller = useRef<HTMLDivElement>(null);
  const keysNow = useRef(keys);
  keysNow.current = keys;
  // The focused row by key (its index moves when lines above it come or go) and where it was last found.
  const focused = useRef<{ key: string; index: number } | null>(null);
  const focusedIndex = (): number | null => {
    const f = focused.current;
    if (!f) return null;
    const all = keysNow.current;
    if (all[f.index] !== f.key) f.index = all.indexOf(f.key);
    return f.index >= 0 ? f.index : null;
  };
  const v = useVirtualizer({
    count: keys.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    // A new function with new keys: the virtualizer lays the rows out again only when it changes.
    getItemKey: useCallback((i: number) => keys[i] ?? i, [keys]),
    overscan: OVERSCAN,
    rangeExtractor: (range) => rangeKeeping(range, focusedIndex()),
  });
  const items = v.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? v.getTotalSize() - items[items.length - 1]!.end : 0;
  /** On the rows' container: which row holds the focus (each row carries `data-index`). */
  const focusHandlers = {
    onFocus: (e: FocusEvent<HTMLElement>) => {
      const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
      const index = Number(row?.dataset.index);
      const key = keysNow.current[index];
      focused.current = key === undefined ? null : { key, index };
    },
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null;
    },
  };
  /** On a scroll box that takes the focus: Home and End go to the first and the last row. The browser's own End
   * scrolls smoothly to the bottom as estimated; the rows measured on the way move that bottom and the
   * virtualizer's corrections stop the animation short of it, so the virtualizer scrolls to the row itself. */
  const boxKeys = {
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      const last = keysNow.current.length - 1;
      if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || last < 0) return;
      if (e.key !== 'Home' && e.key !== 'End') return;
      e.preventDefault();
      if (e.key === 'Home') v.scrollToIndex(0, { align: 'start' });
      else v.scrollToIndex(last, { align: 'end' });
    },
  };
  return { scroller, items, padTop, padBottom, measureElement: v.measureElement, focusHandlers, boxKeys };
}
