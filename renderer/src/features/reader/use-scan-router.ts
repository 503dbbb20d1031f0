// Process: renderer. Hands reader scans to the active screen: on Lookup, every barcode is looked up at once and
// newly read tags at most every LOOKUP_GAP_MS (the newest wins), so a 1,000 reads/s reader does not bury the
// screen in lookups. Scans that arrive on another screen are not replayed when the user switches to Lookup. While a
// panel holds the scans (an open "Write tag" panel, reader-slice `holdReaderScans`) none reaches the screen: one
// waiting for its turn when the hold began is dropped too.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../store/context';
import { selectScanRouter } from '../../store/selectors/reader';

export const LOOKUP_GAP_MS = 700;

export function useScanRouter(): void {
  const { scan, held, area, choosing, lookup } = useApp(useShallow(selectScanRouter));
  const target = useRef({ area, choosing, lookup, held });
  target.current = { area, choosing, lookup, held };
  const lastAt = useRef(0);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!scan) return;
    const run = () => {
      pending.current = undefined;
      const t = target.current;
      if (t.choosing || t.held || t.area !== 'lookup') return;
      lastAt.current = Date.now();
      void t.lookup(scan.text);
    };
    clearTimeout(pending.current);
    const wait = LOOKUP_GAP_MS - (Date.now() - lastAt.current);
    if (scan.kind === 'barcode' || wait <= 0) run();
    else pending.current = setTimeout(run, wait);
  }, [scan]);

  useEffect(() => () => clearTimeout(pending.current), []);
}
