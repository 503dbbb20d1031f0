// Process: test (node). Bad and good arguments for the replenishment requests (contract/replenish.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const listArgs = [...NOT_AN_OBJECT, { floorSessionId: 'S-1' }, { floorSessionId: GUID, more: 1 }];
const noArgs = [...NOT_AN_OBJECT, { unexpected: 1 }];
const badArea = [{ area: '' }, { area: 'x'.repeat(201) }, { area: 42 }];

type Replenish = Extract<RequestName, `replenish.${string}`>;

export const REPLENISH_BAD_ARGS: Record<Replenish, unknown[]> = {
  'replenish.list': listArgs,
  'replenish.csv': listArgs,
  'replenish.roles.get': noArgs,
  'replenish.roles.set': [
    ...NOT_AN_OBJECT,
    {},
    { area: 'Back room' },
    { area: 'Back room', role: 'attic' },
    { area: '', role: 'back' },
    { area: 'Back room', role: 'back', more: 1 },
  ],
  'replenish.minimums.get': noArgs,
  'replenish.minimums.set': [
    ...NOT_AN_OBJECT,
    { kind: 'style', code: 'T1', minimum: 1 },
    { kind: 'item', code: '', minimum: 1 },
    { kind: 'item', code: 'SKU-1', minimum: -1 },
    { kind: 'item', code: 'SKU-1', minimum: 1.5 },
    { kind: 'item', code: 'SKU-1', minimum: 10_001 },
    { kind: 'item', code: 'SKU-1' },
  ],
  'replenish.minimums.import': [...NOT_AN_OBJECT, {}, { csv: 42 }, { csv: 'x'.repeat(5_000_001) }],
  'replenish.minimums.export': noArgs,
  'replenish.pick.scan': [
    ...NOT_AN_OBJECT,
    { area: null },
    { area: null, texts: [] },
    { area: null, texts: [''] },
    { texts: ['0614141123452'] },
    ...badArea.map((a) => ({ ...a, texts: ['0614141123452'] })),
    { area: null, texts: ['0614141123452'], floorSessionId: 'S-1' },
  ],
  'replenish.pick.putAway': [...NOT_AN_OBJECT, {}, { area: null }, ...badArea, { area: 'Floor', more: 1 }],
  'replenish.pick.miss': [
    ...NOT_AN_OBJECT,
    { itemId: GUID },
    { itemId: 'SKU-1', reason: 'not_found' },
    { itemId: GUID, reason: 'stolen' },
    { itemId: GUID, reason: 'damaged', more: 1 },
  ],
  'replenish.pick.activate': [...NOT_AN_OBJECT, {}, ...badArea, { area: null, more: 1 }],
  'replenish.pick.deactivate': noArgs,
  'replenish.close': noArgs,
};

export const REPLENISH_GOOD_ARGS: Record<Replenish, unknown> = {
  'replenish.list': { floorSessionId: GUID },
  'replenish.csv': {},
  'replenish.roles.get': {},
  'replenish.roles.set': { area: 'Stockroom', role: 'back' },
  'replenish.minimums.get': {},
  'replenish.minimums.set': { kind: 'category', code: 'TOPS', minimum: null },
  'replenish.minimums.import': { csv: 'kind,code,description,minimum\nitem,SKU-1,,2\n' },
  'replenish.minimums.export': {},
  'replenish.pick.scan': { area: 'Back room', texts: ['3034257BF7194E4000001A85'] },
  'replenish.pick.putAway': { area: 'Sales floor', floorSessionId: GUID },
  'replenish.pick.miss': { itemId: GUID, reason: 'not_found' },
  'replenish.pick.activate': { area: null },
  'replenish.pick.deactivate': {},
  'replenish.close': {},
};
