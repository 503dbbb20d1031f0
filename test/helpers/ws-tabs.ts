// Process: test (node). Browser-mode tabs as WebSocket clients of a real browser-mode server: each does the real
// upgrade (our Origin and the per-launch secret cookie) and asks requests of the contract as the renderer does
// (`{id, method, args}` in, `{id, result}` out). Two tabs asking the same thing at once is how a test checks that a
// check-then-act in main runs once per key (DEVELOPERS.md: single flight).
import WebSocket from 'ws';
import type { Result } from '../../contract/result';

export interface TabServer {
  port: number;
  origin: string;
  secret: string;
}

export interface Tab {
  ask<T = unknown>(method: string, args: unknown): Promise<Result<T>>;
  close(): void;
}

let nextId = 1;

export function openTab(server: TabServer): Promise<Tab> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      headers: { Origin: server.origin, Cookie: `stocktake_${server.port}=${server.secret}` },
    });
    ws.once('open', () =>
      resolve({
        ask: <T>(method: string, args: unknown) => ask<T>(ws, method, args),
        close: () => ws.close(),
      }),
    );
    ws.once('error', reject);
  });
}

function ask<T>(ws: WebSocket, method: string, args: unknown): Promise<Result<T>> {
  const id = nextId++;
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const reply = JSON.parse(String(data)) as { id?: number; result: Result<T> };
      if (reply.id !== id) return;
      ws.off('message', onMessage);
      resolve(reply.result);
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, method, args }));
  });
}

/** Asks the same request from every tab at the same moment. */
export const askAtOnce = <T = unknown>(tabs: readonly Tab[], method: string, args: unknown): Promise<Result<T>[]> =>
  Promise.all(tabs.map((t) => t.ask<T>(method, args)));
