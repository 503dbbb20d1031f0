// Process: test (node). Bad and good arguments for the review requests (contract/review.ts: tolerances, the
// judged review lines, the recount), merged into contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const sessionOnly = [...NOT_AN_OBJECT, {}, { sessionId: 'S-1' }, { sessionId: GUID, more: 1 }];

type Review = Extract<RequestName, `review.${string}`>;

export const REVIEW_BAD_ARGS: Record<Review, unknown[]> = {
  'review.tolerances.get': [...NOT_AN_OBJECT, {}, { storeId: 'S01' }, { storeId: GUID, more: 1 }],
  'review.tolerances.set': [
    ...NOT_AN_OBJECT,
    { storeId: GUID },
    { storeId: GUID, tolerances: {} },
    { storeId: GUID, tolerances: { default: { units: -1 } } },
    { storeId: GUID, tolerances: { default: { percent: '5' } } },
    { storeId: GUID, tolerances: { default: { pieces: 2 } } },
    { storeId: GUID, tolerances: { default: { value: 2e9 } } },
    { storeId: GUID, tolerances: { default: {}, byCategory: { '': { units: 1 } } } },
    { storeId: 'S01', tolerances: { default: {} } },
  ],
  'review.lines': [...sessionOnly, { sessionId: GUID, beyondOnly: 'yes' }],
  'review.recount.request': [
    ...NOT_AN_OBJECT,
    { sessionId: GUID },
    { sessionId: GUID, itemIds: [] },
    { sessionId: GUID, itemIds: ['SKU-1'] },
    { sessionId: GUID, itemIds: Array.from({ length: 5001 }, () => GUID) },
    { sessionId: 'S-1', itemIds: [GUID] },
  ],
  'review.recount.list': sessionOnly,
};

export const REVIEW_GOOD_ARGS: Record<Review, unknown> = {
  'review.tolerances.get': { storeId: GUID },
  'review.tolerances.set': {
    storeId: GUID,
    tolerances: { default: { units: 2, percent: 5, value: 25 }, byCategory: { Jewelry: { units: 0 } } },
  },
  'review.lines': { sessionId: GUID, beyondOnly: true },
  'review.recount.request': { sessionId: GUID, itemIds: [GUID] },
  'review.recount.list': { sessionId: GUID },
};
