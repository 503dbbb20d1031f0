// Process: renderer. The live read counter on the reader settings screen, to test a reader: total reads, unique
// tags, reads per second, barcodes and rejected frames, with a reset; with several readers, each one's reads too.
import { useShallow } from 'zustand/react/shallow';
import { formatCount as fmt } from '../../lib/format';
import { useApp } from '../../store/context';
import { selectReaderCounter } from '../../store/selectors/reader';
import { ReaderReadsList } from './ReaderReadsList';

export function ReaderCounter() {
  const { counts, reset } = useApp(useShallow(selectReaderCounter));
  const c = counts ?? { reads: 0, uniqueTags: 0, readsPerSecond: 0, barcodes: 0, badFrames: 0 };
  const cells: { key: 'reads' | 'uniqueTags' | 'readsPerSecond' | 'barcodes' | 'badFrames'; label: string }[] = [
    { key: 'reads', label: 'Total reads' },
    { key: 'uniqueTags', label: 'Unique tags' },
    { key: 'readsPerSecond', label: 'Reads/s' },
    { key: 'barcodes', label: 'Barcodes' },
    { key: 'badFrames', label: 'Bad frames' },
  ];
  return (
    <section className="reader-counter" aria-labelledby="reader-counter-title">
      <div className="card-head">
        <h3 id="reader-counter-title">Live read counter</h3>
        <button type="button" onClick={() => void reset()}>
          Reset counter
        </button>
      </div>
      <dl className="counter-grid">
        {cells.map((cell) => (
          <div key={cell.key} className="counter-cell">
            <dt>{cell.label}</dt>
            <dd data-counter={cell.key}>{fmt(c[cell.key])}</dd>
          </div>
        ))}
      </dl>
      {c.readers && c.readers.length > 1 && <ReaderReadsList readers={c.readers} />}
    </section>
  );
}
