// Process: test (node). One browser-mode instance for the soak, driven over its own WebSocket protocol (what the page
// sends, without a browser: cheaper on a small machine): started on its own data folder, signed in to the service
// through the fault proxy as a "real" service, with the working store chosen and the catalog synced.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import type { RequestName } from '../../../contract';
import { type BrowserMode, startBrowserMode } from '../../../hosts/web/browser-mode';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';

export type CallResult = { ok: true; value: unknown } | { ok: false; error: { code: string; message: string } };

export interface SoakInstance {
  name: string;
  dataDir: string;
  app: BrowserMode;
  /** One request over a WebSocket (a new socket per `socket` index, so two tabs can act at once). */
  call<T = unknown>(method: RequestName, args: unknown, socket?: number): Promise<T>;
  /** Like call, but answers the dispatcher's result as is (refusals included). */
  raw(method: RequestName, args: unknown, socket?: number): Promise<CallResult>;
  close(): Promise<void>;
}

/** On a new data folder, or on `dataDir` (the CLI's, to settle what the CLI cannot: the app on the same folder). */
export async function startSoakInstance(
  name: string,
  proxyUrl: string,
  storeId: string,
  dataDir = mkdtempSync(join(tmpdir(), `stocktake-soak-${name}-`)),
): Promise<SoakInstance> {
  // No renderer is served: the soak speaks the WebSocket protocol only.
  const app = await startBrowserMode({ dataDir, rendererDir: join(dataDir, 'no-renderer'), version: 'soak', port: 0 });
  const server = app.server;
  const cookie = `stocktake_${server.port}=${server.secret}`;
  const sockets = new Map<number, Promise<WebSocket>>();
  const waiting = new Map<number, (r: CallResult) => void>();
  let nextId = 1;

  const open = (n: number): Promise<WebSocket> => {
    const existing = sockets.get(n);
    if (existing) return existing;
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/ws`, {
      headers: { Origin: server.origin, Cookie: cookie },
    });
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data)) as { id?: number; result?: CallResult };
      if (msg.id === undefined) return;
      waiting.get(msg.id)?.(msg.result as CallResult);
      waiting.delete(msg.id);
    });
    const ready = new Promise<WebSocket>((resolve, reject) => {
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });
    sockets.set(n, ready);
    return ready;
  };

  const raw = async (method: RequestName, args: unknown, socket = 0): Promise<CallResult> => {
    const ws = await open(socket);
    const id = nextId++;
    const answer = new Promise<CallResult>((resolve) => waiting.set(id, resolve));
    ws.send(JSON.stringify({ id, method, args }));
    return answer;
  };
  const call = async <T>(method: RequestName, args: unknown, socket = 0): Promise<T> => {
    const r = await raw(method, args, socket);
    if (!r.ok) throw new Error(`${name}: ${method} failed: ${r.error.code}: ${r.error.message}`);
    return r.value as T;
  };

  await call('auth.signIn', {
    connection: { kind: 'real', authUrl: `${proxyUrl}/auth`, baseUrl: proxyUrl, clientId: DEMO_CLIENT_ID },
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
  });
  await call('stores.choose', { storeId });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await call<{ state: string }>('catalog.status', {});
    if (status.state === 'ready') break;
    if (Date.now() > deadline) throw new Error(`${name}: catalog not ready after 60 s (${status.state})`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    name,
    dataDir,
    app,
    call,
    raw,
    async close() {
      for (const s of sockets.values()) (await s).terminate();
      await app.close();
    },
  };
}
