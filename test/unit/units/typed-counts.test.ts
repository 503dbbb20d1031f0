// Process: test (node). Units of measure, counted by hand: the typed-count parser ("3 cases + 4", "3c+4", "2.35")
// with its breakdown, exact thousandths, the unit's precision refused when finer, and exact sums where floats drift.
import { describe, expect, it } from 'vitest';
import { parseTypedCount } from '../../../domain/units/parse-count';
import { exactQuantity, exactSum, formatMilli, parseDecimalMilli } from '../../../domain/units/quantity';
import { caseGtinsOf } from '../../../domain/units/unit-store';
import { checkStepMilli, DEFAULT_STEP_MILLI, type ItemUnit, roundToStep } from '../../../domain/units/units';
import { prng } from '../../helpers/prng';

const tins: ItemUnit = { unit: 'each', stepMilli: 1000, caseUnits: 12 };
const bottles: ItemUnit = { unit: 'bottle', stepMilli: 50, caseUnits: 6 };
const flour: ItemUnit = { unit: 'kg', stepMilli: 1, caseUnits: null };
const codeOf = (err: unknown) => (err as { code?: string }).code;
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return codeOf(err);
  }
  return 'accepted';
};

describe('a count typed by hand', () => {
  it('reads cases and loose units with the breakdown the line shows', () => {
    expect(parseTypedCount('3 cases + 4', tins)).toEqual({ milli: 40_000, quantity: 40, breakdown: '3 × 12 + 4 = 40' });
    expect(parseTypedCount('3c+4', tins)).toEqual({ milli: 40_000, quantity: 40, breakdown: '3 × 12 + 4 = 40' });
    expect(parseTypedCount('1 case', tins).breakdown).toBe('1 × 12 = 12');
    expect(parseTypedCount(' 7 ', tins)).toEqual({ milli: 7000, quantity: 7, breakdown: '7' });
    expect(parseTypedCount('2 cs + 3 + 0.4', bottles)).toEqual({
      milli: 15_400,
      quantity: 15.4,
      breakdown: '2 × 6 + 3 + 0.4 = 15.4',
    });
  });

  it('reads decimals exactly at the unit precision, and refuses what is finer or unknown', () => {
    expect(parseTypedCount('2.35', bottles)).toEqual({ milli: 2350, quantity: 2.35, breakdown: '2.35' });
    expect(parseTypedCount('2,35', bottles).quantity).toBe(2.35);
    expect(parseTypedCount('12.345', flour).quantity).toBe(12.345);
    expect(parseTypedCount('0.1 + 0.2', flour)).toMatchObject({
      milli: 300,
      quantity: 0.3,
      breakdown: '0.1 + 0.2 = 0.3',
    });
    expect(refusal(() => parseTypedCount('2.37', bottles))).toBe('invalid_argument');
    expect(refusal(() => parseTypedCount('2.5', tins))).toBe('invalid_argument');
    expect(refusal(() => parseTypedCount('1.2345', flour))).toBe('invalid_argument');
    expect(refusal(() => parseTypedCount('1 case', flour))).toBe('invalid_argument');
    for (const bad of ['', '3 +', 'three', '-2', '1e3', '3 cases + + 4'])
      expect(
        refusal(() => parseTypedCount(bad, tins)),
        bad,
      ).toBe('invalid_argument');
  });

  it('holds quantities as whole thousandths and prints them without float noise', () => {
    expect(parseDecimalMilli('0.050')).toBe(50);
    expect(formatMilli(40_000)).toBe('40');
    expect(formatMilli(2350)).toBe('2.35');
    expect(formatMilli(-650)).toBe('-0.65');
    expect(exactQuantity(2.35 - 3)).toBe(-0.65);
    expect(exactQuantity(0.1 + 0.2)).toBe(0.3);
  });

  it('sums 10,000 fractional counts exactly where a float sum drifts', () => {
    const random = prng(36);
    let milli = 0;
    const values: number[] = [];
    for (let i = 0; i < 10_000; i++) {
      const m = Math.floor(random() * 5000) + 1; // up to 5 kg, to the gram
      milli += m;
      values.push(m / 1000);
    }
    const floatSum = values.reduce((s, v) => s + v, 0);
    expect(floatSum, 'the plain float sum is not the decimal').not.toBe(milli / 1000);
    expect(exactSum(values)).toBe(milli / 1000);
  });

  it('rounds to a step, and takes only steps that divide one unit', () => {
    expect(roundToStep(425, 50)).toBe(450);
    expect(roundToStep(424, 50)).toBe(400);
    expect(DEFAULT_STEP_MILLI).toEqual({ each: 1000, bottle: 50, kg: 1, l: 1 });
    expect(checkStepMilli(250)).toBe(250);
    expect(refusal(() => checkStepMilli(30))).toBe('invalid_argument');
    expect(refusal(() => checkStepMilli(0))).toBe('invalid_argument');
  });

  it('names the case GTIN-14s of a unit GTIN (indicator 1 to 8, check digit recomputed)', () => {
    const cases = caseGtinsOf('00614141000012');
    expect(cases).toHaveLength(8);
    expect(cases[0]).toBe('10614141000019');
    expect(caseGtinsOf('614141')).toEqual([]);
  });
});
