// Process: node (tests). Units to grams (exact factors, milligram rounding, no -0) and the stability rule: the
// scale's flag, or N readings in a row within a tolerance of the first, restarted by a move or an out-of-range one.
import { describe, expect, it } from 'vitest';
import type { ScaleReading } from '../../../domain/scale/reading';
import { createStabilityRule, STABLE_BY_FLAG } from '../../../domain/scale/stability';
import { parseUnit, toGrams } from '../../../domain/scale/units';

describe('units', () => {
  it('converts g, kg, oz, lb and mg to grams at the milligram', () => {
    expect(toGrams(1.5, 'kg')).toBe(1500);
    expect(toGrams(0.1, 'oz')).toBe(2.835);
    expect(toGrams(16, 'oz')).toBe(453.592);
    expect(toGrams(1, 'lb')).toBe(453.592);
    expect(toGrams(2.2046, 'lb')).toBe(999.99);
    expect(toGrams(250, 'mg')).toBe(0.25);
    expect(Object.is(toGrams(-0, 'g'), 0)).toBe(true);
  });

  it('reads units as the formats pad and case them', () => {
    expect(parseUnit('  g')).toBe('g');
    expect(parseUnit(' KG')).toBe('kg');
    expect(parseUnit('PC')).toBeUndefined();
    expect(parseUnit('ozt')).toBeUndefined();
  });
});

const r = (state: ScaleReading['state'], grams: number, at = 0): ScaleReading => ({ state, grams, at });

describe('stability', () => {
  it('by flag passes readings through', () => {
    const rule = createStabilityRule(STABLE_BY_FLAG);
    expect(rule(r('unstable', 10))).toEqual(r('unstable', 10));
    expect(rule(r('stable', 10))).toEqual(r('stable', 10));
  });

  it('by N equal readings: stable at the Nth within the tolerance, whatever the flag says', () => {
    const rule = createStabilityRule({ by: 'equal', readings: 3, toleranceGrams: 0.2 });
    const states = [
      r('stable', 740), // the flag settles too early: first of a run
      r('unstable', 742.1),
      r('unstable', 742.2),
      r('stable', 742.0), // third within 0.2 g of 742.1
      r('stable', 742.1),
      r('overload', 0), // out of range restarts the run
      r('stable', 742.1),
      r('stable', 742.1),
      r('stable', 742.1),
      r('stable', 0),
      r('stable', 0),
      r('stable', 0),
    ].map((x) => rule(x).state);
    expect(states).toEqual([
      'unstable',
      'unstable',
      'unstable',
      'stable',
      'stable',
      'overload',
      'unstable',
      'unstable',
      'stable',
      'unstable',
      'unstable',
      'zero',
    ]);
  });

  it('a slow drift in steps each within the tolerance never settles', () => {
    const rule = createStabilityRule({ by: 'equal', readings: 3, toleranceGrams: 0.2 });
    const states = [100, 100.15, 100.3, 100.45, 100.6, 100.75].map((g) => rule(r('stable', g)).state);
    expect(states).not.toContain('stable');
  });
});
