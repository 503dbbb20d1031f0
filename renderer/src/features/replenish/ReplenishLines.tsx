// Process: renderer. The lines to pick as a virtual table (shared/use-virtual-rows.ts: a 50,000-item store can list
// thousands, and the list updates in place during a floor scan, so only the rows in view are drawn): grouped by
// back-room area then category (main's walk order), the groups as heading rows (list-rows.ts), each line's row in
// PickLineRow. Every line's actions are reached with Tab (the rows past the view are drawn, and focusing one scrolls
// it in) and the filter above narrows the rows. Paper gets every line from PickListPrint, not this table.
import { useCallback, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { MissReason } from '../../../../contract/replenish';
import { SpacerRow } from '../../shared/SpacerRow';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useVirtualRows } from '../../shared/use-virtual-rows';
import { useApp } from '../../store/context';
import { selectReplenishLines } from '../../store/selectors/replenish';
import type { AreaGroup } from './list-groups';
import { type PickListRow, pickListRows, tagRowsOf } from './list-rows';
import { COLUMN_COUNT, PickLineRow } from './PickLineRow';

const COLUMNS = [
  'Item',
  num('Floor'),
  num('Minimum'),
  num('Back room'),
  num('Bring'),
  num('Picked'),
  'Tags',
  ACTIONS_COLUMN,
];

/** Heights before a row is measured: a line is as tall as its tags' rows (each with its Locate button). */
const AREA_PX = 56;
const CATEGORY_PX = 40;
const LINE_PX = 62;
const TAG_PX = 46;
const estimate = (row: PickListRow | undefined): number =>
  !row || row.kind === 'line'
    ? Math.max(LINE_PX, (row ? tagRowsOf(row.line) : 0) * TAG_PX + 18)
    : row.kind === 'area'
      ? AREA_PX
      : CATEGORY_PX;

export function ReplenishLines({ groups }: { groups: readonly AreaGroup[] }) {
  const { miss } = useApp(useShallow(selectReplenishLines));
  const rows = useMemo(() => pickListRows(groups), [groups]);
  const keys = useMemo(() => rows.map((r) => r.key), [rows]);
  // The reason chosen per line, kept here: a row scrolled out of view and back is drawn again with it.
  const [reasons, setReasons] = useState<Readonly<Record<string, MissReason>>>({});
  const chooseReason = useCallback(
    (itemId: string, reason: MissReason) => setReasons((was) => ({ ...was, [itemId]: reason })),
    [],
  );
  const onMiss = useCallback((itemId: string, reason: MissReason) => void miss(itemId, reason), [miss]);
  const { scroller, items, padTop, padBottom, measureElement, focusHandlers } = useVirtualRows({
    keys,
    estimateSize: (i) => estimate(rows[i]),
  });
  return (
    <div ref={scroller} className="virtual-scroll replenish-scroll">
      <table className="data-table" aria-labelledby="replenish-lines-title" aria-rowcount={rows.length + 1}>
        <TableHead columns={COLUMNS} />
        <tbody {...focusHandlers}>
          <SpacerRow height={padTop} columns={COLUMN_COUNT} />
          {items.map((it) => {
            const row = rows[it.index];
            if (!row) return null;
            const line = row.kind === 'line' ? row.line : null;
            return (
              <PickLineRow
                key={it.key}
                row={row}
                index={it.index}
                measure={measureElement}
                reason={(line && (reasons[line.itemId] ?? line.missed)) || 'not_found'}
                onReason={chooseReason}
                onMiss={onMiss}
              />
            );
          })}
          <SpacerRow height={padBottom} columns={COLUMN_COUNT} />
        </tbody>
      </table>
    </div>
  );
}
