// Process: test (node). Browser-mode transport security against the real server on loopback: the per-launch
// secret, Host and Origin are enforced for HTTP and for the WebSocket upgrade; the contract still validates.

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Handlers } from '../../../contract';
import { createDispatcher } from '../../../hosts/ipc/dispatch';
import { createEventHub } from '../../../hosts/ipc/events';
import { type BrowserServer, startBrowserServer } from '../../../hosts/web/server';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Resolves with the HTTP status of a refused upgrade, or 101 when the socket opened. */
function tryWebSocket(url: string, headers: Record<string, string>): Promise<{ status: number; ws?: WebSocket }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.once('open', () => resolve({ status: 101, ws }));
    ws.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    ws.once('error', () => resolve({ status: -1 }));
  });
}

function nextMessage(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
}

describe('browser-mode server security', () => {
  let dir: string;
  let server: BrowserServer;
  let events: ReturnType<typeof createEventHub>;
  let good: Record<string, string>;
  let cookie: string;
  const handled: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stocktake-web-'));
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>ok</title>');
    await writeFile(join(tmpdir(), 'stocktake-outside.html'), 'outside');
    events = createEventHub();
    const handlers = {
      'app.info': () => {
        handled.push('app.info');
        return { mode: 'browser', version: 'test' };
      },
    } as unknown as Handlers;
    server = await startBrowserServer({ dispatch: createDispatcher(handlers), events, rendererDir: dir, port: 0 });
    cookie = `stocktake_${server.port}=${server.secret}`;
    good = { Host: `127.0.0.1:${server.port}`, Cookie: cookie };
  });
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uses a 32-byte random secret and listens on loopback only', () => {
    expect(server.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(server.origin).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.url).toBe(`${server.origin}/?secret=${server.secret}`);
  });

  it('swaps the secret from the printed URL for an HttpOnly SameSite=Strict cookie', async () => {
    const reply = await get(server.port, `/?secret=${server.secret}`, { Host: good.Host! });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe('/');
    expect(String(reply.headers['set-cookie'])).toBe(`${cookie}; HttpOnly; SameSite=Strict; Path=/`);
  });

  it.each([
    ['/..//evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['/\\/evil.example', '/'],
    ['/./%2e%2e//evil.example/x', '/'],
    ['/assets/../index.html', '/index.html'],
    ['/lookup', '/lookup'],
  ])('after the swap, %s redirects to %s on this origin, never to another host', async (path, location) => {
    const reply = await get(server.port, `${path}?secret=${server.secret}`, { Host: good.Host! });
    expect(reply.status).toBe(303);
    expect(reply.headers.location).toBe(location);
    expect(String(reply.headers.location)).toMatch(/^\/(?![/\\])/);
  });

  it('lets the page in when one of two cookies with our name holds the secret, in either order', async () => {
    const stale = `stocktake_${server.port}=${'e'.repeat(64)}`;
    expect((await get(server.port, '/', { Host: good.Host!, Cookie: `${stale}; ${cookie}` })).status).toBe(200);
    expect((await get(server.port, '/', { Host: good.Host!, Cookie: `${cookie}; ${stale}` })).status).toBe(200);
    expect((await get(server.port, '/', { Host: good.Host!, Cookie: `${stale}; ${stale}x` })).status).toBe(403);
    const { status, ws } = await tryWebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      Origin: server.origin,
      Cookie: `${stale}; ${cookie}`,
    });
    expect(status).toBe(101);
    ws?.close();
  });

  it('serves the renderer with the secret cookie, with a strict CSP', async () => {
    const reply = await get(server.port, '/', good);
    expect(reply.status).toBe(200);
    expect(reply.body).toContain('<title>ok</title>');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${server.port}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['no secret at all', () => ({ path: '/', headers: { Host: good.Host! } })],
    ['a wrong secret in the URL', () => ({ path: `/?secret=${'0'.repeat(64)}`, headers: { Host: good.Host! } })],
    [
      'a truncated secret in the URL',
      () => ({ path: `/?secret=${server.secret.slice(0, 63)}`, headers: { Host: good.Host! } }),
    ],
    [
      'a wrong secret cookie',
      () => ({ path: '/', headers: { Host: good.Host!, Cookie: `stocktake_${server.port}=${'f'.repeat(64)}` } }),
    ],
    [
      'the cookie under another port name',
      () => ({ path: '/', headers: { Host: good.Host!, Cookie: `stocktake_1=${server.secret}` } }),
    ],
    ['a foreign Origin', () => ({ path: '/', headers: { ...good, Origin: 'http://evil.example' } })],
    [
      'a look-alike Origin',
      () => ({ path: '/', headers: { ...good, Origin: `http://127.0.0.1:${server.port}.evil.example` } }),
    ],
    [
      'the localhost Origin (not ours)',
      () => ({ path: '/', headers: { ...good, Origin: `http://localhost:${server.port}` } }),
    ],
    ['a null Origin', () => ({ path: '/', headers: { ...good, Origin: 'null' } })],
    ['a rebinding Host', () => ({ path: '/', headers: { Host: `evil.example:${server.port}`, Cookie: cookie } })],
    ['a cross-site fetch', () => ({ path: '/', headers: { ...good, 'Sec-Fetch-Site': 'cross-site' } })],
    [
      'the right secret from a foreign Origin',
      () => ({ path: `/?secret=${server.secret}`, headers: { Host: good.Host!, Origin: 'http://evil.example' } }),
    ],
  ])('refuses HTTP with %s (403)', async (_label, make) => {
    const { path, headers } = make();
    const reply = await get(server.port, path, headers);
    expect(reply.status).toBe(403);
    expect(reply.body).not.toContain('<title>ok</title>');
    expect(reply.headers['set-cookie']).toBeUndefined();
  });

  it('allows only GET and HEAD, and never leaves the renderer folder', async () => {
    expect((await get(server.port, '/', good, 'POST')).status).toBe(405);
    expect((await get(server.port, '/../stocktake-outside.html', good)).status).toBe(404);
    expect((await get(server.port, '/%2e%2e/stocktake-outside.html', good)).status).toBe(404);
    expect((await get(server.port, '/assets/missing.js', good)).status).toBe(404);
  });

  it.each([
    ['no Origin', () => ({ Cookie: cookie })],
    ['a foreign Origin', () => ({ Cookie: cookie, Origin: 'http://evil.example' })],
    ['the right Origin but no secret', () => ({ Origin: server.origin })],
    [
      'the right Origin and a wrong secret',
      () => ({ Origin: server.origin, Cookie: `stocktake_${server.port}=${'0'.repeat(64)}` }),
    ],
  ])('refuses the WebSocket upgrade with %s (403)', async (_label, make) => {
    const { status } = await tryWebSocket(`ws://127.0.0.1:${server.port}/ws`, make());
    expect(status).toBe(403);
    expect(handled).toEqual([]);
  });

  it('carries the contract over the WebSocket: results, validation, malformed frames and pushed events', async () => {
    const { status, ws } = await tryWebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      Origin: server.origin,
      Cookie: cookie,
    });
    expect(status).toBe(101);
    const socket = ws!;
    try {
      let reply = nextMessage(socket);
      socket.send(JSON.stringify({ id: 1, method: 'app.info', args: {} }));
      expect(await reply).toEqual({ id: 1, result: { ok: true, value: { mode: 'browser', version: 'test' } } });

      reply = nextMessage(socket);
      socket.send(JSON.stringify({ id: 2, method: 'app.info', args: { sneaky: true } }));
      expect(await reply).toMatchObject({ id: 2, result: { ok: false, error: { code: 'invalid_argument' } } });

      reply = nextMessage(socket);
      socket.send('{not json');
      expect(await reply).toMatchObject({ id: null, result: { ok: false, error: { code: 'bad_message' } } });

      reply = nextMessage(socket);
      events.emit('connection.changed', { state: 'online' });
      expect(await reply).toEqual({ event: 'connection.changed', payload: { state: 'online' } });
      expect(handled).toEqual(['app.info']);
    } finally {
      socket.close();
    }
  });
});
