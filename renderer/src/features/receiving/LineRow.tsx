// Process: renderer. One draft line: item, SKU, description, tags, the quantity (edit, then Enter or leave the
// field), Remove, its flags (over the order, not on it, not carried by the store) and its problems.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { DraftLine } from '../../../../contract/receiving';
import { formatCount } from '../../lib/format';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectLineRow } from '../../store/selectors/receiving';
import { FieldProblems } from './FieldProblems';
import { lineProblems } from './problems';

function flagsOf(l: DraftLine): string[] {
  const flags: string[] = [];
  if (l.over) flags.push('Over the order');
  if (!l.onOrder) flags.push('Not on the order');
  if (!l.known) flags.push('Not in the catalog');
  else if (!l.availableAtStore) flags.push('Not carried by this store');
  return flags;
}

export function LineRow({ line }: { line: DraftLine }) {
  const { editable, all, setQuantity, remove } = useApp(useShallow(selectLineRow));
  const [qty, setQty] = useState(String(line.quantity));
  useEffect(() => setQty(String(line.quantity)), [line.quantity]);
  const problems = lineProblems(all, line.id);
  const bad = problems.some((p) => p.severity === 'error');
  const name = line.sku ?? line.itemId;
  const save = () => {
    const n = Number(qty);
    if (qty.trim() === '' || !Number.isFinite(n)) return setQty(String(line.quantity));
    if (n !== line.quantity) void setQuantity(line.id, n);
  };
  const flags = flagsOf(line);
  const errId = `line-${line.id}-problems`;
  return (
    <tr data-line={name} className={`${bad ? 'line-bad' : ''}${line.over ? ' line-over' : ''}`}>
      <td className="mono">{line.sku ?? '—'}</td>
      <td>
        {line.description ?? `Item ${line.itemId}`}
        {flags.length > 0 && (
          <span className="line-flags">
            {flags.map((f) => (
              <span key={f} className="flag">
                {f}
              </span>
            ))}
          </span>
        )}
        <FieldProblems id={errId} problems={problems} />
      </td>
      <td className="num">{line.tags ? formatCount(line.tags) : ''}</td>
      <td className="num">
        {editable ? (
          <input
            className="qty-input"
            type="number"
            step="any"
            value={qty}
            aria-label={`Quantity of ${name}`}
            aria-invalid={bad || undefined}
            aria-describedby={problems.length ? errId : undefined}
            onChange={(e) => setQty(e.target.value)}
            onBlur={save}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                save();
              } else if (e.key === 'Escape') setQty(String(line.quantity));
            }}
          />
        ) : (
          formatCount(line.quantity)
        )}
      </td>
      <td>
        <div className="row-actions">
          {editable && (
            <button type="button" onClick={() => void remove(line.id)}>
              Remove<span className="visually-hidden"> {name}</span>
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}

export function LinesTable({ lines, caption }: { lines: DraftLine[]; caption: string }) {
  return (
    <table className="data-table draft-lines">
      <caption className="visually-hidden">{caption}</caption>
      <TableHead columns={['SKU', 'Description', num('Tags'), num('Quantity'), ACTIONS_COLUMN]} />
      <tbody>
        {lines.map((l) => (
          <LineRow key={l.id} line={l} />
        ))}
      </tbody>
    </table>
  );
}
