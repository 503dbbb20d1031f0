// Process: main (domain, Electron-free). A count typed by hand: "3 cases + 4", "3c+4", "2.35", "1 case + 0.4" -- terms
// joined by +, each a decimal of the item's unit or a whole number of cases (c, cs, case, cases) -- read exactly in
// thousandths at the unit's precision, with the breakdown the line shows ("3 × 12 + 4 = 40"). A case needs the item's
// case size (its pack size), a loose amount must be a whole number of the unit's steps; anything else is refused
// with the reason, never rounded silently.
import { UserError } from '../shared/errors';
import { formatMilli, MILLI, parseDecimalMilli } from './quantity';
import { type ItemUnit, onStep } from './units';

export interface TypedCount {
  /** The count in thousandths of the item's unit. */
  milli: number;
  /** The count as the service gets it (base units, a decimal). */
  quantity: number;
  /** How it was made: "3 × 12 + 4 = 40", or just "2.35" for a single amount. */
  breakdown: string;
}

const CASE_TERM = /^(\d+)\s*(?:c|cs|case|cases)$/i;

export function parseTypedCount(text: string, unit: ItemUnit): TypedCount {
  const terms = text.split('+').map((t) => t.trim());
  if (terms.some((t) => t === ''))
    throw new UserError('invalid_argument', `"${text}" is not a count: type for example 3 cases + 4, or 2.35.`);
  let milli = 0;
  const shown: string[] = [];
  for (const term of terms) {
    const asCases = CASE_TERM.exec(term);
    if (asCases) {
      if (unit.caseUnits === null)
        throw new UserError(
          'invalid_argument',
          'This item has no case size yet: scan one of its cases to learn it, or count loose units.',
        );
      const cases = Number(asCases[1]);
      milli += cases * unit.caseUnits * MILLI;
      shown.push(`${cases} × ${unit.caseUnits}`);
      continue;
    }
    const amount = parseDecimalMilli(term);
    if (!onStep(amount, unit.stepMilli))
      throw new UserError(
        'invalid_argument',
        `${term} is finer than this item's precision (${formatMilli(unit.stepMilli)} ${unit.unit}): round it.`,
      );
    milli += amount;
    shown.push(formatMilli(amount));
  }
  const total = formatMilli(milli);
  const single = terms.length === 1 && !CASE_TERM.test(terms[0]!);
  return { milli, quantity: milli / MILLI, breakdown: single ? total : `${shown.join(' + ')} = ${total}` };
}
