// Process: test (node). Bad and good arguments for the tag report requests (contract/tags.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const A = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const B = '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const pairs = [...NOT_AN_OBJECT, {}, { before: A }, { after: 'oct' }, { after: A, before: 'nov' }, { after: A, x: 1 }];

type Tags = Extract<RequestName, `tags.${string}`>;

export const TAGS_BAD_ARGS: Record<Tags, unknown[]> = {
  'tags.counts': [...NOT_AN_OBJECT, { storeId: A }],
  'tags.compare': pairs,
  'tags.csv': [
    ...pairs,
    { after: A },
    { after: A, report: 'lost' },
    { after: A, report: 'GONE' },
    { after: A, before: B, report: ['gone'] },
    { after: A, report: 'gone', filter: 3 },
    { after: A, report: 'gone', filter: 'x'.repeat(201) },
  ],
  'tags.shrink': [...NOT_AN_OBJECT, { storeId: A }],
  'tags.shrinkCsv': [...NOT_AN_OBJECT, { storeId: A }],
};

export const TAGS_GOOD_ARGS: Record<Tags, unknown> = {
  'tags.counts': {},
  'tags.compare': { after: A, before: B },
  'tags.csv': { after: A, report: 'suspect', filter: 'Back room' },
  'tags.shrink': {},
  'tags.shrinkCsv': {},
};
