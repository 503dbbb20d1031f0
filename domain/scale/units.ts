// Process: main (domain, Electron-free). Scale units to grams. The factors are exact by definition (the
// international avoirdupois pound is 453.59237 g, its ounce a sixteenth of it); results are rounded to the
// milligram so 0.1 oz is 2.835 g, not 2.8349523125000003.

export type ScaleUnit = 'mg' | 'g' | 'kg' | 'oz' | 'lb';
export const SCALE_UNITS: readonly ScaleUnit[] = ['mg', 'g', 'kg', 'oz', 'lb'];

const GRAMS_PER: Record<ScaleUnit, number> = {
  mg: 0.001,
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
};

export function toGrams(value: number, unit: ScaleUnit): number {
  const grams = Math.round(value * GRAMS_PER[unit] * 1000) / 1000;
  return grams === 0 ? 0 : grams; // no -0 from a negative zero reading
}

export function fromGrams(grams: number, unit: ScaleUnit): number {
  return grams / GRAMS_PER[unit];
}

/** A unit as the serial formats print it (`g`, `kg`, `oz`, `lb`, any case, padded); undefined for a non-weight
 * unit (`PC` counting, `%`) or one we do not convert (troy ounce, carat, tael). */
export function parseUnit(text: string): ScaleUnit | undefined {
  const unit = text.trim().toLowerCase();
  return (SCALE_UNITS as readonly string[]).includes(unit) ? (unit as ScaleUnit) : undefined;
}
