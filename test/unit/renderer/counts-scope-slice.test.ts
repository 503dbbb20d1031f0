// Process: test (renderer logic under node). The counts slice's scope parts against an in-memory fake of the
// contract: the store's categories for a new count's scope, the missing items paged by category (no cap: the
// offset and category asked are the ones sent), "confirm all as zero" asked first and then sent for the whole scope,
// and the finalize confirmation's numbers in words.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MissingPage } from '../../../contract/counts';
import { finalizePreviewText } from '../../../renderer/src/features/review/finalize-text';
import { createAppStore } from '../../../renderer/src/store';
import { MISSING_PAGE_SIZE } from '../../../renderer/src/store/counts-scope-actions';
import { answerSessionOpen, SID, STORE, sessionView } from './count-fixtures';
import { createFakeApi, type FakeApi } from './fake-api';

let api: FakeApi;
let store: ReturnType<typeof createAppStore>;
beforeEach(async () => {
  api = createFakeApi();
  store = createAppStore(api);
  store.setState({ workingStore: STORE });
  answerSessionOpen(api, () => sessionView({ scope: { kind: 'categories', categories: ['Food', 'Shoes'] } }));
  expect(await store.getState().openCountSession(SID)).toBe(true);
});
const calls = (name: string) => api.calls.filter((c) => c.name === name).map((c) => c.args);
const page = (total: number): MissingPage => ({
  blind: false,
  total,
  items: [],
  categories: [
    { category: 'Food', missing: 990 },
    { category: 'Shoes', missing: 10 },
  ],
});

describe('counts slice: the scope', () => {
  it('asks the store’s categories with their item counts for a new count', async () => {
    api.respond('counts.scope.categories', () => ({ ok: true, value: [{ category: 'Food', items: 990 }] }));
    await store.getState().loadCountScopeCategories();
    expect(calls('counts.scope.categories')).toEqual([{ storeId: STORE.id }]);
    expect(store.getState().countScopeCategories).toEqual([{ category: 'Food', items: 990 }]);
  });

  it('pages the missing items by category, every page reachable, and starts over for another session', async () => {
    api.respond('counts.missing', () => ({ ok: true, value: page(990) }));
    await store.getState().loadCountMissing('Food', 900);
    expect(calls('counts.missing').at(-1)).toEqual({
      sessionId: SID,
      category: 'Food',
      offset: 900,
      limit: MISSING_PAGE_SIZE,
    });
    expect(store.getState().countMissingQuery).toEqual({ category: 'Food', offset: 900 });
    // The review reloads the page shown, not the first 500.
    api.respond('counts.variance', () => ({ ok: true, value: { blind: true } }));
    await store.getState().loadCountReview();
    expect(calls('counts.missing').at(-1)).toMatchObject({ category: 'Food', offset: 900 });
    store.getState().closeCountSession();
    expect(store.getState().countMissingQuery).toEqual({ category: null, offset: 0 });
  });

  it('"confirm all as zero" is asked first and then confirms the whole scope in one request', async () => {
    store.getState().askCountZeroAll(true);
    expect(store.getState().countZeroAllAsked).toBe(true);
    expect(calls('counts.zero.confirmMissing')).toEqual([]);
    api.respond('counts.zero.confirmMissing', () => ({ ok: true, value: { confirmed: 1000 } }));
    api.respond('counts.variance', () => ({ ok: true, value: { blind: true } }));
    api.respond('counts.missing', () => ({ ok: true, value: page(0) }));
    expect(await store.getState().confirmCountAllMissing()).toBe(true);
    expect(calls('counts.zero.confirmMissing')).toEqual([{ sessionId: SID }]);
    expect(store.getState().countZeroAllAsked).toBe(false);
    expect(store.getState().countNotice).toBe('1,000 zero counts confirmed');
  });

  it('says what finalizing means for the scope in numbers; a blind count says its lines only', async () => {
    const scope = { kind: 'categories' as const, categories: ['Food'] };
    const variance = { expected: 5, counted: 4, variance: -1, varianceValue: -12 };
    const missing = { items: 991, units: 1196, value: 3384.5 };
    api.respond('counts.finalize.preview', () => ({
      ok: true,
      value: { scope, lines: 2, items: 2, missing, variance },
    }));
    await store.getState().loadCountFinalizePreview();
    const preview = store.getState().countFinalizePreview!;
    expect(finalizePreviewText(preview, null)).toBe(
      "Scope: category: Food. 2 items counted, one line each. Variance value \u221212.00 (\u22121 unit, over the counted lines: what finalizing posts). 991 items expected but not counted, left as they are (not set to zero): missing items' value (on hand, not counted) 3,384.50.",
    );
    expect(finalizePreviewText({ scope: { kind: 'areas' }, lines: 3, items: 2 }, null)).toBe(
      'Scope: areas counted only. 2 items counted in 3 lines (an item counted in several areas or on several PCs has a line in each).',
    );
  });
});
