// Process: test (node). Bad and good arguments for the count plan requests (contract/plans.ts), merged into
// contract.test.ts's tables.
import type { RequestName } from '../../../contract';

const GUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NOT_AN_OBJECT = ['text', 42, null, [], true];
const storeOnly = [...NOT_AN_OBJECT, {}, { storeId: 'S-1' }, { storeId: GUID, more: 1 }];
const planOnly = [...NOT_AN_OBJECT, {}, { planId: 'P-1' }, { planId: GUID, more: 1 }];
const CATS = { kind: 'scope', scope: { kind: 'categories', categories: ['Shoes'] } };
const WEEKLY = { kind: 'interval', n: 1, unit: 'weeks' };
const plan = { storeId: GUID, name: 'Shoes weekly', what: CATS, every: WEEKLY, firstDue: '2026-11-30' };
const SETTINGS = { cuts: { a: 0.8, b: 0.95 }, frequencies: { A: 4, B: 13, C: 26 } };

type Plans = Extract<RequestName, `plans.${string}`>;

export const PLANS_BAD_ARGS: Record<Plans, unknown[]> = {
  'plans.list': storeOnly,
  'plans.add': [
    ...NOT_AN_OBJECT,
    { ...plan, name: '  ' },
    { ...plan, firstDue: '2026-02-30' },
    { ...plan, firstDue: '30/11/2026' },
    { ...plan, every: { kind: 'abc' } },
    { ...plan, every: { kind: 'interval', n: 0, unit: 'days' } },
    { ...plan, what: { kind: 'abc', abcClass: 'A' }, every: { kind: 'interval', n: 3, unit: 'days' } },
    { ...plan, what: { kind: 'abc', abcClass: 'D' } },
    // An item list is made by starting a plan, never chosen.
    { ...plan, what: { kind: 'scope', scope: { kind: 'items', listId: GUID, name: 'x', items: 1 } } },
    { ...plan, more: 1 },
  ],
  'plans.edit': [...planOnly, { planId: GUID, name: 'x' }, { ...plan, planId: GUID }],
  'plans.delete': planOnly,
  'plans.abc.proposal': [...storeOnly, { storeId: GUID, weeks: 0 }, { storeId: GUID, weeks: 53 }],
  'plans.abc.settings.get': storeOnly,
  'plans.abc.settings.set': [
    ...storeOnly,
    { storeId: GUID, settings: { ...SETTINGS, cuts: { a: 0.9, b: 0.8 } } },
    { storeId: GUID, settings: { ...SETTINGS, cuts: { a: 0, b: 0.8 } } },
    { storeId: GUID, settings: { ...SETTINGS, frequencies: { A: 0, B: 13, C: 26 } } },
    { storeId: GUID, settings: { ...SETTINGS, frequencies: { A: 4, B: 13 } } },
  ],
  'plans.abc.accept': [...storeOnly, { storeId: GUID, firstDue: 'soon' }],
  'plans.start': planOnly,
};

export const PLANS_GOOD_ARGS: Record<Plans, unknown> = {
  'plans.list': { storeId: GUID },
  'plans.add': plan,
  'plans.edit': {
    planId: GUID,
    name: 'Shoes',
    what: CATS,
    every: { kind: 'interval', n: 10, unit: 'days' },
    firstDue: '2026-12-01',
  },
  'plans.delete': { planId: GUID },
  'plans.abc.proposal': { storeId: GUID },
  'plans.abc.settings.get': { storeId: GUID },
  'plans.abc.settings.set': { storeId: GUID, settings: SETTINGS },
  'plans.abc.accept': { storeId: GUID, firstDue: '2026-11-30' },
  'plans.start': { planId: GUID },
};
