// Process: renderer. A line's figures, the same cells on screen (PickLineRow) and on paper (PickListPrint): what
// the floor holds, its minimum, the back room (an estimate marked), what to bring and what is picked (ticked once
// all of it is).
import type { ReplenishLine } from '../../../../contract/replenish';
import { formatCount } from '../../lib/format';

export function LineFigures({ line }: { line: ReplenishLine }) {
  const done = line.picked >= line.bring;
  return (
    <>
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
    </>
  );
}

/** How much of a line is picked: all, some or none (`data-picked`, and the look of a done row). */
export const pickedState = (line: ReplenishLine): 'all' | 'some' | 'none' =>
  line.picked >= line.bring ? 'all' : line.picked > 0 ? 'some' : 'none';
