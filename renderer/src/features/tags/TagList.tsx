// Process: renderer. One tag report's tags: a filter, the CSV download, and a virtualised list (as the count's
// lines, @tanstack/react-virtual: 10,000 gone tags cost a screenful of rows) with a Locate button on every tag that
// opens the Locate screen on that EPC.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { TagComparison, TagReportKind } from '../../../../contract/tags';
import { downloadFile } from '../../lib/download';
import { formatCount, formatWhen } from '../../lib/format';
import { useApp } from '../../store/context';
import { selectTagList } from '../../store/selectors/tags';
import { matches, type TagRow, tagRows } from './tag-rows';

const ROW_PX = 48;
/** The list's height at most (then it scrolls): about eight rows, so the tabs and counts stay in view. */
const MAX_LIST_PX = 420;

function Row({ row, onLocate }: { row: TagRow; onLocate: (row: TagRow) => void }) {
  return (
    <>
      <span className="tag-item" title={row.item}>
        {row.item}
      </span>
      <span className="sku">{row.serial}</span>
      <span className="tag-epc" title={row.epc}>
        {row.epc}
      </span>
      <span>{row.area}</span>
      <span className="muted" title={row.note || undefined}>
        {row.note || formatWhen(row.lastAt)}
      </span>
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
  const rows = useMemo(() => all.filter((r) => matches(r, filter.trim())), [all, filter]);
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
  });
  const download = async () => {
    const file = await csv();
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
          {formatCount(rows.length)} of {formatCount(all.length)} tags
        </span>
        <button type="button" onClick={() => void download()} disabled={all.length === 0}>
          Download CSV
        </button>
      </div>
      <div className="tag-head" aria-hidden="true">
        <span>Item</span>
        <span>Serial</span>
        <span>EPC</span>
        <span>{kind === 'moved' ? 'Area (then → now)' : 'Area'}</span>
        <span>{kind === 'suspect' ? 'Why' : 'Last read'}</span>
        <span />
      </div>
      <div
        ref={scroller}
        className="tag-scroll"
        style={{ height: Math.min(MAX_LIST_PX, Math.max(1, rows.length) * ROW_PX + 2) }}
      >
        {rows.length === 0 ? (
          <p className="muted tag-empty">{all.length === 0 ? 'No tags in this report.' : 'No tag matches.'}</p>
        ) : (
          <ul className="tag-inner" aria-label={`${kind} tags`} style={{ height: v.getTotalSize() }}>
            {v.getVirtualItems().map((it) => (
              <li key={it.key} className="tag-row" style={{ transform: `translateY(${it.start}px)` }}>
                <Row row={rows[it.index]!} onLocate={locate} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
