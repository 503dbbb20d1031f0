// Process: test (renderer logic under node). The reader slice against an in-memory fake of the contract: settings
// and status loaded on watch, push events applied, feedback kinds per batch (new, duplicate, unknown, error), the
// scan handed to the active screen, save errors kept with their fields, wedge scans sent to main.
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReaderReadsBatch, ReaderStatus } from '../../../contract/reader';
import { DEFAULT_READER_SETTINGS, type ReaderSettings } from '../../../contract/reader-settings';
import { createAppStore } from '../../../renderer/src/store';
import { sleep } from '../../helpers/waits';
import { createFakeApi, type FakeApi } from './fake-api';

const counts = (reads: number, uniqueTags: number) => ({
  reads,
  uniqueTags,
  barcodes: 0,
  readsPerSecond: 0,
  badFrames: 0,
});
const IDLE: ReaderStatus = {
  state: 'idle',
  source: 'wedge-only',
  protocol: 'tsl',
  port: null,
  message: 'Keyboard-wedge scanners work without connecting.',
  counts: counts(0, 0),
  readers: [],
};
const batch = (b: Partial<ReaderReadsBatch>): ReaderReadsBatch => ({
  seq: 1,
  epcs: [],
  epcsOmitted: 0,
  barcodes: [],
  errors: [],
  counts: counts(0, 0),
  ...b,
});
const settle = () => sleep(0);

let api: FakeApi;
let saved: ReaderSettings;
beforeEach(() => {
  api = createFakeApi();
  saved = DEFAULT_READER_SETTINGS;
  api.respond('reader.getSettings', () => ({ ok: true, value: saved }));
  api.respond('reader.status', () => ({ ok: true, value: IDLE }));
  api.respond('reader.setSettings', (patch) => {
    if (patch.power !== undefined && patch.power !== null && patch.power > 29) {
      return {
        ok: false,
        error: {
          code: 'invalid_argument',
          message: 'Check power',
          fields: [{ field: 'power', message: 'at most 29' }],
        },
      };
    }
    saved = { ...saved, ...patch } as ReaderSettings;
    return { ok: true, value: saved };
  });
  api.respond('reader.connect', () => ({
    ok: true,
    value: { ...IDLE, state: 'connecting', source: saved.source, port: saved.port, message: 'Opening…' },
  }));
  api.respond('reader.ingestScan', () => ({ ok: true, value: IDLE }));
});

describe('reader slice', () => {
  it('loads settings and status on watch, follows pushed status, and unsubscribes', async () => {
    const store = createAppStore(api);
    const off = store.getState().watchReader();
    await settle();
    expect(store.getState().readerSettings).toEqual(DEFAULT_READER_SETTINGS);
    expect(store.getState().readerStatus).toEqual(IDLE);
    api.push('reader.status', { ...IDLE, state: 'reconnecting', message: 'Reader lost. Plug it back in.' });
    expect(store.getState().readerStatus?.state).toBe('reconnecting');
    // Losing the reader sounds once, not on every retry.
    const signal = store.getState().readerSignals;
    expect(signal?.kinds).toEqual(['error']);
    api.push('reader.status', { ...IDLE, state: 'reconnecting', message: 'Still lost.' });
    expect(store.getState().readerSignals).toBe(signal);
    // Two readers, one of them lost: the whole is still connected, and the lost one sounds once.
    const link = (id: string, state: 'connected' | 'reconnecting') =>
      ({ id, source: 'simulator', protocol: 'tsl', state, message: '' }) as const;
    api.push('reader.status', {
      ...IDLE,
      state: 'connected',
      readers: [link('simulator', 'connected'), link('sim-2', 'connected')],
    });
    const calm = store.getState().readerSignals;
    api.push('reader.status', {
      ...IDLE,
      state: 'connected',
      readers: [link('simulator', 'connected'), link('sim-2', 'reconnecting')],
    });
    expect(store.getState().readerSignals).not.toBe(calm);
    expect(store.getState().readerSignals?.kinds).toEqual(['error']);
    expect(api.listenerCount()).toBe(2);
    off();
    expect(api.listenerCount()).toBe(0);
  });

  it('notes when reads arrive that no count or receipt took (pushed as reader.reads), not counter ticks', async () => {
    const store = createAppStore(api);
    store.getState().watchReader();
    await settle();
    api.push('reader.reads', batch({ counts: counts(4, 2) }));
    expect(store.getState().readerUncountedAt).toBeNull();
    api.push('reader.reads', batch({ epcs: [{ hex: 'A1', count: 1, first: true }], counts: counts(5, 3) }));
    expect(store.getState().readerUncountedAt).toBeGreaterThan(0);
  });

  it('turns a batch into feedback kinds, live counts and the scan for the active screen', async () => {
    const store = createAppStore(api);
    store.getState().watchReader();
    await settle();
    api.push(
      'reader.reads',
      batch({
        epcs: [
          { hex: 'A1', count: 3, first: true, known: true },
          { hex: 'B2', count: 1, first: false },
        ],
        counts: counts(4, 2),
      }),
    );
    let s = store.getState();
    expect(s.readerSignals?.kinds).toEqual(['new', 'duplicate']);
    expect(s.readerScan).toMatchObject({ kind: 'epc', text: 'A1', known: true });
    expect(s.readerStatus?.counts).toEqual(counts(4, 2));
    const firstSeq = s.readerScan!.seq;

    // Only repeats: a duplicate tick, and no new scan for the screen.
    api.push('reader.reads', batch({ epcs: [{ hex: 'A1', count: 9, first: false }], counts: counts(13, 2) }));
    s = store.getState();
    expect(s.readerSignals?.kinds).toEqual(['duplicate']);
    expect(s.readerScan?.seq).toBe(firstSeq);

    // An unknown tag and an error in one batch: the error first, so it is never drowned.
    api.push(
      'reader.reads',
      batch({ epcs: [{ hex: 'C3', count: 1, first: true, known: false }], errors: [{ code: 'x', message: 'bad' }] }),
    );
    expect(store.getState().readerSignals?.kinds).toEqual(['error', 'unknown']);

    // Barcodes: every one is a scan for the screen; a code main says is not its first read is a duplicate.
    api.push('reader.reads', batch({ barcodes: [{ text: '5012345678900', first: true }] }));
    expect(store.getState().readerSignals?.kinds).toEqual(['new']);
    const scanSeq = store.getState().readerScan!.seq;
    api.push('reader.reads', batch({ barcodes: [{ text: '5012345678900', first: false }] }));
    expect(store.getState().readerSignals?.kinds).toEqual(['duplicate']);
    expect(store.getState().readerScan).toMatchObject({ kind: 'barcode', text: '5012345678900' });
    expect(store.getState().readerScan!.seq).toBeGreaterThan(scanSeq);
  });

  it('saves settings, keeps a refused save with its fields, and connects with the saved settings', async () => {
    const store = createAppStore(api);
    store.getState().watchReader();
    await settle();
    expect(await store.getState().saveReaderSettings({ power: 40 })).toBe(false);
    expect(store.getState().readerError?.fields).toEqual([{ field: 'power', message: 'at most 29' }]);
    expect(store.getState().readerSettings?.power).toBeNull();

    const done = await store.getState().connectReader({ source: 'serial', port: '/dev/ttyUSB0' });
    expect(done).toBe(true);
    expect(store.getState().readerError).toBeNull();
    expect(store.getState().readerSettings).toMatchObject({ source: 'serial', port: '/dev/ttyUSB0' });
    expect(store.getState().readerStatus).toMatchObject({ state: 'connecting', port: '/dev/ttyUSB0' });
    expect(api.calls.map((c) => c.name).slice(-2)).toEqual(['reader.setSettings', 'reader.connect']);
  });

  it('keeps a status pushed while the connect request was in flight (the reply is older)', async () => {
    const store = createAppStore(api);
    store.getState().watchReader();
    await settle();
    api.respond('reader.connect', () => {
      api.push('reader.status', {
        ...IDLE,
        state: 'connected',
        source: 'simulator',
        port: 'simulator',
        message: 'Demo',
      });
      return { ok: true, value: { ...IDLE, state: 'connecting', source: 'simulator', message: 'Opening…' } };
    });
    expect(await store.getState().connectReader()).toBe(true);
    expect(store.getState().readerStatus).toMatchObject({ state: 'connected', message: 'Demo' });
  });

  it('sends wedge scans to main and signals an error when main refuses one', async () => {
    const store = createAppStore(api);
    expect(await store.getState().ingestScan('5012345678900')).toBe(true);
    expect(api.calls.at(-1)).toEqual({ name: 'reader.ingestScan', args: { text: '5012345678900', kind: 'auto' } });
    api.respond('reader.ingestScan', () => ({ ok: false, error: { code: 'invalid_argument', message: 'too long' } }));
    expect(await store.getState().ingestScan('x'.repeat(300))).toBe(false);
    expect(store.getState().readerSignals?.kinds).toEqual(['error']);
    expect(store.getState().readerError?.message).toBe('too long');
  });
});
