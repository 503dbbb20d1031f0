// Process: node (tests). Reader manager: batching without loss, ingest, reconnect with capped backoff. The source
// here is a stand-in for hardware; the real serial path is covered on the mock binding and over a PTY.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackoff } from '../../../domain/reader/backoff';
import { createBatcher } from '../../../domain/reader/batcher';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createReaderManager } from '../../../domain/reader/manager';
import type { ReaderSource, SourceHandlers } from '../../../domain/reader/sources/source';

const epc = (i: number): ReaderEvent => ({ type: 'epc', hex: i.toString(16).padStart(24, '0'), at: i });

// The batcher and the backoff take their time from timers: fake ones run each test's waits at once and in order,
// whatever the machine's load.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('batcher', () => {
  it('delivers every event once, in order, in batches no larger than the cap', async () => {
    const batches: ReaderEvent[][] = [];
    const b = createBatcher((x) => batches.push(x), 20, 100);
    for (let i = 0; i < 1050; i++) b.push([epc(i)]);
    await elapse(40);
    expect(batches.map((x) => x.length)).toEqual([...Array(10).fill(100), 50]);
    expect(batches.flat().map((e) => (e as { at: number }).at)).toEqual([...Array(1050).keys()]);
  });
});

describe('backoff', () => {
  it('doubles up to the cap and starts over after reset', () => {
    const b = createBackoff({ initialMs: 100, maxMs: 1000, jitter: 0 });
    expect([b.next(), b.next(), b.next(), b.next(), b.next(), b.next()]).toEqual([100, 200, 400, 800, 1000, 1000]);
    b.reset();
    expect(b.next()).toBe(100);
  });
});

describe('reader manager', () => {
  it('reconnects after the source is lost, failing opens back off, and reads resume', async () => {
    let handlers: SourceHandlers | undefined;
    let opens = 0;
    let failUntil = 0;
    const make = (): ReaderSource => ({
      kind: 'serial',
      async open(h) {
        opens++;
        if (opens <= failUntil) throw new Error('ENOENT: no such file');
        handlers = h;
      },
      async close() {},
    });
    const events: ReaderEvent[] = [];
    const m = createReaderManager({
      onBatch: (b) => events.push(...b),
      batchMs: 5,
      backoff: { initialMs: 10, jitter: 0 },
    });
    m.connect(make, 'fake');
    await elapse(20);
    expect(m.state).toBe('connected');
    handlers!.onEvents([epc(1)]);
    failUntil = 3; // the next two opens fail (opens 2 and 3), the third succeeds
    handlers!.onLost('read EIO');
    await elapse(150);
    expect(m.state).toBe('connected');
    expect(opens).toBe(4);
    handlers!.onEvents([epc(2)]);
    await elapse(20);
    const states = events.filter((e) => e.type === 'status').map((e) => (e as { state: string }).state);
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'reconnecting', 'reconnecting', 'connected']);
    expect(events.filter((e) => e.type === 'epc')).toHaveLength(2);
    expect(m.counters()).toMatchObject({ epcs: 2, reconnects: 1 });
    await m.disconnect();
    expect(m.state).toBe('disconnected');
  });

  it('ingest puts wedge scans into the same stream; a stale source cannot emit after disconnect', async () => {
    let handlers: SourceHandlers | undefined;
    const events: ReaderEvent[] = [];
    const m = createReaderManager({ onBatch: (b) => events.push(...b), batchMs: 5 });
    m.connect(() => ({
      kind: 'serial',
      open: async (h) => {
        handlers = h;
      },
      close: async () => {},
    }));
    await elapse(10);
    m.ingest([{ type: 'barcode', text: '9506000134352', at: 1 }]);
    await m.disconnect();
    handlers!.onEvents([epc(5)]);
    handlers!.onLost('late');
    await elapse(20);
    expect(events.filter((e) => e.type === 'barcode')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'epc')).toHaveLength(0);
    expect(m.state).toBe('disconnected');
  });

  it('a source factory that throws becomes a status, not a crash', async () => {
    const events: ReaderEvent[] = [];
    const m = createReaderManager({ onBatch: (b) => events.push(...b), batchMs: 5, backoff: { initialMs: 1000 } });
    m.connect(() => {
      throw new Error('no port chosen');
    });
    await elapse(20);
    expect(m.state).toBe('reconnecting');
    expect(events.at(-1)).toMatchObject({ type: 'status', detail: expect.stringContaining('no port chosen') });
    await m.disconnect();
  });

  it('two readers at once: both read into one stream, each event names its reader, one unplugged leaves the other', async () => {
    const handlers = new Map<string, SourceHandlers>();
    const opens = new Map<string, number>();
    let aOpens = true;
    const fake = (name: string) => (): ReaderSource => ({
      kind: 'serial',
      async open(h) {
        opens.set(name, (opens.get(name) ?? 0) + 1);
        if (name === 'A' && !aOpens) throw new Error('ENOENT: unplugged');
        handlers.set(name, h);
      },
      async close() {},
      stats: () => ({ bytes: name === 'A' ? 10 : 20, frames: 1, badFrames: 0, epcs: 1, barcodes: 0, replies: 0 }),
    });
    const events: ReaderEvent[] = [];
    const m = createReaderManager({
      onBatch: (b) => events.push(...b),
      batchMs: 5,
      backoff: { initialMs: 20, jitter: 0 },
    });
    m.connect(fake('A'), '/dev/ttyA', '/dev/ttyA');
    m.connect(fake('B'), 'sim-2', 'sim-2');
    await elapse(20);
    expect(m.readers().map((r) => [r.id, r.state])).toEqual([
      ['/dev/ttyA', 'connected'],
      ['sim-2', 'connected'],
    ]);
    handlers.get('A')!.onEvents([epc(1), epc(2)]);
    handlers.get('B')!.onEvents([epc(3)]);
    m.ingest([{ type: 'barcode', text: '9506000134352', at: 4 }]);
    await elapse(20);
    const reads = events.filter((e) => e.type !== 'status').map((e) => [e.type, e.reader]);
    expect(reads).toEqual([
      ['epc', '/dev/ttyA'],
      ['epc', '/dev/ttyA'],
      ['epc', 'sim-2'],
      ['barcode', 'keyboard'],
    ]);
    expect(m.counters('/dev/ttyA').epcs).toBe(2);
    expect(m.counters('sim-2').epcs).toBe(1);
    expect(m.counters()).toMatchObject({ epcs: 3, barcodes: 1 });
    expect(m.framerStats()?.bytes).toBe(30);
    expect(m.framerStats('sim-2')?.bytes).toBe(20);

    // A is unplugged and stays away: it backs off on its own while B keeps reading.
    aOpens = false;
    handlers.get('A')!.onLost('read EIO');
    await elapse(10);
    expect(m.stateOf('/dev/ttyA')).toBe('reconnecting');
    expect(m.stateOf('sim-2')).toBe('connected');
    expect(m.state).toBe('connected');
    handlers.get('B')!.onEvents([epc(5)]);
    await elapse(60);
    expect(opens.get('A')).toBeGreaterThan(1);
    expect(opens.get('B')).toBe(1);
    const lost = events.filter((e) => e.type === 'status' && e.state === 'reconnecting');
    // A was reported reconnecting, and only A: B's reading on is never reported as a loss.
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.every((e) => e.reader === '/dev/ttyA')).toBe(true);
    expect(events.filter((e) => e.type === 'epc' && e.reader === 'sim-2')).toHaveLength(2);

    // Disconnecting one reader closes that one only.
    await m.disconnect('/dev/ttyA');
    expect(m.readers().map((r) => r.id)).toEqual(['sim-2']);
    handlers.get('B')!.onEvents([epc(6)]);
    await elapse(20);
    expect(events.filter((e) => e.type === 'epc' && e.reader === 'sim-2')).toHaveLength(3);
    await m.disconnect();
    expect(m.state).toBe('disconnected');
    expect(m.readers()).toEqual([]);
  });

  it('connecting a reader id again replaces that reader only', async () => {
    const closes: string[] = [];
    const make = (name: string) => (): ReaderSource => ({
      kind: 'serial',
      open: async () => {},
      close: async () => {
        closes.push(name);
      },
    });
    const m = createReaderManager({ onBatch: () => {}, batchMs: 5 });
    m.connect(make('a1'), 'a', 'a');
    m.connect(make('b'), 'b', 'b');
    await elapse(10);
    m.connect(make('a2'), 'a', 'a');
    await elapse(10);
    expect(closes).toEqual(['a1']);
    expect(m.readers().map((r) => [r.id, r.state])).toEqual([
      ['a', 'connected'],
      ['b', 'connected'],
    ]);
    await m.disconnect();
    expect(closes.sort()).toEqual(['a1', 'a2', 'b']);
  });
});
