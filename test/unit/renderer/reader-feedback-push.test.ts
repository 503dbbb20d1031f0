// Process: test (node). A counted batch reaches the renderer once: 'counts.events' carries the reader's feedback for
// its reads (`reader`), which gives the reader panel its counters, sounds and newest scan as 'reader.reads' did,
// while the count's feed and totals take the batch as before.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CountEventsBatch } from '../../../contract/counts';
import type { ReaderReadsBatch } from '../../../contract/reader';
import { createAppStore } from '../../../renderer/src/store';
import { answerSessionOpen, SID, STORE, sessionView } from './count-fixtures';
import { createFakeApi, type FakeApi } from './fake-api';

const EPC = '3034257BF7194E4000001A85';
const counts = { reads: 3, uniqueTags: 1, barcodes: 0, readsPerSecond: 3, badFrames: 0 };
const reader: ReaderReadsBatch = {
  seq: 1,
  epcs: [{ hex: EPC, count: 3, first: true, known: true }],
  epcsOmitted: 0,
  barcodes: [],
  errors: [],
  counts,
};
const batch: CountEventsBatch = {
  sessionId: SID,
  reads: 3,
  totals: { units: 1, lines: 1, uniqueTags: 1, totalReads: 3, outsideScope: 0, readers: [] },
  events: [
    {
      at: 1000,
      source: 'rfid',
      raw: EPC,
      outcome: 'newItem',
      itemId: null,
      sku: null,
      description: null,
      area: 'Front',
      added: 1,
      message: null,
    },
  ],
};

let api: FakeApi;
let store: ReturnType<typeof createAppStore>;
beforeEach(() => {
  api = createFakeApi();
  store = createAppStore(api);
  store.setState({ workingStore: STORE });
  answerSessionOpen(api, () => sessionView());
});

describe('reader feedback on the counting push', () => {
  it('gives the reader panel what reader.reads gave, and the count its batch', async () => {
    store.setState({
      readerStatus: {
        state: 'connected',
        source: 'simulator',
        protocol: 'tsl',
        port: 'simulator',
        message: '',
        counts,
        readers: [],
      },
    });
    const off = store.getState().watchCounts();
    expect(await store.getState().openCountSession(SID)).toBe(true);
    api.push('counts.events', { ...batch, reader });
    const s = store.getState();
    expect(s.readerSignals?.kinds).toEqual(['new']);
    expect(s.readerScan).toMatchObject({ kind: 'epc', text: EPC, known: true });
    expect(s.readerStatus?.counts).toEqual(counts);
    expect(s.countFeed[0]?.raw).toBe(EPC);
    expect(s.countTotals?.units).toBe(1);
    off();
  });

  it('leaves the reader panel alone for a batch without reader feedback (typed scans)', async () => {
    const off = store.getState().watchCounts();
    expect(await store.getState().openCountSession(SID)).toBe(true);
    api.push('counts.events', batch);
    expect(store.getState().readerSignals).toBeNull();
    expect(store.getState().countTotals?.units).toBe(1);
    off();
  });
});
