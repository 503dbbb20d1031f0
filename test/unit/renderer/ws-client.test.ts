// Process: test (node). The browser-mode transport on a scripted WebSocket: requests and answers matched by id,
// pushes delivered, unreadable frames ignored, requests in flight settled as "disconnected" when the socket drops,
// and the socket reopened on its own (with growing pauses) only while something listens for pushes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebSocketApi } from '../../../renderer/src/api/ws-client';
import { sleep } from '../../helpers/waits';

class FakeSocket {
  static made: FakeSocket[] = [];
  static refuse = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  sent: { id: number; method: string; args: unknown }[] = [];

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
    queueMicrotask(() => {
      if (FakeSocket.refuse) {
        this.onerror?.();
        this.onclose?.();
      } else this.onopen?.();
    });
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  /** The server's side. */
  push(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  drop(): void {
    this.onclose?.();
  }
}

const flush = () => sleep(0);
const latest = () => FakeSocket.made.at(-1) as FakeSocket;

describe('browser-mode WebSocket api', () => {
  beforeEach(() => {
    FakeSocket.made = [];
    FakeSocket.refuse = false;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('matches answers to requests by id and delivers pushes; unreadable frames change nothing', async () => {
    const api = createWebSocketApi('ws://x', FakeSocket as never);
    const pushes: unknown[] = [];
    api.on('catalog.progress', (p) => pushes.push(p));
    const a = api.invoke('app.info', {});
    const b = api.invoke('auth.status', {});
    await flush();
    const [first, second] = latest().sent;
    latest().push('not json');
    latest().push({ id: second?.id, result: { ok: true, value: 'B' } });
    latest().push({ event: 'catalog.progress', payload: { n: 1 } });
    latest().push({ id: first?.id, result: { ok: true, value: 'A' } });
    expect(await a).toEqual({ ok: true, value: 'A' });
    expect(await b).toEqual({ ok: true, value: 'B' });
    expect(pushes).toEqual([{ n: 1 }]);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('settles requests in flight as disconnected, and the next request reopens the socket', async () => {
    const api = createWebSocketApi('ws://x', FakeSocket as never);
    const inFlight = api.invoke('app.info', {});
    await flush();
    latest().drop();
    expect(await inFlight).toMatchObject({ ok: false, error: { code: 'disconnected' } });
    const next = api.invoke('app.info', {});
    await flush();
    expect(FakeSocket.made).toHaveLength(2);
    latest().push({ id: latest().sent[0]?.id, result: { ok: true, value: 1 } });
    expect(await next).toEqual({ ok: true, value: 1 });
  });

  it('while something listens, reopens a dropped socket on its own after 1, 2, 4 ... s, and pushes flow again', async () => {
    vi.useFakeTimers();
    const api = createWebSocketApi('ws://x', FakeSocket as never);
    const pushes: unknown[] = [];
    api.on('reader.reads', (p) => pushes.push(p));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.made).toHaveLength(1);
    FakeSocket.refuse = true; // the server is away for a while
    latest().drop();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeSocket.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.made).toHaveLength(2); // after 1 s: refused
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeSocket.made).toHaveLength(3); // after 2 s more: refused
    FakeSocket.refuse = false;
    await vi.advanceTimersByTimeAsync(4000);
    expect(FakeSocket.made).toHaveLength(4); // after 4 s more: open
    latest().push({ event: 'reader.reads', payload: 'again' });
    expect(pushes).toEqual(['again']);
    // Open again: the pause starts over at 1 s on the next drop.
    latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.made).toHaveLength(5);
  });

  it('does not reopen on its own when nothing listens any more', async () => {
    vi.useFakeTimers();
    const api = createWebSocketApi('ws://x', FakeSocket as never);
    const off = api.on('reader.reads', () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    off();
    latest().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.made).toHaveLength(1);
  });
});
