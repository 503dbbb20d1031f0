// Process: test (renderer logic under node). An in-memory fake of the IPC contract: scripted results per request,
// a record of calls, and push events on demand. The store under test cannot tell it from the real transport.
import type { EventName, EventPayload, InvokeArgs, InvokeResult, RequestName, StocktakeApi } from '../../../contract';

type Responder<K extends RequestName> = (args: InvokeArgs<K>) => InvokeResult<K> | Promise<InvokeResult<K>>;

export interface FakeApi extends StocktakeApi {
  calls: { name: RequestName; args: unknown }[];
  respond<K extends RequestName>(name: K, responder: Responder<K>): void;
  push<E extends EventName>(event: E, payload: EventPayload<E>): void;
  listenerCount(): number;
}

export function createFakeApi(): FakeApi {
  const responders = new Map<RequestName, Responder<RequestName>>();
  const listeners = new Map<string, Set<(p: unknown) => void>>();
  const calls: { name: RequestName; args: unknown }[] = [];
  return {
    calls,
    respond(name, responder) {
      responders.set(name, responder as unknown as Responder<RequestName>);
    },
    async invoke(name, args) {
      calls.push({ name, args });
      const responder = responders.get(name);
      if (!responder) return { ok: false, error: { code: 'not_scripted', message: `no fake for ${name}` } } as never;
      return (await responder(args as never)) as never;
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      const l = listener as (p: unknown) => void;
      set.add(l);
      return () => {
        set.delete(l);
      };
    },
    push(event, payload) {
      for (const l of listeners.get(event) ?? []) l(payload);
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
}
