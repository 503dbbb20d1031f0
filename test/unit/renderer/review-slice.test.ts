// Process: test (renderer logic under node). The review slice against the fake contract: the marks of the open
// count (its store's tolerances, the judged lines, the recount list; no lines asked for a blind count), saving
// tolerances judges the lines again, a recount request opens the session again (now Recount, on the counting
// screen) and says how many items went back, and a refusal is kept for the screen with nothing changed.
import { describe, expect, it } from 'vitest';
import type { RecountListView, ReviewLinesView } from '../../../contract/review';
import { createAppStore } from '../../../renderer/src/store';
import { answerSessionOpen, SID, STORE, sessionView } from './count-fixtures';
import { createFakeApi } from './fake-api';

const ITEM = '33333333-3333-4333-8333-333333333333';
const lines = (beyond: number): ReviewLinesView => ({
  sessionId: SID,
  lines: [],
  counted: { lines: 2, items: 2 },
  within: 2 - beyond,
  beyond,
  notCounted: 0,
  missing: 0,
});
const list = (status: RecountListView['status'], n: number): RecountListView => ({
  sessionId: SID,
  status,
  items: Array.from({ length: n }, () => ({
    itemId: ITEM,
    sku: 'SKU-1',
    description: 'Shirt',
    category: 'Apparel',
    areas: ['Front'],
    earlier: 4,
    recounted: null,
  })),
});

function setup(blind = false) {
  const api = createFakeApi();
  const store = createAppStore(api);
  store.setState({ workingStore: STORE, countSession: sessionView({ blind }) });
  api.respond('review.tolerances.get', () => ({ ok: true, value: { default: {} } }));
  api.respond('review.lines', () => ({ ok: true, value: lines(2) }));
  api.respond('review.recount.list', () => ({ ok: true, value: list('Active', 0) }));
  return { api, store };
}

describe('review slice', () => {
  it("loads the open count's marks with its store's tolerances; a blind count asks for no lines", async () => {
    const { api, store } = setup();
    await store.getState().loadReviewMarks();
    expect(store.getState()).toMatchObject({ reviewTolerances: { default: {} }, reviewLines: { beyond: 2 } });
    expect(api.calls.find((c) => c.name === 'review.tolerances.get')?.args).toEqual({ storeId: STORE.id });
    const blind = setup(true);
    await blind.store.getState().loadReviewMarks();
    expect(blind.api.calls.map((c) => c.name)).not.toContain('review.lines');
    expect(blind.store.getState().reviewLines).toBeNull();
  });

  it('saves tolerances for the count’s store and judges the lines again', async () => {
    const { api, store } = setup();
    const t = { default: { units: 1 } };
    api.respond('review.tolerances.set', ({ tolerances }) => ({ ok: true, value: tolerances }));
    api.respond('review.lines', () => ({ ok: true, value: lines(1) }));
    expect(await store.getState().saveTolerances(t)).toBe(true);
    expect(api.calls.find((c) => c.name === 'review.tolerances.set')?.args).toEqual({
      storeId: STORE.id,
      tolerances: t,
    });
    expect(store.getState()).toMatchObject({ reviewLines: { beyond: 1 }, reviewBusy: false });
  });

  it('sends items to recount, then opens the session again: Recount, on the counting screen', async () => {
    const { api, store } = setup();
    api.respond('review.recount.request', () => ({ ok: true, value: list('Recount', 1) }));
    answerSessionOpen(api, () => sessionView({ status: 'Recount' }));
    expect(await store.getState().requestRecount([ITEM])).toBe(true);
    const s = store.getState();
    expect(api.calls.find((c) => c.name === 'review.recount.request')?.args).toEqual({
      sessionId: SID,
      itemIds: [ITEM],
    });
    expect(s.countSession?.status).toBe('Recount');
    expect(s.countsScreen).toBe('counting');
    expect(s.recountList?.items).toHaveLength(1);
    expect(s.countNotice).toBe('1 item sent back to recount');
  });

  it('keeps a refusal for the screen and changes nothing', async () => {
    const { api, store } = setup();
    api.respond('review.recount.request', () => ({
      ok: false,
      error: { code: 'offline', message: 'The session is not on the service yet: it cannot be sent to recount.' },
    }));
    expect(await store.getState().requestRecount([ITEM])).toBe(false);
    expect(store.getState()).toMatchObject({ reviewError: { code: 'offline' }, reviewBusy: false, recountList: null });
    expect(api.calls.map((c) => c.name)).not.toContain('counts.sessions.open');
    expect(await store.getState().requestRecount([])).toBe(false);
  });
});
