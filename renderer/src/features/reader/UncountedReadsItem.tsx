// Process: renderer. The status bar's warning while reads arrive that nothing counts (no count or receipt is
// open to take them): "Reads are not being counted: open a count". Lookup, Locate and the reader settings use such reads
// on purpose, so it is not shown there.

import { useNow } from '../../shared/use-now';
import { useApp } from '../../store/context';

/** Reads this recent still make the warning show; it goes a few seconds after they stop. */
export const UNCOUNTED_SHOWN_MS = 5000;

export function UncountedReadsItem() {
  const at = useApp((s) => s.readerUncountedAt);
  const area = useApp((s) => s.area);
  const now = useNow(1000);
  if (at === null || area === 'lookup' || area === 'settings' || area === 'locate') return null;
  if (Math.max(now, Date.now()) - at > UNCOUNTED_SHOWN_MS) return null;
  return (
    <span className="status-item" role="status" data-status="uncounted">
      <span className="status-value bad">Reads are not being counted: open a count</span>
    </span>
  );
}
