// Process: test (renderer logic under node). The accuracy history slice against the fake contract: opening the
// screen shows this PC's history at once and again after the read-back from the service; an answer for a store no
// longer the working one is dropped; the review's figure is kept only for the session still open, its refusal apart.
import { describe, expect, it } from 'vitest';
import type { AccuracyHistory, SessionAccuracyView } from '../../../contract/accuracy';
import type { CountSessionView } from '../../../contract/counts';
import { createAppStore } from '../../../renderer/src/store';
import { createFakeApi } from './fake-api';

const S1 = { id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', code: 'S01', description: 'Main' };
const S2 = { id: '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e', code: 'S02', description: 'Mall' };
const history = (storeId: string, points: number): AccuracyHistory => ({
  storeId,
  points: Array.from({ length: points }, (_, i) => ({
    sessionId: `s${i}`,
    description: `Count ${i}`,
    scope: { kind: 'store' },
    finalizedAt: new Date(i * 86_400_000).toISOString(),
    source: 'journal',
    items: 4,
    withinTolerance: 2,
    exact: 1,
    accuracy: 0.5,
    accuracyExact: 0.25,
    varianceValue: 20,
    units: 13,
    tolerances: { default: {} },
  })),
  categories: [],
  mostWrong: [],
});

function setup() {
  const api = createFakeApi();
  const store = createAppStore(api);
  store.setState({ workingStore: S1 });
  return { api, store };
}

describe('accuracy slice', () => {
  it('opens on the working store: the journal history (and floor availability) at once, then again after the read-back', async () => {
    const { api, store } = setup();
    let served = 0;
    api.respond('accuracy.history', ({ storeId }) => ({ ok: true, value: history(storeId, ++served) }));
    api.respond('accuracy.readBack', () => ({ ok: true, value: { finalized: 3, fromJournal: 1, fromService: 1 } }));
    const day = {
      day: '2026-11-20',
      category: 'Tops',
      before: { held: 4, atMinimum: 1 },
      after: { held: 4, atMinimum: 3 },
    };
    api.respond('accuracy.availability', ({ storeId }) => ({ ok: true, value: { storeId, days: [day] } }));
    await store.getState().openAccuracyHistory();
    const s = store.getState();
    expect(s.area).toBe('accuracy');
    expect(api.calls.map((c) => c.name)).toEqual([
      'accuracy.history',
      'accuracy.availability',
      'accuracy.readBack',
      'accuracy.history',
      'accuracy.availability',
    ]);
    expect(s.floorAvailability).toEqual({ storeId: S1.id, days: [day] });
    expect(s.accuracyError).toBeNull();
    expect(s.accuracyHistory?.points).toHaveLength(2);
    expect(s.accuracyReadBack).toEqual({ finalized: 3, fromJournal: 1, fromService: 1 });
    expect(s.accuracyBusy).toBe(false);
  });

  it('says a failed read-back and still shows the journal history', async () => {
    const { api, store } = setup();
    api.respond('accuracy.history', ({ storeId }) => ({ ok: true, value: history(storeId, 1) }));
    api.respond('accuracy.readBack', () => ({ ok: false, error: { code: 'network', message: 'Offline' } }));
    await store.getState().openAccuracyHistory();
    expect(store.getState().accuracyHistory?.points).toHaveLength(1);
    expect(store.getState().accuracyReadBack).toBeNull();
    expect(store.getState().accuracyError?.message).toBe('Offline');
  });

  it('drops a history that arrives after the working store changed', async () => {
    const { api, store } = setup();
    api.respond('accuracy.history', async ({ storeId }) => {
      store.setState({ workingStore: S2 });
      return { ok: true, value: history(storeId, 1) };
    });
    api.respond('accuracy.readBack', () => ({ ok: true, value: { finalized: 0, fromJournal: 0, fromService: 0 } }));
    const shown: string[] = [];
    store.subscribe((s) => {
      if (s.accuracyHistory && shown.at(-1) !== s.accuracyHistory.storeId) shown.push(s.accuracyHistory.storeId);
    });
    await store.getState().openAccuracyHistory();
    // S1's answer came after the change: never shown; the read-back and reload were the new store's.
    expect(shown).toEqual([S2.id]);
  });

  it('exports the working store and nothing without one', async () => {
    const { api, store } = setup();
    api.respond('accuracy.export', ({ storeId }) => ({
      ok: true,
      value: { fileName: `accuracy ${storeId}.csv`, csv: 'row\n', rows: 0 },
    }));
    expect((await store.getState().accuracyCsv())?.fileName).toBe(`accuracy ${S1.id}.csv`);
    store.setState({ workingStore: null });
    expect(await store.getState().accuracyCsv()).toBeNull();
    expect(api.calls.filter((c) => c.name === 'accuracy.export')).toHaveLength(1);
  });

  it("keeps the review's figure only for the session still open, and its refusal apart", async () => {
    const { api, store } = setup();
    const open = (id: string) => store.setState({ countSession: { id } as CountSessionView });
    const view = (sessionId: string): SessionAccuracyView => ({
      sessionId,
      stored: false,
      items: 2,
      withinTolerance: 1,
      exact: 1,
      accuracy: 0.5,
      accuracyExact: 0.5,
      varianceValue: 0,
      byCategory: [],
      beyond: 1,
    });
    api.respond('accuracy.session', ({ sessionId }) => {
      if (sessionId === 'blind') return { ok: false, error: { code: 'blind', message: 'Once finalized.' } };
      open('other');
      return { ok: true, value: view(sessionId) };
    });
    open('a');
    await store.getState().loadSessionAccuracy('a');
    expect(store.getState().sessionAccuracy).toBeNull();
    open('blind');
    await store.getState().loadSessionAccuracy('blind');
    expect(store.getState().sessionAccuracyError?.message).toBe('Once finalized.');
    expect(store.getState().accuracyError).toBeNull();
  });
});
