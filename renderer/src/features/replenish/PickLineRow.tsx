// Process: renderer. The rows of the pick list's virtual table (ReplenishLines): a back-room area's heading row with
// its lines and units, a category's heading row, and a line: the item (a miss and the shrink-candidate flag
// marked), its figures (LineFigures), the back room's tags (EPC, area, last seen) each with Locate, and the miss
// with its reason. Each row is memoised on what it shows, so a list updated in place redraws only changed rows.
import { memo } from 'react';
import { MISS_REASONS, type MissReason, type ReplenishLine } from '../../../../contract/replenish';
import { formatCount, formatWhen } from '../../lib/format';
import { LocateButton } from '../locate/LocateButton';
import { LineFigures, pickedState } from './LineFigures';
import { type PickListRow, TAGS_SHOWN } from './list-rows';
import { MISS_WORDS } from './pick-feed';

/** The table's columns, the two heading rows spanning them all. */
export const COLUMN_COUNT = 8;

export interface RowProps {
  row: PickListRow;
  /** The row's place in the whole list (0 the first row under the header). */
  index: number;
  measure: (node: Element | null) => void;
  /** The miss reason chosen on a line (kept above the row: a row scrolled away is redrawn with it). */
  reason: MissReason;
  onReason: (itemId: string, reason: MissReason) => void;
  onMiss: (itemId: string, reason: MissReason) => void;
}

function Tags({ line }: { line: ReplenishLine }) {
  if (line.tags.length === 0) return <span className="muted">{line.backEstimated ? 'no RFID count' : '—'}</span>;
  return (
    <ul className="replenish-tags">
      {line.tags.slice(0, TAGS_SHOWN).map((t) => (
        <li key={t.epc} data-epc={t.epc}>
          <code>{t.epc}</code>{' '}
          <span className="muted">
            {t.area} · {formatWhen(t.lastSeen)}
          </span>{' '}
          <LocateButton
            className="replenish-actions"
            target={{ kind: 'epc', epc: t.epc }}
            label={`${line.sku} ${line.description}, tag ${t.epc}`}
          />
        </li>
      ))}
      {line.tags.length > TAGS_SHOWN && (
        <li className="muted">and {formatCount(line.tags.length - TAGS_SHOWN)} more</li>
      )}
    </ul>
  );
}

function Miss({
  line,
  reason,
  onReason,
  onMiss,
}: { line: ReplenishLine } & Omit<RowProps, 'row' | 'index' | 'measure'>) {
  return (
    <span className="replenish-actions replenish-miss">
      <select
        aria-label={`Why ${line.sku} was not picked`}
        value={reason}
        onChange={(e) => onReason(line.itemId, e.target.value as MissReason)}
      >
        {MISS_REASONS.map((r) => (
          <option key={r} value={r}>
            {MISS_WORDS[r]}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onMiss(line.itemId, reason)}>
        Missed<span className="visually-hidden"> {line.sku}</span>
      </button>
    </span>
  );
}

function Row({ row, index, measure, ...miss }: RowProps) {
  const place = { ref: measure, 'data-index': index, 'aria-rowindex': index + 2 };
  if (row.kind === 'area')
    return (
      <tr {...place} className="replenish-area-row" data-back-area={row.name}>
        <td colSpan={COLUMN_COUNT}>
          <h3>
            From {row.name}{' '}
            <span className="muted">
              · {formatCount(row.group.lines)} lines · {formatCount(row.group.units)} units
            </span>
          </h3>
        </td>
      </tr>
    );
  if (row.kind === 'category')
    return (
      <tr {...place} className="replenish-category-row" data-category={row.group.category}>
        <td colSpan={COLUMN_COUNT}>
          {row.name} · {formatCount(row.group.units)} units
        </td>
      </tr>
    );
  const { line } = row;
  return (
    <tr {...place} data-line={line.sku} data-picked={pickedState(line)}>
      <td>
        <strong>{line.sku}</strong> {line.description}
        {line.missed && <span className="status-chip replenish-missed"> {MISS_WORDS[line.missed]}</span>}
        {line.shrinkCandidate && <span className="status-chip replenish-shrink"> Shrink candidate</span>}
      </td>
      <LineFigures line={line} />
      <td>
        <Tags line={line} />
      </td>
      <td>
        <Miss line={line} {...miss} />
      </td>
    </tr>
  );
}

/** Same row on screen: a heading with the same figures, or the same line object (main's list is new each time, the
 * store keeps an unchanged line's object or not: either way only what changed draws again). */
function sameRow(a: PickListRow, b: PickListRow): boolean {
  if (a.kind === 'line') return b.kind === 'line' && a.line === b.line;
  if (b.kind === 'line') return false;
  return a.kind === b.kind && a.name === b.name && a.group.units === b.group.units && a.group.lines === b.group.lines;
}

export const PickLineRow = memo(
  Row,
  (a, b) =>
    a.index === b.index &&
    a.reason === b.reason &&
    a.measure === b.measure &&
    a.onReason === b.onReason &&
    a.onMiss === b.onMiss &&
    sameRow(a.row, b.row),
);
