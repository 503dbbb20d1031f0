// Process: test (renderer logic under node). The tag reports slice against the fake contract: opening the area on
// the newest recorded count (or the one asked for) compares it with its previous count; an earlier count named is
// sent; a pair main put in finish order turns the pickers round; a comparison that answers after another pair was
// picked is dropped; a refusal is kept for the screen; the CSV is asked for the pair and the tab on screen (and the
// list's filter).
import { describe, expect, it } from 'vitest';
import type { RecordedCount, TagComparison } from '../../../contract/tags';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

const [OCT, NOV, DEC] = [
  '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e',
  '1b4e28ba-2fa1-4d2e-8e3b-9c0d1e2f3a4b',
];
const recorded = (sessionId: string, recordedAt: number): RecordedCount => ({
  sessionId,
  storeId: 'S',
  description: `Count ${recordedAt}`,
  recordedAt,
  tags: 10,
});
const empty = { rows: [], byItem: [], byCategory: [] };
const comparison = (before: string, after: string, reordered = false): TagComparison => ({
  before,
  after,
  gone: empty,
  moved: empty,
  new: empty,
  suspect: empty,
  notCovered: 0,
  transferred: { out: 0, in: 0 },
  counts: { before: recorded(before, 1), after: recorded(after, 2), reordered },
});

const SHRINK = {
  itemId: 'tee',
  sku: 'TEE-M',
  description: 'Tee M',
  category: 'Tops',
  timesNotFound: 2,
  lastNotFoundAt: 5,
};

function setup() {
  const api = createFakeApi();
  const store = createAppStore(api);
  api.respond('tags.counts', () => ({ ok: true, value: [recorded(DEC, 3), recorded(NOV, 2), recorded(OCT, 1)] }));
  api.respond('tags.compare', ({ after, before }) => ({ ok: true, value: comparison(before ?? 'previous', after) }));
  api.respond('tags.shrink', () => ({ ok: true, value: [SHRINK] }));
  return { api, store };
}

describe('tags slice', () => {
  it('opens the area on the newest recorded count, compared with its previous count, with the shrink candidates', async () => {
    const { api, store } = setup();
    await store.getState().openTagReports();
    const s = store.getState();
    expect(s.area).toBe('tags');
    expect(api.calls).toEqual([
      { name: 'tags.counts', args: {} },
      { name: 'tags.shrink', args: {} },
      { name: 'tags.compare', args: { after: DEC } },
    ]);
    expect([s.tagAfter, s.tagBefore, s.tagComparison?.before, s.tagBusy]).toEqual([DEC, null, 'previous', false]);
    expect(s.tagShrink).toEqual([SHRINK]);
  });

  it('opens on the count asked for, and sends an earlier count when one is picked', async () => {
    const { api, store } = setup();
    await store.getState().openTagReports(NOV);
    expect(store.getState().tagComparison?.after).toBe(NOV);
    await store.getState().compareTags(DEC, OCT);
    expect(api.calls.at(-1)).toEqual({ name: 'tags.compare', args: { after: DEC, before: OCT } });
    expect(store.getState().tagComparison).toMatchObject({ before: OCT, after: DEC });
  });

  it('turns the pickers round when main put the pair in the order the counts were finished', async () => {
    const { api, store } = setup();
    // OCT picked as the count, DEC (finished later) as the one to compare with: main answers DEC after OCT.
    api.respond('tags.compare', () => ({ ok: true, value: comparison(OCT, DEC, true) }));
    await store.getState().compareTags(OCT, DEC);
    expect(api.calls.at(-1)).toEqual({ name: 'tags.compare', args: { after: OCT, before: DEC } });
    const s = store.getState();
    expect([s.tagAfter, s.tagBefore, s.tagComparison?.counts.reordered, s.tagBusy]).toEqual([DEC, OCT, true, false]);
    // The CSV is asked for the pair on screen, with the list's filter when one is typed.
    api.respond('tags.csv', (args) => ({ ok: true, value: { fileName: 'x.csv', csv: JSON.stringify(args), rows: 0 } }));
    expect(JSON.parse((await store.getState().tagReportCsv('  '))!.csv)).toEqual({
      after: DEC,
      before: OCT,
      report: 'gone',
    });
    expect(JSON.parse((await store.getState().tagReportCsv('Back'))!.csv)).toEqual({
      after: DEC,
      before: OCT,
      report: 'gone',
      filter: 'Back',
    });
  });

  it('drops a comparison that answers after another pair was picked', async () => {
    const { api, store } = setup();
    let release: () => void = () => undefined;
    api.respond('tags.compare', ({ after }) =>
      after === NOV
        ? new Promise((resolve) => {
            release = () => resolve({ ok: true, value: comparison(OCT, NOV) });
          })
        : { ok: true, value: comparison(NOV, DEC) },
    );
    const slow = store.getState().compareTags(NOV, null);
    await store.getState().compareTags(DEC, null);
    release();
    await slow;
    expect(store.getState().tagComparison?.after).toBe(DEC);
    expect(store.getState().tagAfter).toBe(DEC);
  });

  it('keeps a refusal for the screen and asks the CSV of the pair and tab on screen', async () => {
    const { api, store } = setup();
    api.respond('tags.compare', () => ({
      ok: false,
      error: { code: 'not_found', message: 'No earlier finished count of the same store and scope on this PC' },
    }));
    await store.getState().compareTags(OCT, null);
    expect(store.getState().tagError?.message).toMatch(/No earlier finished count/);
    expect(store.getState().tagBusy).toBe(false);
    api.respond('tags.csv', (args) => ({ ok: true, value: { fileName: 'x.csv', csv: JSON.stringify(args), rows: 0 } }));
    store.getState().setTagReport('suspect');
    const file = await store.getState().tagReportCsv();
    expect(JSON.parse(file!.csv)).toEqual({ after: OCT, report: 'suspect' });
  });
});
