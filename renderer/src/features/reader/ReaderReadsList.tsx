// Process: renderer. Each reader's reads when several feed one count: its labelled chip (the feed's), its reads and
// reads per second. A plain list, read in order by a screen reader; the numbers change a few times a second, so it is
// no live region.
import type { ReaderLinkCounts } from '../../../../contract/reader';
import { formatCount } from '../../lib/format';
import { readerChip } from '../../shared/reader-chip';
import './readers.css';

export function ReaderReadsList({ readers }: { readers: readonly ReaderLinkCounts[] }) {
  return (
    <ul className="reader-reads" aria-label="Reads per reader">
      {readers.map((r) => {
        const chip = readerChip(r.reader);
        return (
          <li key={r.reader} data-reader-reads={r.reader}>
            <span className={`feed-reader reader-hue-${chip.hue}`}>{chip.label}</span>{' '}
            {formatCount(r.reads + r.barcodes)} reads · {formatCount(r.readsPerSecond)}/s
          </li>
        );
      })}
    </ul>
  );
}
