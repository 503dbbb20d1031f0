// Process: node (tests). A fault-injecting reverse proxy in front of the local service (plain node:http, one
// origin for Auth and Fetch as in notes B): the network between the app and the service, with the faults the app
// must survive. A lost answer after the service acted, a refusal that never reached it, a hang, a reset. Rules are
// matched per request; `probability` draws from a seeded PRNG so a random run reproduces from its seed.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { VALIDATION_FAILED_MESSAGE } from '../../domain/api/wire/errors';
import { prng } from './prng';

export type Fault =
  /** Forward to the service, let it act and answer in full, then destroy the client socket: the client never hears. */
  | { kind: 'dropAnswer' }
  /** Answer without forwarding (nothing stored). Default body: the service's error shape for that path. */
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /** Forward nothing, hold the socket open `ms` (default: until the client gives up or the proxy closes). */
  | { kind: 'hang'; ms?: number }
  /** Destroy the socket at once (TCP reset), nothing forwarded. */
  | { kind: 'reset' };

export interface FaultRule {
  /** Case-insensitive; any method when absent. */
  method?: string;
  /**
   * A string matches when the path without its query ends with it, case-insensitively (`/receipts` matches
   * `/api/v3/receipts`); a RegExp is tested against the path with its query. Any path when absent.
   */
  path?: RegExp | string;
  /** How often the rule may fire; unlimited when absent. */
  times?: number;
  /** Matching requests let through untouched before the rule fires (the crash tier drops the kth answer). */
  skip?: number;
  /** Chance that a matching request gets the fault (drawn from the seeded PRNG); when it does not, later rules are tried. */
  probability?: number;
  fault: Fault;
}

export interface SeenRequest {
  method: string;
  /** Path with query, as the client sent it. */
  path: string;
  /** What the service answered (also for dropAnswer, which the client never hears), the injected status, or null. */
  status: number | null;
  fault: Fault['kind'] | null;
}

export interface FaultProxy {
  /** http://127.0.0.1:<port>: use as the service's base URL and auth URL base. */
  url: string;
  /** Adds a rule (the first matching rule applies); returns its remover. */
  rule(rule: FaultRule): () => void;
  clear(): void;
  seen(): SeenRequest[];
  close(): Promise<void>;
}

interface LiveRule {
  rule: FaultRule;
  left: number;
  skip: number;
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (rule.path === undefined) return true;
  if (rule.path instanceof RegExp) return rule.path.test(path);
  return (path.split('?')[0] ?? '').toLowerCase().endsWith(rule.path.toLowerCase());
}

/** The body the service itself would send for a failure on that path: the Auth envelope or the Fetch error body. */
function defaultBody(status: number, path: string): unknown {
  const message = status === 422 ? VALIDATION_FAILED_MESSAGE : `Injected ${status} (fault proxy).`;
  if (path.toLowerCase().startsWith('/auth')) return { success: false, result: null, errors: message };
  return { message, errors: status === 422 ? [{ field: 'fault', message: 'Refused by the fault proxy.' }] : null };
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

export async function startFaultProxy(target: string, opts: { seed?: number } = {}): Promise<FaultProxy> {
  const targetUrl = new URL(target);
  const targetOrigin = targetUrl.origin;
  const upstream = new http.Agent({ keepAlive: true });
  const rand = prng(opts.seed ?? 1);
  const rules: LiveRule[] = [];
  const log: SeenRequest[] = [];
  const held = new Set<Socket>();
  let proxyOrigin = '';

  const pick = (method: string, path: string): Fault | null => {
    for (const live of rules) {
      if (live.left <= 0 || !matches(live.rule, method, path)) continue;
      if (live.skip > 0) {
        live.skip--;
        continue;
      }
      if (live.rule.probability !== undefined && rand() >= live.rule.probability) continue;
      live.left--;
      return live.rule.fault;
    }
    return null;
  };

  // The service writes its own origin into nextPageLink; the client only follows links under its base URL.
  const rewrite = (headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders => {
    const out: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      out[name] = Array.isArray(value)
        ? value.map((v) => v.replaceAll(targetOrigin, proxyOrigin))
        : value.replaceAll(targetOrigin, proxyOrigin);
    }
    return out;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, seen: SeenRequest, drop: boolean): void => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: targetUrl.host };
    for (const name of HOP_BY_HOP) delete headers[name];
    const out = http.request(
      { host: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers, agent: upstream },
      (answer) => {
        seen.status = answer.statusCode ?? null;
        if (drop) {
          // The service has acted and answered in full; the client is cut off before a byte of it.
          answer.resume();
          answer.on('end', () => req.socket.destroy());
          return;
        }
        res.writeHead(answer.statusCode ?? 502, rewrite(answer.headers));
        answer.pipe(res);
        // A client that gives up mid-answer must not leave the upstream socket paused forever.
        res.on('close', () => {
          if (!answer.complete) answer.resume();
        });
      },
    );
    out.on('error', (err) => {
      seen.status = 502;
      if (drop) req.socket.destroy();
      else if (res.headersSent) res.destroy();
      else {
        const body = { message: `Fault proxy: the service could not be reached (${err.message}).`, errors: null };
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }
    });
    req.pipe(out);
  };

  const server = http.createServer((req, res) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const fault = pick(method, path);
    const seen: SeenRequest = { method, path, status: null, fault: fault?.kind ?? null };
    log.push(seen);
    if (!fault) return forward(req, res, seen, false);
    switch (fault.kind) {
      case 'dropAnswer':
        return forward(req, res, seen, true);
      case 'reset':
        req.socket.resetAndDestroy();
        return;
      case 'hang': {
        const socket = req.socket;
        held.add(socket);
        socket.on('close', () => held.delete(socket));
        if (fault.ms !== undefined) setTimeout(() => socket.destroy(), fault.ms).unref();
        return;
      }
      case 'status': {
        seen.status = fault.status;
        // Read the request to its end first, so the keep-alive connection stays usable for the next request.
        req.resume();
        req.on('end', () => {
          const body = fault.body ?? defaultBody(fault.status, path);
          const text = typeof body === 'string' ? body : JSON.stringify(body);
          const type = typeof body === 'string' ? 'text/plain' : 'application/json';
          res.writeHead(fault.status, { 'content-type': type, ...fault.headers }).end(text);
        });
        return;
      }
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  proxyOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: proxyOrigin,
    rule(rule) {
      const live: LiveRule = { rule, left: rule.times ?? Number.POSITIVE_INFINITY, skip: rule.skip ?? 0 };
      rules.push(live);
      return () => {
        const i = rules.indexOf(live);
        if (i >= 0) rules.splice(i, 1);
      };
    },
    clear() {
      rules.length = 0;
    },
    seen: () => log.slice(),
    async close() {
      for (const socket of held) socket.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      upstream.destroy();
    },
  };
}
