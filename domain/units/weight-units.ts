// Process: main (domain, Electron-free). A weight as typed or listed ("734.5 g", "1.2 kg", "26 oz", "1.6 lb") in grams,
// for lines of weights (the CLI's count --weights): the scale's own units and factors (domain/scale/units.ts), with
// the words for a line that is not a weight.
import { parseUnit, toGrams as scaleToGrams } from '../scale/units';
import { UserError } from '../shared/errors';

export function toGrams(value: number, unit: string): number {
  const known = parseUnit(unit);
  if (known === undefined || !Number.isFinite(value) || value < 0)
    throw new UserError('invalid_argument', `"${value} ${unit}" is not a weight: give grams (g), kg, oz or lb.`);
  return scaleToGrams(value, known);
}
