// Process: main (domain, Electron-free). Exact decimal quantities: every count is a whole number of thousandths of
// its unit (milli-units), the finest precision any unit has (0.001 kg), so sums and differences are integer
// arithmetic and never gather float noise (0.1 + 0.2 is 0.3 here). A quantity crosses to the journal and the wire
// as the JS number nearest its decimal (milli / 1000: one correctly rounded division), which prints as the decimal.
import { UserError } from '../shared/errors';

/** Thousandths per unit: the finest step of any unit. */
export const MILLI = 1000;

/** A decimal quantity (at most three places) as whole thousandths. */
export const toMilli = (quantity: number): number => Math.round(quantity * MILLI);

/** Whole thousandths as the number nearest the decimal (2350 -> 2.35). */
export const fromMilli = (milli: number): number => milli / MILLI;

/** A quantity with any float noise of earlier arithmetic taken off (2.3499999999999996 -> 2.35). */
export const exactQuantity = (quantity: number): number => fromMilli(toMilli(quantity));

/** The exact sum of decimal quantities (each at most three places). */
export function exactSum(quantities: Iterable<number>): number {
  let milli = 0;
  for (const q of quantities) milli += toMilli(q);
  return fromMilli(milli);
}

/** SQL summing a REAL column of quantities exactly: integer thousandths, divided once at the end. */
export const exactSumSql = (column: string): string =>
  `(SUM(CAST(ROUND((${column}) * ${MILLI}) AS INTEGER)) / ${MILLI}.0)`;

const DECIMAL = /^(\d{1,10})(?:[.,](\d+))?$/;

/**
 * "2.35" or "2,35" as thousandths, read digit by digit (never through a float). More than three decimals that are
 * not zeros cannot be held exactly: refused.
 */
export function parseDecimalMilli(text: string): number {
  const m = DECIMAL.exec(text.trim());
  if (!m) throw new UserError('invalid_argument', `"${text}" is not a number: type digits, with a decimal point.`);
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 3)
    throw new UserError('invalid_argument', `"${text}" has more than three decimals: round it to three.`);
  return Number(m[1]) * MILLI + Number(fraction.padEnd(3, '0'));
}

/** Thousandths as the shortest decimal text ("2.35", "40"). */
export function formatMilli(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  const whole = Math.floor(abs / MILLI);
  const fraction = String(abs % MILLI)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}
