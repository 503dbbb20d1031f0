// Process: main (domain, Electron-free). Once per placement: a bottle put on the pan gives many stable readings
// (the scale repeats its weight several times a second), but it is one bottle, weighed once. A stable weight is a
// new placement only after the pan was seen empty or moving (zero, unstable, negative, unplugged, overload): lifting
// the bottle and putting the next one down. The placement waits until counting takes it, and is taken once.
import type { ScaleReading } from './reading';

/** A stable weight put on the pan: its id (from the reading's clock) names the weighing, so it counts once. */
export interface Placement {
  id: string;
  grams: number;
}

export function createPlacementGate() {
  // Armed: the pan was seen empty or moving since the last placement, so the next stable weight is a new bottle.
  let armed = true;
  let pending: Placement | null = null;
  let last: Placement | null = null;
  return {
    /** Every reading of the scale, in order. */
    feed(reading: ScaleReading): void {
      if (reading.state !== 'stable') {
        armed = true;
        pending = null;
        return;
      }
      last = { id: `scale:${reading.at}`, grams: reading.grams };
      if (!armed) return;
      armed = false;
      pending = last;
    },
    /** The placement not yet weighed, once; null when the bottle on the pan was taken already (or none is). */
    take(): Placement | null {
      const p = pending;
      pending = null;
      return p;
    },
    /** The stable weight on the pan now, taken or not (to learn a full or empty bottle); null when none is. */
    current(): Placement | null {
      return armed ? null : last;
    },
  };
}
export type PlacementGate = ReturnType<typeof createPlacementGate>;
