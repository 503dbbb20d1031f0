// Process: test (node). Bad and good arguments for the units requests (contract/units.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const NOT_AN_OBJECT = ['text', 42, null, [], true];
const GUID = '8a1f3c2e-5b6d-4e7f-9a0b-1c2d3e4f5a6b';

type Units = Extract<RequestName, `units.${string}`>;

export const UNITS_BAD_ARGS: Record<Units, unknown[]> = {
  'units.item': [...NOT_AN_OBJECT, {}, { itemId: 'ITEM-1' }, { itemId: GUID, more: 1 }],
  'units.item.set': [
    ...NOT_AN_OBJECT,
    { itemId: GUID },
    { itemId: GUID, unit: 'crate' },
    { itemId: GUID, unit: 'KG' },
    { itemId: 'x', unit: 'kg' },
  ],
  'units.precisions': [...NOT_AN_OBJECT, { unexpected: 1 }],
  'units.precisions.set': [
    ...NOT_AN_OBJECT,
    { unit: 'kg' },
    { unit: 'kg', step: 0 },
    { unit: 'kg', step: 2 },
    { unit: 'kg', step: '0.01' },
    { unit: 'gallon', step: 0.5 },
  ],
};

export const UNITS_GOOD_ARGS: Record<Units, unknown> = {
  'units.item': { itemId: GUID },
  'units.item.set': { itemId: GUID, unit: 'bottle' },
  'units.precisions': {},
  'units.precisions.set': { unit: 'bottle', step: 0.05 },
};
