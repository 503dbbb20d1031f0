// Process: test (node). Bad and good arguments for the transfer requests (contract/transfers.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const UUID = '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const draftOnly = [...NOT_AN_OBJECT, {}, { draftId: 'D-1' }, { draftId: 42 }, { draftId: UUID, more: 1 }];
const transferOnly = [...NOT_AN_OBJECT, {}, { transferId: 'TR-1' }, { transferId: GUID, more: 1 }];
const badTexts = (key: 'draftId' | 'transferId', id: string) => [
  { [key]: id },
  { [key]: id, texts: [] },
  { [key]: id, texts: [''] },
  { [key]: id, texts: ['x'.repeat(501)] },
];

type Transfers = Extract<RequestName, `transfers.${string}`>;

export const TRANSFERS_BAD_ARGS: Record<Transfers, unknown[]> = {
  'transfers.list': [...NOT_AN_OBJECT, {}, { incoming: 'yes' }, { incoming: true, more: 1 }],
  'transfers.drafts.list': [...NOT_AN_OBJECT, { unexpected: 1 }],
  'transfers.drafts.create': [
    ...NOT_AN_OBJECT,
    {},
    { toStoreId: 'S02' },
    { toStoreId: GUID, needBy: 'x'.repeat(41) },
    { toStoreId: GUID, notes: 'x'.repeat(2001) },
    { toStoreId: GUID, more: 1 },
  ],
  'transfers.drafts.get': draftOnly,
  'transfers.drafts.scan': [...draftOnly, ...badTexts('draftId', UUID)],
  'transfers.drafts.nextBox': [
    ...draftOnly,
    { draftId: UUID, box: 0 },
    { draftId: UUID, box: 1.5 },
    { draftId: UUID, box: 1001 },
  ],
  'transfers.drafts.discard': draftOnly,
  'transfers.drafts.send': draftOnly,
  'transfers.drafts.packingList': draftOnly,
  'transfers.drafts.activate': draftOnly,
  'transfers.drafts.deactivate': [...NOT_AN_OBJECT, { draftId: 'D-1' }, { draftId: UUID, more: 1 }],
  'transfers.receipts.open': transferOnly,
  'transfers.receipts.get': transferOnly,
  'transfers.receipts.scan': [...transferOnly, ...badTexts('transferId', GUID)],
  'transfers.receipts.finish': transferOnly,
  'transfers.receipts.csv': transferOnly,
  'transfers.receipts.activate': transferOnly,
  'transfers.receipts.deactivate': [...NOT_AN_OBJECT, { transferId: 'TR-1' }, { transferId: GUID, more: 1 }],
};

export const TRANSFERS_GOOD_ARGS: Record<Transfers, unknown> = {
  'transfers.list': { incoming: true },
  'transfers.drafts.list': {},
  'transfers.drafts.create': { toStoreId: GUID, needBy: '2026-12-01T17:00:00Z', notes: 'Sizes for the sale' },
  'transfers.drafts.get': { draftId: UUID },
  'transfers.drafts.scan': { draftId: UUID, texts: ['0614141123452'] },
  'transfers.drafts.nextBox': { draftId: UUID },
  'transfers.drafts.discard': { draftId: UUID },
  'transfers.drafts.send': { draftId: UUID },
  'transfers.drafts.packingList': { draftId: UUID },
  'transfers.drafts.activate': { draftId: UUID },
  'transfers.drafts.deactivate': {},
  'transfers.receipts.open': { transferId: GUID },
  'transfers.receipts.get': { transferId: GUID },
  'transfers.receipts.scan': { transferId: GUID, texts: ['3034257BF7194E4000001A85'] },
  'transfers.receipts.finish': { transferId: GUID },
  'transfers.receipts.csv': { transferId: GUID },
  'transfers.receipts.activate': { transferId: GUID },
  'transfers.receipts.deactivate': { transferId: GUID },
};
