// Process: renderer. This session's writes with the reader, newest first, as main's journal has them
// (`encode.writes.recent`): when, the EPC, the item and what became of it. A refusal issued nothing, so it is not here.
import { useId } from 'react';
import type { TagWriteView } from '../../../../contract/encode';
import { formatTime } from '../../lib/format';
import { useApp } from '../../store/context';
import { selectRecentTagWrites } from '../../store/selectors/encode';

const STATE_WORDS: Record<TagWriteView['state'], string> = {
  written: 'Written',
  spoiled: 'Spoiled',
  writing: 'Being written',
};

export function RecentTagWrites() {
  const writes = useApp(selectRecentTagWrites);
  const id = useId();
  if (writes === null) return null;
  return (
    <section className="recent-writes" aria-labelledby={id}>
      <h4 id={id}>Tags written this session</h4>
      {writes.length === 0 ? (
        <p className="muted">None yet: no tag has been written with the reader since you signed in.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">EPC</th>
              <th scope="col">Item</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {writes.map((w) => (
              <tr key={w.epc} data-recent-write={w.epc} data-state={w.state}>
                <td>{formatTime(w.at)}</td>
                <td className="write-epc">{w.epc}</td>
                <td>{w.sku ?? 'not in the catalog cache'}</td>
                <td>
                  {STATE_WORDS[w.state]}
                  {w.note && <span className="muted">: {w.note}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
