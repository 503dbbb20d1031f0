// Process: main (domain, Electron-free). The units an item is counted in and the precision of each: an item is
// counted in `each` (whole units), `bottle` (each, with open bottles as fractions), `kg` (sold by weight) or `l`
// (by volume). Each unit has a step, the smallest amount a count of it moves by, in thousandths (quantity.ts): the
// defaults below, or the store's own setting (unit_precisions). A step divides one unit evenly, so whole units are
// always a count.
import { ITEM_UNITS, type ItemUnitName } from '../../contract/units';
import { UserError } from '../shared/errors';
import { MILLI, toMilli } from './quantity';

/** The units (the contract's one list: the screens offer the same). */
export const UNITS = ITEM_UNITS;
export type Unit = ItemUnitName;
export type UnitKind = 'each' | 'weight' | 'volume';

export const UNIT_KIND: Readonly<Record<Unit, UnitKind>> = { each: 'each', bottle: 'each', kg: 'weight', l: 'volume' };

/** Default steps in thousandths: whole units, a twentieth of a bottle (0.05), a gram (0.001 kg), a millilitre. */
export const DEFAULT_STEP_MILLI: Readonly<Record<Unit, number>> = { each: MILLI, bottle: 50, kg: 1, l: 1 };

export const isUnit = (value: string): value is Unit => (UNITS as readonly string[]).includes(value);

/** The unit named, refused with the choices when it is none. */
export function requireUnit(value: string): Unit {
  if (!isUnit(value))
    throw new UserError('invalid_argument', `"${value}" is not a unit: choose each, bottle, kg or l.`);
  return value;
}

/** Refuses a step that is not a whole number of thousandths dividing one unit (0.05 yes, 0.03 no). */
export function checkStepMilli(stepMilli: number): number {
  if (!Number.isInteger(stepMilli) || stepMilli < 1 || stepMilli > MILLI || MILLI % stepMilli !== 0)
    throw new UserError(
      'invalid_argument',
      'A precision divides one unit evenly, in thousandths: for example 1, 0.5, 0.25, 0.05, 0.01 or 0.001.',
    );
  return stepMilli;
}

/** A step given as a decimal (0.05) in thousandths, refused unless it is exactly a whole number of them. */
export function stepMilliOf(step: number): number {
  const milli = toMilli(step);
  return checkStepMilli(Math.abs(step * MILLI - milli) < 1e-6 ? milli : Number.NaN);
}

/** How an item is counted: its unit, that unit's step, and the units a case of it holds (null: no case known). */
export interface ItemUnit {
  unit: Unit;
  stepMilli: number;
  caseUnits: number | null;
}

/** Whether `milli` is a whole number of steps (2.35 bottles at 0.05 yes, 2.37 no). */
export const onStep = (milli: number, stepMilli: number): boolean => milli % stepMilli === 0;

/** `milli` rounded to the nearest step, halves up (what a fraction of a weighed bottle is rounded to). */
export const roundToStep = (milli: number, stepMilli: number): number =>
  Math.floor(milli / stepMilli + 0.5) * stepMilli;
