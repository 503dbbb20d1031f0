// Process: test (node). A tiny real HTTP server on loopback for the client's edge cases that the local
// service never produces on purpose (5xx, garbage bodies, hangs, missing headers).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubHit {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

export async function startStub(
  handler: (req: IncomingMessage, res: ServerResponse, hit: StubHit, n: number) => void,
): Promise<{ url: string; hits: StubHit[]; close(): Promise<void> }> {
  const hits: StubHit[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const hit = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body };
      hits.push(hit);
      handler(req, res, hit, hits.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
