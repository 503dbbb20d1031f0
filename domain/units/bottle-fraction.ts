// Process: main (domain, Electron-free). An open bottle's fraction from its weight: (weight − tare) / (full − tare),
// rounded to the item's step (0.05 bottle by default), computed in whole milligrams so the same weight always
// gives the same fraction. The scale's noise is allowed a margin of 5% of the liquid's weight (full − tare) on
// either side (a bottle just under its tare is empty, just over full is full); beyond it the weighing is refused
// with the reason: below the tare (the wrong item, or the scale not zeroed), above full (another item on the pan),
// or the item's weights not set. Full bottles are counted by scanning alone, never weighed.
import { UserError } from '../shared/errors';
import { MILLI } from './quantity';
import { roundToStep } from './units';

/** An item's weights in whole milligrams; either may be unknown until learnt or typed. */
export interface BottleWeights {
  fullMg: number | null;
  tareMg: number | null;
}

/** The noise allowed beyond the tare or the full weight: 5% of the liquid's weight. */
export const WEIGHT_MARGIN = 0.05;

/** Grams (a decimal) as whole milligrams. */
export const gramsToMg = (grams: number): number => Math.round(grams * 1000);

/** The fraction of a bottle in thousandths, rounded to `stepMilli`; refused when it cannot be this item alone. */
export function bottleFractionMilli(grams: number, weights: BottleWeights, stepMilli: number): number {
  const { fullMg, tareMg } = weights;
  if (fullMg === null || tareMg === null || fullMg <= tareMg)
    throw new UserError(
      'weights_not_set',
      'This item has no full and empty weights: weigh one full and one empty bottle, or type them.',
    );
  const mg = gramsToMg(grams);
  const liquidMg = fullMg - tareMg;
  const marginMg = liquidMg * WEIGHT_MARGIN;
  if (mg < tareMg - marginMg)
    throw new UserError(
      'weight_below_tare',
      `${grams} g is less than this item's empty bottle (${tareMg / 1000} g): is it the right item, and the scale zeroed?`,
    );
  if (mg > fullMg + marginMg)
    throw new UserError(
      'weight_above_full',
      `${grams} g is more than a full bottle of this item (${fullMg / 1000} g): is another item on the scale?`,
    );
  const milli = roundToStep(((mg - tareMg) * MILLI) / liquidMg, stepMilli);
  return Math.min(MILLI, Math.max(0, milli));
}
