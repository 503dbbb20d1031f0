// Process: renderer (pure TS). The units' names as the screens say them, and a step in words ("to 0.05").
import type { ItemUnitName } from '../../../../contract';
import { formatCount } from '../../lib/format';

export const UNIT_WORDS: Record<ItemUnitName, string> = {
  each: 'each (whole units)',
  bottle: 'bottle (open ones as fractions)',
  kg: 'kilogram',
  l: 'litre',
};

/** "to 0.05", and the case when one is known: "to 1, case of 12". */
export const stepWords = (step: number, caseUnits: number | null = null): string =>
  `to ${formatCount(step)}${caseUnits === null ? '' : `, case of ${formatCount(caseUnits)}`}`;
