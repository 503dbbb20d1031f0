// Process: main (browser mode, Electron-free). The browser-mode transport: a loopback-only HTTP server for the
// built renderer and a WebSocket carrying the same contract as Electron IPC, through the same dispatcher.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { SCAN_TEXT_MAX, SCAN_TEXTS_MAX } from '../../contract/request';
import { fail } from '../../contract/result';
import { createLogger, type Logger } from '../../domain/shared/logger';
import { contentSecurityPolicy } from '../app/csp';
import type { Dispatch } from '../ipc/dispatch';
import type { EventHub } from '../ipc/events';
import { createGuard, type Guard, redirectPathOf } from './guard';
import { readStaticFile } from './static-files';

export const WS_PATH = '/ws';
/** The most bytes JSON.stringify writes for one UTF-16 unit of a string: a control character or a lone surrogate. */
const JSON_UNIT_MAX_BYTES = 6;
/** Room around the texts: id, method name, the session or draft id, brackets (a few hundred bytes; kept generous). */
const ENVELOPE_BYTES = 64 * 1024;
/**
 * The frame limit, derived from the contract's biggest request: a scan of SCAN_TEXTS_MAX texts of SCAN_TEXT_MAX
 * units each, every unit at its worst JSON escape, plus quotes and commas (about 30 MB). A valid request never
 * drops the socket; a bigger frame still closes only its own connection (1009). Loopback only, behind the secret.
 */
export const MAX_MESSAGE_BYTES = SCAN_TEXTS_MAX * (SCAN_TEXT_MAX * JSON_UNIT_MAX_BYTES + 3) + ENVELOPE_BYTES;

export interface BrowserServerOptions {
  dispatch: Dispatch;
  events: EventHub;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** 0 picks a free port. */
  port?: number;
  /** Tests may fix the secret; normally 32 random bytes per launch. */
  secret?: string;
  logger?: Logger;
}

export interface BrowserServer {
  /** The URL to open: carries the secret once; the server swaps it for a cookie and redirects. */
  url: string;
  origin: string;
  port: number;
  secret: string;
  close(): Promise<void>;
}

export async function startBrowserServer(opts: BrowserServerOptions): Promise<BrowserServer> {
  const log = opts.logger ?? createLogger('web.server');
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  // An 'error' event without a listener throws and ends the process: every emitter here gets one.
  wss.on('error', (err) => log.error('websocket server error', { error: String(err) }));
  let guard: Guard | null = null;
  const server = createServer((req, res) => {
    if (!guard) return refuse(res, 503, 'Starting.');
    handleHttp(req, res, guard, opts.rendererDir).catch((err) => {
      log.error('request failed', { error: String(err) });
      if (!res.headersSent) refuse(res, 500, 'Internal error.');
    });
  });
  server.on('upgrade', (req, socket, head) => {
    // Node drops its own listener once a request asks to upgrade; a reset before ws takes over must not throw.
    socket.on('error', (err) => log.debug('upgrade socket error', { error: String(err) }));
    if (!guard || !upgradeAllowed(req, guard)) {
      log.warn('websocket refused', { origin: req.headers.origin ?? null, url: (req.url ?? '').split('?')[0] });
      return rejectUpgrade(socket);
    }
    wss.handleUpgrade(req, socket, head, (ws) => serveSocket(ws, opts.dispatch, log));
  });

  const unsubscribe = opts.events.subscribe((event, payload) => {
    const frame = JSON.stringify({ event, payload });
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.send(frame);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      server.on('error', (err) => log.error('browser-mode server error', { error: String(err) }));
      resolve();
    });
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('browser-mode server has no port');
  guard = createGuard(address.port, opts.secret);
  const g = guard;

  return {
    url: `${g.origin}/?secret=${g.secret}`,
    origin: g.origin,
    port: address.port,
    secret: g.secret,
    async close() {
      unsubscribe();
      for (const client of wss.clients) client.terminate();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}

function securityHeaders(res: ServerResponse, origin: string): void {
  const wsOrigin = origin.replace(/^http:/, 'ws:');
  res.setHeader('Content-Security-Policy', contentSecurityPolicy([wsOrigin]));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Cache-Control', 'no-store');
}

function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`${text}\n`);
}

async function handleHttp(req: IncomingMessage, res: ServerResponse, guard: Guard, rendererDir: string) {
  if (!guard.sameOrigin(req, false)) return refuse(res, 403, 'Forbidden: wrong host or origin.');
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, 'Method not allowed.');
  const url = new URL(req.url ?? '/', guard.origin);
  const offered = url.searchParams.get('secret');
  if (offered !== null) {
    if (!guard.secretMatches(offered)) return refuse(res, 403, 'Forbidden: this link is not from this launch.');
    // Swap the secret for a cookie and drop it from the address bar and history.
    const location = redirectPathOf(url.pathname);
    res.writeHead(303, { 'Set-Cookie': guard.cookieHeader(), Location: location, 'Cache-Control': 'no-store' });
    return res.end();
  }
  if (!guard.hasSecretCookie(req)) {
    return refuse(res, 403, 'Forbidden: open the address printed by `npm run start:web` (it carries the secret).');
  }
  const file = await readStaticFile(rendererDir, url.pathname);
  if (!file) return refuse(res, 404, 'Not found.');
  securityHeaders(res, guard.origin);
  res.writeHead(200, { 'Content-Type': file.contentType, 'Content-Length': file.body.length });
  res.end(req.method === 'HEAD' ? undefined : file.body);
}

function upgradeAllowed(req: IncomingMessage, guard: Guard): boolean {
  const path = (req.url ?? '').split('?')[0];
  return path === WS_PATH && guard.sameOrigin(req, true) && guard.hasSecretCookie(req);
}

function rejectUpgrade(socket: Duplex): void {
  socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  socket.destroy();
}

function serveSocket(ws: WebSocket, dispatch: Dispatch, log: Logger): void {
  // A protocol error (a frame over MAX_MESSAGE_BYTES: 1009, invalid UTF-8: 1007, a bad close code or an
  // unmasked frame: 1002) reaches here after ws has sent that close code and is ending this socket; only this
  // connection ends (the page reconnects). Socket errors (a reset mid-message) ws handles by closing alone.
  ws.on('error', (err: Error & { code?: string }) => {
    log.warn('websocket protocol error: closing this connection', { code: err.code ?? null, error: err.message });
  });
  ws.on('close', (code) => {
    if (code !== 1000 && code !== 1001) log.info('websocket closed', { code });
  });
  ws.on('message', async (data, isBinary) => {
    let id: unknown = null;
    try {
      if (isBinary) throw new Error('binary frame');
      const message = JSON.parse(data.toString()) as { id?: unknown; method?: unknown; args?: unknown };
      id = message?.id;
      if (typeof id !== 'number' && typeof id !== 'string') throw new Error('missing id');
      const result = await dispatch(message.method, message.args);
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify({ id, result }));
    } catch (err) {
      log.warn('malformed websocket message', { error: String(err) });
      if (ws.readyState === ws.OPEN) {
        ws.send(
          JSON.stringify({
            id: typeof id === 'number' || typeof id === 'string' ? id : null,
            result: fail('bad_message', 'The message could not be read.'),
          }),
        );
      }
    }
  });
}
