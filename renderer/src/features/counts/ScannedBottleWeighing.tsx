// Process: renderer. Outside the hand-count panel, the item last scanned in the count is the one an open bottle on
// the scale is weighed into (use-scale-weighing.ts: only an item whose bottle weights are known, set in the panel):
// scan the bottle's barcode, put it on the scale, and the weight and fraction show here.
import { useApp } from '../../store/context';
import { useScaleWeighing } from './use-scale-weighing';

export function ScannedBottleWeighing() {
  const last = useApp((s) => s.countFeed.find((e) => e.itemId !== null && e.outcome !== 'refused'));
  const { weighed } = useScaleWeighing(last?.itemId ?? null, last?.description ?? '');
  return (
    <p className="hand-count-breakdown" aria-live="polite" data-weighed-scanned>
      {weighed}
    </p>
  );
}
