// Process: test (node). Bad and good arguments for the encode requests (contract/encode.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const UUID = '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const jobOnly = [...NOT_AN_OBJECT, {}, { jobId: 'J-1' }, { jobId: UUID, more: 1 }];

type Encode = Extract<RequestName, `encode.${string}`>;

export const ENCODE_BAD_ARGS: Record<Encode, unknown[]> = {
  'encode.settings.get': [...NOT_AN_OBJECT, { unexpected: 1 }],
  'encode.settings.set': [
    ...NOT_AN_OBJECT,
    // A printer's form is main's to judge (domain/encode/printer-target.ts); the contract bounds the text.
    { printer: '' },
    { printer: '   ' },
    { printer: 'tcp://printer:9100\nfile:/etc/passwd' },
    { printer: `tcp://${'p'.repeat(300)}` },
    { printer: 9100 },
    { companyPrefixLength: 5 },
    { companyPrefixLength: 13 },
    { companyPrefixLength: 7.5 },
    { printer: 'file:/tmp/x', more: 1 },
    { layout: { size: '5x5' } },
    { layout: { price: 'yes' } },
    { layout: { logo: true } },
  ],
  'encode.preview': [...NOT_AN_OBJECT, {}, { itemIds: [] }, { itemIds: ['SKU-1'] }],
  'encode.print.item': [
    ...NOT_AN_OBJECT,
    { itemId: GUID },
    { itemId: GUID, count: 0 },
    { itemId: GUID, count: 10_001 },
    { itemId: GUID, count: 1.5 },
    { itemId: 'SKU-1', count: 1 },
  ],
  'encode.print.receipt': [
    ...NOT_AN_OBJECT,
    { receiptId: GUID },
    { receiptId: GUID, lines: [] },
    { receiptId: GUID, lines: [{ itemId: GUID, count: -1 }] },
    { receiptId: 'REC00118', lines: [{ itemId: GUID, count: 1 }] },
    { receiptId: GUID, lines: [{ itemId: GUID, count: 1 }], again: 'yes' },
  ],
  'encode.receipt.labels': [...NOT_AN_OBJECT, {}, { receiptId: 'REC00118' }, { receiptId: GUID, more: 1 }],
  'encode.jobs.run': jobOnly,
  'encode.jobs.get': jobOnly,
  'encode.writer': [...NOT_AN_OBJECT, { port: '/dev/ttyUSB0' }],
  'encode.write.tag': [
    ...NOT_AN_OBJECT,
    {},
    { itemId: 'SKU-1' },
    { itemId: GUID, accessPassword: '1234' },
    { itemId: GUID, lockWith: 'GGGGGGGG' },
    { itemId: GUID, lock: true },
  ],
  'encode.writes.recent': [...NOT_AN_OBJECT, { limit: 5 }],
};

export const ENCODE_GOOD_ARGS: Record<Encode, unknown> = {
  'encode.settings.get': {},
  'encode.settings.set': {
    printer: 'tcp://zebra-1.local:9100',
    companyPrefixLength: 7,
    layout: { size: '3x1', price: false },
  },
  'encode.preview': { itemIds: [GUID] },
  'encode.print.item': { itemId: GUID, count: 3 },
  'encode.print.receipt': { receiptId: GUID, lines: [{ itemId: GUID, count: 0 }], again: true },
  'encode.receipt.labels': { receiptId: GUID },
  'encode.jobs.run': { jobId: UUID },
  'encode.jobs.get': { jobId: UUID },
  'encode.writer': {},
  'encode.write.tag': { itemId: GUID, accessPassword: '0000abcd', lockWith: '1A2B3C4D' },
  'encode.writes.recent': {},
};
