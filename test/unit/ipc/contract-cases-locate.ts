// Process: test (node). Bad and good arguments for the locate requests (contract/locate.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const NOT_AN_OBJECT = ['text', 42, null, [], true];
const EPC = '3074257BF7194E4000001A85';

type Locate = Extract<RequestName, `locate.${string}`>;

export const LOCATE_BAD_ARGS: Record<Locate, unknown[]> = {
  'locate.start': [
    ...NOT_AN_OBJECT,
    {},
    { target: { kind: 'epc' } },
    { target: { kind: 'epc', epc: '' } },
    { target: { kind: 'epc', epc: '3074257BF7194E4000001A8' } },
    { target: { kind: 'epc', epc: 'urn:epc:tag:sgtin-96:1.0614141.812345.6789' } },
    { target: { kind: 'item', gtins: [{ gtin14: '123' }] } },
    { target: { kind: 'item', gtins: [{ gtin14: '0061414181234A' }] } },
    // The old shape, no GTIN, a source that is neither, and more GTINs than an item has.
    { target: { kind: 'item', gtin14: '00614141812345' } },
    { target: { kind: 'item', gtins: [] } },
    { target: { kind: 'item', gtins: [{ gtin14: '00614141812345', source: 'case' }] } },
    { target: { kind: 'item', gtins: Array.from({ length: 33 }, () => ({ gtin14: '00614141812345' })) } },
    { target: { kind: 'item', gtins: [{ gtin14: '00614141812345' }], serialFrom: '' } },
    { target: { kind: 'item', gtins: [{ gtin14: '00614141812345' }], serialTo: 'x'.repeat(21) } },
    { target: { kind: 'sscc', sscc: '106141412345678908' } },
    { target: { kind: 'epc', epc: EPC, gtin14: '00614141812345' } },
    { target: { kind: 'epc', epc: EPC }, muted: true },
    { target: { kind: 'epc', epc: EPC }, label: 'x'.repeat(201) },
  ],
  'locate.stop': [...NOT_AN_OBJECT, { unexpected: 1 }],
  'locate.status': [...NOT_AN_OBJECT, { unexpected: 1 }],
  'locate.simulator.get': [...NOT_AN_OBJECT, { unexpected: 1 }],
  'locate.simulator.set': [
    ...NOT_AN_OBJECT,
    {},
    { distanceM: '3' },
    { distanceM: 0.1 },
    { distanceM: 16 },
    { distanceM: Number.NaN },
    { distanceM: 3, epc: 'AA' },
  ],
};

export const LOCATE_GOOD_ARGS: Record<Locate, unknown> = {
  'locate.start': {
    target: {
      kind: 'item',
      gtins: [
        { gtin14: '00614141812345', source: 'rfid' },
        { gtin14: '00614100040059', source: 'barcode' },
      ],
      serialFrom: ' 100 ',
      serialTo: '200',
    },
    label: 'SKU-1 Blue tee M',
  },
  'locate.stop': {},
  'locate.status': {},
  'locate.simulator.get': {},
  'locate.simulator.set': { distanceM: 2.5 },
};
