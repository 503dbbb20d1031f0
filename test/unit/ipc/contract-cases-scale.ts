// Process: test (node). Bad and good arguments for the scale requests (contract/scale.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const NOT_AN_OBJECT = ['text', 42, null, [], true];
const noArgs = [...NOT_AN_OBJECT, { unexpected: 1 }];

type Scale = Extract<RequestName, `scale.${string}`>;

export const SCALE_BAD_ARGS: Record<Scale, unknown[]> = {
  'scale.getSettings': noArgs,
  'scale.status': noArgs,
  'scale.setSettings': [
    ...NOT_AN_OBJECT,
    { source: 'bluetooth' },
    { protocol: 'sartorius' },
    { unit: 'ct' },
    { port: '' },
    { baudRate: 300 },
    { equalReadings: 1 },
    { stableBy: 'guess' },
    { source: 'serial', extra: 1 },
  ],
  'scale.command': [...NOT_AN_OBJECT, {}, { command: 'print' }, { command: 'tare', more: 1 }],
  'scale.simulatorPut': [...NOT_AN_OBJECT, {}, { grams: -1 }, { grams: 'heavy' }, { grams: 200_000 }],
  'scale.hidScales': noArgs,
};

export const SCALE_GOOD_ARGS: Record<Scale, unknown> = {
  'scale.getSettings': {},
  'scale.status': {},
  'scale.setSettings': { source: 'serial', port: '/dev/ttyUSB1', protocol: 'and', unit: 'oz', stableBy: 'equal' },
  'scale.command': { command: 'tare' },
  'scale.simulatorPut': { grams: 742.5 },
  'scale.hidScales': {},
};
