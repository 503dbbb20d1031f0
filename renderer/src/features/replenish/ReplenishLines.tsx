// Process: renderer. The lines to pick, grouped by back-room area then category (main's walk order): per line the
// item, what the floor holds, its minimum, the back room (an estimate marked), what to bring and what is picked,
// the back room's tags of the item (EPC, area, last seen) each with Locate, and a miss with its reason. The same
// table is the printed pick list (the print-sheet rules print only it; the actions stay on screen).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MISS_REASONS, type MissReason, type ReplenishLine } from '../../../../contract/replenish';
import { formatCount, formatWhen } from '../../lib/format';
import { ACTIONS_COLUMN, num, TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectReplenishLines } from '../../store/selectors/replenish';
import { LocateButton } from '../locate/LocateButton';
import type { AreaGroup } from './list-groups';
import { MISS_WORDS } from './pick-feed';

/** A line shows this many of its tags; the rest are counted (the CSV has them all). */
const TAGS_SHOWN = 5;

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

function Miss({ line }: { line: ReplenishLine }) {
  const { miss } = useApp(useShallow(selectReplenishLines));
  const [reason, setReason] = useState<MissReason>(line.missed ?? 'not_found');
  return (
    <span className="replenish-actions replenish-miss">
      <select
        aria-label={`Why ${line.sku} was not picked`}
        value={reason}
        onChange={(e) => setReason(e.target.value as MissReason)}
      >
        {MISS_REASONS.map((r) => (
          <option key={r} value={r}>
            {MISS_WORDS[r]}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => void miss(line.itemId, reason)}>
        Missed<span className="visually-hidden"> {line.sku}</span>
      </button>
    </span>
  );
}

function Line({ line }: { line: ReplenishLine }) {
  const done = line.picked >= line.bring;
  return (
    <tr data-line={line.sku} data-picked={done ? 'all' : line.picked > 0 ? 'some' : 'none'}>
      <td>
        <strong>{line.sku}</strong> {line.description}
        {line.missed && <span className="status-chip replenish-missed"> {MISS_WORDS[line.missed]}</span>}
        {line.shrinkCandidate && <span className="status-chip replenish-shrink"> Shrink candidate</span>}
      </td>
      <td className="num" data-col="floor">
        {formatCount(line.floor)}
      </td>
      <td className="num" data-col="minimum">
        {formatCount(line.minimum)}
      </td>
      <td className="num" data-col="back">
        {formatCount(line.back)}
        {line.backEstimated && <abbr title="estimated: on-hand minus the floor"> est.</abbr>}
      </td>
      <td className="num" data-col="bring">
        {formatCount(line.bring)}
      </td>
      <td className="num" data-col="picked">
        {done ? `✓ ${formatCount(line.picked)}` : formatCount(line.picked)}
      </td>
      <td>
        <Tags line={line} />
      </td>
      <td>
        <Miss line={line} />
      </td>
    </tr>
  );
}

export function ReplenishLines({ groups }: { groups: readonly AreaGroup[] }) {
  return (
    <>
      {groups.map((g) => {
        const name = g.backArea ?? 'Back room (estimated)';
        return (
          <section key={name} className="replenish-area" aria-label={`From ${name}`} data-back-area={name}>
            <h3>
              From {name}{' '}
              <span className="muted">
                · {formatCount(g.lines)} lines · {formatCount(g.units)} units
              </span>
            </h3>
            {g.categories.map((c) => (
              <table key={c.category} className="data-table" data-category={c.category}>
                <caption>
                  {c.category || 'No category'} · {formatCount(c.units)} units
                </caption>
                <TableHead columns={COLUMNS} />
                <tbody>
                  {c.items.map((l) => (
                    <Line key={l.itemId} line={l} />
                  ))}
                </tbody>
              </table>
            ))}
          </section>
        );
      })}
    </>
  );
}
