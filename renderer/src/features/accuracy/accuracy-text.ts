// Process: renderer (pure TS). Accuracy as the history and the review show it: a share as a chart point (percent
// with one decimal, as lib/format.ts formatPercent writes it), and the reason where there is no figure (nothing
// counted in scope, or a count known only from the service, whose on-hand at the time is unknown).
import type { AccuracyFiguresView, AccuracySource } from '../../../../contract/accuracy';
import { percentOf } from '../../lib/format';

/** A chart's value for a share: percent with one decimal, or null (a gap in the line). */
export const percentPoint = (share: number | null): number | null => (share === null ? null : percentOf(share));

export function whyNoFigure(f: AccuracyFiguresView, source: AccuracySource): string | null {
  if (source === 'service') return 'Finalized elsewhere: the on-hand it was counted against is not known here.';
  if (f.accuracy === null) return 'Nothing in the scope was counted.';
  return null;
}
