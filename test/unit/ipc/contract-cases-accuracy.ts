// Process: test (node). Bad and good arguments for the accuracy requests (contract/accuracy.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const store = [...NOT_AN_OBJECT, {}, { storeId: 'main' }, { storeId: 42 }, { storeId: A, x: 1 }, { sessionId: A }];

type Accuracy = Extract<RequestName, `accuracy.${string}`>;

export const ACCURACY_BAD_ARGS: Record<Accuracy, unknown[]> = {
  'accuracy.history': store,
  'accuracy.readBack': store,
  'accuracy.export': store,
  'accuracy.availability': store,
  'accuracy.availabilityExport': store,
  'accuracy.session': [...NOT_AN_OBJECT, {}, { sessionId: 'nov' }, { storeId: A }, { sessionId: A, storeId: A }],
};

export const ACCURACY_GOOD_ARGS: Record<Accuracy, unknown> = {
  'accuracy.history': { storeId: A },
  'accuracy.readBack': { storeId: A },
  'accuracy.export': { storeId: A },
  'accuracy.availability': { storeId: A },
  'accuracy.availabilityExport': { storeId: A },
  'accuracy.session': { sessionId: A },
};
