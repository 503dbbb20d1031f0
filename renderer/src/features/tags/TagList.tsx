// Process: renderer. One report's tags: a filter, the CSV download (the rows the filter keeps), and a virtualised
// list (as the count's lines, @tanstack/react-virtual: 10,000 gone tags cost a screenful of rows; each row measured,
// so an item's name or a long EPC wraps instead of being cut) with a Locate button on every tag that opens the
// Locate screen on that EPC. The count beside the filter counts what the tab counts: tags, or suspect cases.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { reportRowTexts, rowMatches, type TagComparison, type TagReportKind } from '../../../../contract/tags';
import { downloadFile } from '../../lib/download';
import { countOf, formatCount, formatWhen } from '../../lib/format';
import { useApp } from '../../store/context';
import { selectTagList } from '../../store/selectors/tags';
import { reportUnit, type TagRow, tagRows } from './tag-rows';

/** A row's height before it is measured (one line of text). */
const ROW_PX = 48;
/** The list's height at most (then it scrolls): about eight rows, so the tabs and counts stay in view. */
const MAX_LIST_PX = 420;

function Row({ row, suspect, onLocate }: { row: TagRow; suspect: boolean; onLocate: (row: TagRow) => void }) {
  return (
    <>
      <span className="tag-item">{row.item}</span>
      <span className="sku">{row.serial}</span>
      <span className="tag-epc">{row.epc}</span>
      <span>{row.area}</span>
      {suspect ? (
        <>
          <span>{row.why}</span>
          <span>{row.encoding}</span>
        </>
      ) : (
        <span className="muted">{formatWhen(row.lastAt)}</span>
      )}
      <button type="button" onClick={() => onLocate(row)}>
        Locate<span className="visually-hidden"> {row.epc}</span>
      </button>
    </>
  );
}

export function TagList({ comparison, kind }: { comparison: TagComparison; kind: TagReportKind }) {
  const { csv, openLocate } = useApp(useShallow(selectTagList));
  const [filter, setFilter] = useState('');
  const all = useMemo(() => tagRows(comparison, kind), [comparison, kind]);
  const texts = useMemo(() => reportRowTexts(comparison, kind), [comparison, kind]);
  const kept = useMemo(() => texts.map((t) => rowMatches(t, filter)), [texts, filter]);
  const rows = useMemo(() => all.filter((r) => kept[r.at]), [all, kept]);
  const shown = kept.filter(Boolean).length;
  const filtered = filter.trim() !== '';
  const [one, many] = reportUnit(kind);
  const suspect = kind === 'suspect';
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    getItemKey: (i) => rows[i]!.key,
    overscan: 10,
  });
  const download = async () => {
    const file = await csv(filter);
    if (file) downloadFile(file.fileName, file.csv, 'text/csv');
  };
  const locate = (row: TagRow) => void openLocate({ kind: 'epc', epc: row.epc }, `${row.item} · ${row.epc}`);

  return (
    <section className={`tag-list tag-list-${kind}`} aria-label="Tags">
      <div className="tag-list-tools">
        <label>
          Filter{' '}
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="EPC, SKU, serial, area, category"
          />
        </label>
        <span className="muted" aria-live="polite">
          {formatCount(shown)} of {countOf(texts.length, one, many)}
          {suspect && ` · ${countOf(rows.length, 'tag row')} (a row per tag and count it was read in)`}
        </span>
        <button type="button" onClick={() => void download()} disabled={shown === 0}>
          Download CSV
          {filtered && <span className="tag-csv-note"> of the {countOf(shown, one, many)} shown</span>}
        </button>
      </div>
      <div className="tag-head" aria-hidden="true">
        <span>Item</span>
        <span>Serial</span>
        <span>EPC</span>
        <span>{kind === 'moved' ? 'Area (then → now)' : 'Area'}</span>
        {suspect ? (
          <>
            <span>Why</span>
            <span>Encoding</span>
          </>
        ) : (
          <span>Last read</span>
        )}
        <span />
      </div>
      <div
        ref={scroller}
        className="tag-scroll"
        style={{ height: Math.min(MAX_LIST_PX, Math.max(ROW_PX, v.getTotalSize()) + 2) }}
      >
        {rows.length === 0 ? (
          <p className="muted tag-empty">{all.length === 0 ? 'No tags in this report.' : 'No tag matches.'}</p>
        ) : (
          <ul className="tag-inner" aria-label={`${kind} tags`} style={{ height: v.getTotalSize() }}>
            {v.getVirtualItems().map((it) => (
              <li
                key={it.key}
                data-index={it.index}
                ref={v.measureElement}
                className="tag-row"
                style={{ transform: `translateY(${it.start}px)` }}
              >
                <Row row={rows[it.index]!} suspect={suspect} onLocate={locate} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
