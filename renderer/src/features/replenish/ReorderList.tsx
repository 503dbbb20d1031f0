// Process: renderer. Items short on the floor with none in the back room: to reorder, not to pick, listed apart. A
// store whose back room was never counted whole lists thousands, so the table is virtual (shared/use-virtual-rows.ts)
// and every row is on screen by scrolling: the scroll box takes the focus (Tab), and the arrow, Page, Home and End
// keys scroll it; the CSV (Alt+D) has the same rows.
import { memo, useMemo } from 'react';
import type { ReorderLine } from '../../../../contract/replenish';
import { formatCount } from '../../lib/format';
import { SpacerRow } from '../../shared/SpacerRow';
import { num, TableHead } from '../../shared/TableHead';
import { useVirtualRows } from '../../shared/use-virtual-rows';

const COLUMNS = ['Item', 'Category', num('Floor'), num('Minimum'), num('Short')];
/** A row's height before it is measured (one line of text). */
const ROW_PX = 42;

const ReorderRow = memo(function ReorderRow({
  line,
  index,
  measure,
}: {
  line: ReorderLine;
  index: number;
  measure: (node: Element | null) => void;
}) {
  return (
    <tr ref={measure} data-index={index} aria-rowindex={index + 2} data-reorder={line.sku}>
      <td>
        <strong>{line.sku}</strong> {line.description}
      </td>
      <td>{line.category}</td>
      <td className="num">{formatCount(line.floor)}</td>
      <td className="num">{formatCount(line.minimum)}</td>
      <td className="num" data-col="short">
        {formatCount(line.short)}
      </td>
    </tr>
  );
});

export function ReorderList({ lines }: { lines: readonly ReorderLine[] }) {
  const keys = useMemo(() => lines.map((l) => l.itemId), [lines]);
  const { scroller, items, padTop, padBottom, measureElement, boxKeys } = useVirtualRows({
    keys,
    estimateSize: () => ROW_PX,
  });
  return (
    <section aria-labelledby="replenish-reorder-title" className="replenish-reorder">
      <h2 id="replenish-reorder-title">To reorder ({formatCount(lines.length)})</h2>
      {lines.length === 0 ? (
        <p className="muted">Nothing: every item short on the floor has units in the back room.</p>
      ) : (
        // A named region that takes the focus: its rows have no controls, and the keys scroll only a focused box.
        // biome-ignore lint/a11y/useSemanticElements: a scroll box, not a part of the page's outline (its section is)
        <div
          ref={scroller}
          className="virtual-scroll replenish-reorder-scroll"
          role="region"
          aria-label="The items to reorder: scroll with the arrow, Page, Home and End keys"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box is scrolled by keys only while focused
          tabIndex={0}
          {...boxKeys}
          data-reorder-scroll=""
        >
          <table className="data-table" aria-labelledby="replenish-reorder-title" aria-rowcount={lines.length + 1}>
            <TableHead columns={COLUMNS} />
            <tbody>
              <SpacerRow height={padTop} columns={COLUMNS.length} />
              {items.map((it) => {
                const line = lines[it.index];
                return line ? <ReorderRow key={it.key} line={line} index={it.index} measure={measureElement} /> : null;
              })}
              <SpacerRow height={padBottom} columns={COLUMNS.length} />
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
