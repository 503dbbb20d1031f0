// Process: renderer (browser mode). The contract over the browser-mode WebSocket: `{id, method, args}` out,
// `{id, result}` and `{event, payload}` in. Same typed interface as the Electron preload.
// A dropped socket (the PC slept, the network stack reset) is reopened: at once by the next request, and, while
// anything listens for pushes (reader reads, sync progress), after 1, 2, 4 ... 10 s on its own, so the screen
// does not silently stop following the reader.
import type { EventName, StocktakeApi } from '../../../contract';
import type { Result } from '../../../contract/result';

type Listener = (payload: unknown) => void;
const DISCONNECTED: Result<never> = {
  ok: false,
  error: {
    code: 'disconnected',
    message: 'Lost the connection to the Stocktake server. Check that it still runs, then reload the page.',
  },
};

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 10_000;

export function createWebSocketApi(url: string, WebSocketImpl: typeof WebSocket = WebSocket): StocktakeApi {
  const pending = new Map<number, (result: Result<unknown>) => void>();
  const listeners = new Map<string, Set<Listener>>();
  let nextId = 1;
  let socket: Promise<WebSocket> | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const listening = () => [...listeners.values()].some((set) => set.size > 0);

  /** While pushes are wanted, reopens the socket after a growing pause. */
  function reconnectLater(): void {
    if (retryTimer !== null || !listening()) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => reconnectLater());
    }, retryMs);
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
  }

  function connect(): Promise<WebSocket> {
    if (socket) return socket;
    socket = new Promise((resolve, reject) => {
      const ws = new WebSocketImpl(url);
      ws.onopen = () => {
        retryMs = RETRY_FIRST_MS;
        resolve(ws);
      };
      ws.onerror = () => reject(new Error('websocket error'));
      ws.onclose = () => {
        socket = null;
        for (const settle of pending.values()) settle(DISCONNECTED);
        pending.clear();
        reconnectLater();
      };
      ws.onmessage = (message) => receive(String(message.data));
    });
    socket.catch(() => {
      socket = null;
    });
    return socket;
  }

  function receive(text: string): void {
    let frame: { id?: unknown; result?: Result<unknown>; event?: unknown; payload?: unknown };
    try {
      frame = JSON.parse(text);
    } catch {
      return;
    }
    if (typeof frame.event === 'string') {
      for (const listener of listeners.get(frame.event) ?? []) listener(frame.payload);
      return;
    }
    if (typeof frame.id === 'number' && frame.result) {
      pending.get(frame.id)?.(frame.result);
      pending.delete(frame.id);
    }
  }

  const api: StocktakeApi = {
    async invoke(name, args) {
      let ws: WebSocket;
      try {
        ws = await connect();
      } catch {
        return DISCONNECTED;
      }
      const id = nextId++;
      const done = new Promise<Result<unknown>>((resolve) => pending.set(id, resolve));
      ws.send(JSON.stringify({ id, method: name, args }));
      return done as never;
    },
    on(event: EventName, listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      listeners.set(event, set);
      const wrapped = listener as Listener;
      set.add(wrapped);
      // Events only flow over an open socket: connect now so pushes are not missed before the first request.
      void connect().catch(() => undefined);
      return () => {
        set.delete(wrapped);
      };
    },
  };
  return api;
}
