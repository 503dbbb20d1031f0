// Process: node (tests). Reader manager: batching without loss, ingest, reconnect with capped backoff. The source
// here is a stand-in for hardware; the real serial path is covered on the mock binding and over a PTY.
import { describe, expect, it } from 'vitest';
import { createBackoff } from '../../../domain/reader/backoff';
import { createBatcher } from '../../../domain/reader/batcher';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createReaderManager } from '../../../domain/reader/manager';
import type { ReaderSource, SourceHandlers } from '../../../domain/reader/sources/source';

const epc = (i: number): ReaderEvent => ({ type: 'epc', hex: i.toString(16).padStart(24, '0'), at: i });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('batcher', () => {
  it('delivers every event once, in order, in batches no larger than the cap', async () => {
    const batches: ReaderEvent[][] = [];
    const b = createBatcher((x) => batches.push(x), 20, 100);
    for (let i = 0; i < 1050; i++) b.push([epc(i)]);
    await sleep(40);
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
    await sleep(20);
    expect(m.state).toBe('connected');
    handlers!.onEvents([epc(1)]);
    failUntil = 3; // the next two opens fail (opens 2 and 3), the third succeeds
    handlers!.onLost('read EIO');
    await sleep(150);
    expect(m.state).toBe('connected');
    expect(opens).toBe(4);
    handlers!.onEvents([epc(2)]);
    await sleep(20);
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
    await sleep(10);
    m.ingest([{ type: 'barcode', text: '9506000134352', at: 1 }]);
    await m.disconnect();
    handlers!.onEvents([epc(5)]);
    handlers!.onLost('late');
    await sleep(20);
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
    await sleep(20);
    expect(m.state).toBe('reconnecting');
    expect(events.at(-1)).toMatchObject({ type: 'status', detail: expect.stringContaining('no port chosen') });
    await m.disconnect();
  });
});
