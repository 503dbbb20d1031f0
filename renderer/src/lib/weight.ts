// Process: renderer (pure TS). A scale's weight as every screen shows it: grams (what main sends, whatever the scale
// prints) in the unit chosen in Settings -> Scale, at that unit's display step, with the one minus sign.
import type { ScaleDisplayUnit } from '../../../contract/scale-settings';
import { MINUS } from './format';

const GRAMS_PER: Record<ScaleDisplayUnit, number> = { g: 1, kg: 1000, oz: 28.349523125, lb: 453.59237 };
const DECIMALS: Record<ScaleDisplayUnit, number> = { g: 1, kg: 3, oz: 2, lb: 3 };
const formats = Object.fromEntries(
  Object.entries(DECIMALS).map(([unit, d]) => [
    unit,
    new Intl.NumberFormat('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }),
  ]),
) as Record<ScaleDisplayUnit, Intl.NumberFormat>;

/** "742.5 g", "0.743 kg", "26.19 oz", "−12.0 g". */
export function formatWeight(grams: number, unit: ScaleDisplayUnit): string {
  const text = formats[unit].format(Math.abs(grams) / GRAMS_PER[unit]);
  return `${grams < 0 && Number(text.replace(/,/g, '')) !== 0 ? MINUS : ''}${text} ${unit}`;
}
