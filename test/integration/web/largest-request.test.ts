// Process: test (node). The frame limit agrees with the contract: the largest valid scan request (SCAN_TEXTS_MAX
// texts of SCAN_TEXT_MAX characters, each character at its worst JSON escape) goes through a real browser-mode
// WebSocket and the real dispatcher (which checks it against the contract) and gets its answer on the same socket.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Handlers } from '../../../contract';
import { SCAN_TEXT_MAX, SCAN_TEXTS_MAX } from '../../../contract/request';
import { setLogSink } from '../../../domain/shared/logger';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { createEventHub } from '../../../hosts/ipc/events';
import { type BrowserServer, MAX_MESSAGE_BYTES, startBrowserServer } from '../../../hosts/web/server';

let dir: string;
let server: BrowserServer;
let restoreSink = () => {};
const received: { texts: number; longest: number }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stocktake-web-largest-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>ok</title>');
  restoreSink = setLogSink(() => undefined);
  const handlers = {
    'counts.scan': ({ texts }: { texts: string[] }) => {
      const seen = { texts: texts.length, longest: Math.max(...texts.map((t) => t.length)) };
      received.push(seen);
      return seen;
    },
  } as unknown as Handlers;
  server = await startBrowserServer({
    dispatch: createDispatcher(handlers),
    events: createEventHub(),
    rendererDir: dir,
  });
});
afterAll(async () => {
  await server?.close();
  restoreSink();
  await rm(dir, { recursive: true, force: true });
});

it('the largest valid scan request, in worst-case characters, is answered on the same socket', async () => {
  // U+0001 is not trimmed and JSON-escapes to six bytes (\u0001): the most any one character can take.
  const texts = Array.from({ length: SCAN_TEXTS_MAX }, () => '\u0001'.repeat(SCAN_TEXT_MAX));
  const message = JSON.stringify({ id: 1, method: 'counts.scan', args: { sessionId: randomUUID(), texts } });
  expect(Buffer.byteLength(message)).toBeGreaterThan(SCAN_TEXTS_MAX * SCAN_TEXT_MAX * 6);
  expect(Buffer.byteLength(message)).toBeLessThanOrEqual(MAX_MESSAGE_BYTES);

  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
    headers: { Origin: server.origin, Cookie: `stocktake_${server.port}=${server.secret}` },
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  try {
    const reply = await new Promise<unknown>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(String(data))));
      ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
      ws.send(message);
    });
    expect(reply).toEqual({ id: 1, result: { ok: true, value: { texts: SCAN_TEXTS_MAX, longest: SCAN_TEXT_MAX } } });
    expect(received).toHaveLength(1);
    expect(ws.readyState).toBe(WebSocket.OPEN);
  } finally {
    ws.close();
  }
}, 60_000);
