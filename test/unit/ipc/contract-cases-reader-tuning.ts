// Process: test (node). Bad and good arguments for the reader tuning requests (contract/reader-tuning.ts), merged
// into contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const NOT_AN_OBJECT = ['text', 42, null, [], true];
const NONE = { power: null, session: null, target: null, q: null, filter: null };
const FILTER = { maskHex: '3034257bf4', bitLength: 38, offsetBits: 0 };

type Tuning = Extract<RequestName, `reader.tuning.${string}`>;

export const READER_TUNING_BAD_ARGS: Record<Tuning, unknown[]> = {
  'reader.tuning.get': [...NOT_AN_OBJECT, { unexpected: 1 }],
  'reader.tuning.set': [
    ...NOT_AN_OBJECT,
    {},
    { tuning: {} },
    { tuning: { ...NONE, power: 40 } },
    { tuning: { ...NONE, power: 20.5 } },
    { tuning: { ...NONE, session: 'S4' } },
    { tuning: { ...NONE, target: 'C' } },
    { tuning: { ...NONE, q: 16 } },
    { tuning: { ...NONE, filter: { ...FILTER, maskHex: 'XYZ' } } },
    { tuning: { ...NONE, filter: { ...FILTER, bitLength: 41 } } },
    { tuning: { ...NONE, filter: { ...FILTER, bitLength: 0 } } },
    { tuning: { ...NONE, filter: { ...FILTER, offsetBits: -1 } } },
    { tuning: { ...NONE, extra: 1 } },
    { tuning: NONE, extra: 1 },
  ],
  'reader.tuning.savePreset': [...NOT_AN_OBJECT, {}, { preset: 'fast' }, { preset: 'count', more: 1 }],
};

export const READER_TUNING_GOOD_ARGS: Record<Tuning, unknown> = {
  'reader.tuning.get': {},
  'reader.tuning.set': { tuning: { power: 29, session: 'S2', target: 'A', q: 7, filter: FILTER } },
  'reader.tuning.savePreset': { preset: 'locate' },
};
