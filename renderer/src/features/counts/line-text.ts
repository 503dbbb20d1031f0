// Process: renderer (pure TS). What a line of the count says beside its figures, in words: a line back at zero that
// the service holds is a counted zero, but a line whose item waits for its recount is not: its earlier count was
// taken back and nothing is counted yet, so it says so with the earlier figure (the list, the quantity pad).
import type { CountLineView } from '../../../../contract/counts';
import { formatCount } from '../../lib/format';

/** "waiting for recount (earlier 5)": the listed item no PC has counted again yet. */
export const recountWaitingText = (earlier: number): string => `waiting for recount (earlier ${formatCount(earlier)})`;

/** Whether the line's figures are nothing counted yet (its item waits for its recount), not a count of 0. */
export const waitsForRecount = (line: Pick<CountLineView, 'recountEarlier'>): boolean =>
  line.recountEarlier !== undefined;

/** The line's mark after its area: " · waiting for recount (earlier 5)", " · counted zero" or nothing. */
export function lineMarkText(
  line: Pick<CountLineView, 'recountEarlier' | 'zeroConfirmed' | 'mine' | 'counted'>,
): string {
  if (line.recountEarlier !== undefined) return ` · ${recountWaitingText(line.recountEarlier)}`;
  if (line.zeroConfirmed || (line.mine && line.counted === 0)) return ' · counted zero';
  return '';
}
