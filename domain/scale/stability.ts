// Process: main (domain, Electron-free). When a reading counts as stable: by the scale's own flag, or, for a scale
// whose flag settles too early (or a user who wants to be sure), only after N readings in a row agree within a
// tolerance. Out-of-range and unplugged readings pass as they are and start the run again.
import { type ScaleReading, weightState } from './reading';

export type StableBy = { by: 'flag' } | { by: 'equal'; readings: number; toleranceGrams: number };

export const STABLE_BY_FLAG: StableBy = { by: 'flag' };

/** Returns the reading as the rule sees it: under 'equal' its state is stable (or zero) only at the Nth equal one. */
export function createStabilityRule(rule: StableBy): (reading: ScaleReading) => ScaleReading {
  if (rule.by === 'flag') return (reading) => reading;
  const readings = Math.max(1, Math.floor(rule.readings));
  let runStart = Number.NaN;
  let runLength = 0;
  return (reading) => {
    const inRange = reading.state === 'stable' || reading.state === 'unstable' || reading.state === 'zero';
    if (!inRange) {
      runLength = 0;
      return reading;
    }
    // Equal to the run's first reading, so a slow drift cannot creep through in steps each within the tolerance.
    if (runLength > 0 && Math.abs(reading.grams - runStart) <= rule.toleranceGrams) runLength++;
    else {
      runStart = reading.grams;
      runLength = 1;
    }
    const state = weightState(runLength >= readings, reading.grams);
    return state === reading.state ? reading : { ...reading, state };
  };
}
