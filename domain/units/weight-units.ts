// Process: main (domain, Electron-free). A weight as typed or listed ("734.5 g", "1.2 kg", "26 oz", "1.6 lb") in grams,
// for lines of weights (the CLI's count --weights). Pounds and ounces by their exact definitions (NIST SP 811).
import { UserError } from '../shared/errors';

const GRAMS_PER: Readonly<Record<string, number>> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };

export function toGrams(value: number, unit: string): number {
  const per = GRAMS_PER[unit.toLowerCase()];
  if (per === undefined || !Number.isFinite(value) || value < 0)
    throw new UserError('invalid_argument', `"${value} ${unit}" is not a weight: give grams (g), kg, oz or lb.`);
  return Math.round(value * per * 1000) / 1000;
}
