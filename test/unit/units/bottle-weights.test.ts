// Process: test (node). Partial bottles by weight: the fraction (weight − tare) / (full − tare) rounded to the item's
// step, the 5% margin for scale noise, and the refusals (weights not set, below the tare, above full), each coded.
import { describe, expect, it } from 'vitest';
import { bottleFractionMilli } from '../../../domain/units/bottle-fraction';
import { toGrams } from '../../../domain/units/weight-units';

// A 70 cl bottle: 1,200 g full, 500 g empty: 700 g of spirit, 35 g of margin either side.
const vodka = { fullMg: 1_200_000, tareMg: 500_000 };
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return 'accepted';
};

describe('an open bottle weighed', () => {
  it('is the fraction of its liquid, rounded to the step', () => {
    expect(bottleFractionMilli(780, vodka, 50)).toBe(400); // 280 / 700 = 0.4
    expect(bottleFractionMilli(797.5, vodka, 50)).toBe(450); // 0.425: halves round up
    expect(bottleFractionMilli(797.4, vodka, 50)).toBe(400); // 0.4249
    expect(bottleFractionMilli(780, vodka, 1)).toBe(400);
    expect(bottleFractionMilli(781, vodka, 1)).toBe(401); // 281 / 700 = 0.40143
    expect(bottleFractionMilli(500, vodka, 50)).toBe(0);
    expect(bottleFractionMilli(1200, vodka, 50)).toBe(1000);
  });

  it('takes scale noise within 5% of the liquid as empty or full', () => {
    expect(bottleFractionMilli(466, vodka, 50)).toBe(0);
    expect(bottleFractionMilli(1234, vodka, 50)).toBe(1000);
  });

  it('refuses a weight below the tare or above full by more than the margin, and an item without weights', () => {
    expect(codeOf(() => bottleFractionMilli(464, vodka, 50))).toBe('weight_below_tare');
    expect(codeOf(() => bottleFractionMilli(1236, vodka, 50))).toBe('weight_above_full');
    expect(codeOf(() => bottleFractionMilli(800, { fullMg: 1_200_000, tareMg: null }, 50))).toBe('weights_not_set');
    expect(codeOf(() => bottleFractionMilli(800, { fullMg: null, tareMg: null }, 50))).toBe('weights_not_set');
    expect(codeOf(() => bottleFractionMilli(800, { fullMg: 500_000, tareMg: 500_000 }, 50))).toBe('weights_not_set');
  });

  it('reads a listed weight in g, kg, oz or lb', () => {
    expect(toGrams(734.5, 'g')).toBe(734.5);
    expect(toGrams(1.2, 'kg')).toBe(1200);
    expect(toGrams(16, 'oz')).toBe(453.592);
    expect(toGrams(1, 'LB')).toBe(453.592);
    expect(codeOf(() => toGrams(3, 'stone'))).toBe('invalid_argument');
    expect(codeOf(() => toGrams(-1, 'g'))).toBe('invalid_argument');
  });
});
