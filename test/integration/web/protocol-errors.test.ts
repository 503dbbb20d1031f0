// Process: test (node). A bad WebSocket message closes one connection, never the browser-mode server: frames
// built by hand after a real upgrade (secret cookie, our Origin) get the right close code, are logged, and the
// server keeps answering a client that was connected all along, new clients and plain HTTP.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Handlers } from '../../../contract';
import { createLogger, setLogSink } from '../../../domain/shared/logger';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { createEventHub } from '../../../hosts/ipc/events';
import { type BrowserServer, MAX_MESSAGE_BYTES, startBrowserServer } from '../../../hosts/web/server';
import { sleep } from '../../helpers/waits';
import { closeFrame, frame, OPCODE, openRaw } from './raw-websocket';

const LIMIT = MAX_MESSAGE_BYTES;

function httpStatus(port: number, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/', headers: { Host: `127.0.0.1:${port}`, Cookie: cookie } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function openClient(server: BrowserServer, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      headers: { Origin: server.origin, Cookie: cookie },
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

let nextId = 1;
function askInfo(ws: WebSocket): Promise<unknown> {
  const id = nextId++;
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const reply = JSON.parse(String(data)) as { id?: number };
      if (reply.id !== id) return;
      ws.off('message', onMessage);
      resolve(reply);
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, method: 'app.info', args: {} }));
  });
}

describe('browser-mode server: WebSocket protocol errors', () => {
  let dir: string;
  let server: BrowserServer;
  let cookie: string;
  let bystander: WebSocket;
  const lines: string[] = [];
  let restoreSink: () => void;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stocktake-web-proto-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>ok</title>');
    restoreSink = setLogSink((line) => lines.push(line));
    const handlers = { 'app.info': () => ({ mode: 'browser', version: 'test' }) } as unknown as Handlers;
    server = await startBrowserServer({
      dispatch: createDispatcher(handlers),
      events: createEventHub(),
      rendererDir: dir,
      logger: createLogger('test.web.server'),
    });
    cookie = `stocktake_${server.port}=${server.secret}`;
    bystander = await openClient(server, cookie);
  });
  afterAll(async () => {
    bystander?.close();
    await server?.close();
    restoreSink?.();
    await rm(dir, { recursive: true, force: true });
  });

  /** The connected client, a new client and plain HTTP all still get answers. */
  async function expectServerStillAnswers() {
    const info = { result: { ok: true, value: { mode: 'browser', version: 'test' } } };
    expect(bystander.readyState).toBe(WebSocket.OPEN);
    expect(await askInfo(bystander)).toMatchObject(info);
    const fresh = await openClient(server, cookie);
    try {
      expect(await askInfo(fresh)).toMatchObject(info);
    } finally {
      fresh.close();
    }
    expect(await httpStatus(server.port, cookie)).toBe(200);
  }

  const text = (s: string | Buffer) => frame({ opcode: OPCODE.text, payload: Buffer.from(s) });
  it.each([
    ['a text frame over the limit', 1009, 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH', () => [text('a'.repeat(LIMIT + 1))]],
    [
      'a message over the limit in fragments each under it',
      1009,
      'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      () => [
        frame({ opcode: OPCODE.text, payload: Buffer.alloc(LIMIT / 2 + 1, 0x61), fin: false }),
        frame({ opcode: OPCODE.continuation, payload: Buffer.alloc(LIMIT / 2 + 1, 0x61) }),
      ],
    ],
    ['invalid UTF-8 in a text frame', 1007, 'WS_ERR_INVALID_UTF8', () => [text(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]))]],
    ['a close frame with a reserved code (1005)', 1002, 'WS_ERR_INVALID_CLOSE_CODE', () => [closeFrame(1005)]],
    ['a close frame with an out-of-range code (999)', 1002, 'WS_ERR_INVALID_CLOSE_CODE', () => [closeFrame(999)]],
    [
      'an unmasked frame',
      1002,
      'WS_ERR_EXPECTED_MASK',
      () => [frame({ opcode: OPCODE.text, payload: Buffer.from('{"id":1}'), masked: false })],
    ],
  ])(
    '%s: that connection is closed with %i and logged; the server keeps answering',
    async (_label, code, errCode, build) => {
      const raw = await openRaw(server.port, { origin: server.origin, cookie });
      for (const bytes of build()) raw.socket.write(bytes);
      expect(await raw.closeCode).toBe(code);
      await raw.ended;
      expect(
        lines.some((l) => l.includes('WARN') && l.includes('websocket protocol error') && l.includes(errCode)),
      ).toBe(true);
      await expectServerStillAnswers();
    },
  );

  it('a connection reset in the middle of a message ends only that connection', async () => {
    const raw = await openRaw(server.port, { origin: server.origin, cookie });
    const whole = text('x'.repeat(100_000));
    raw.socket.write(whole.subarray(0, 5_000));
    await sleep(50);
    raw.socket.resetAndDestroy();
    await raw.ended;
    await expectServerStillAnswers();
  });

  it('the secret never reaches the log', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain(server.secret);
  });
});
