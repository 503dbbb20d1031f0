// Process: main (IPC carrier, Electron-free). The one push-event emitter. Main's services emit here; each transport
// (Electron webContents, browser-mode WebSocket) subscribes once and forwards.
import type { EventName, EventPayload } from '../../contract';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface EventHub {
  emit<E extends EventName>(event: E, payload: EventPayload<E>): void;
  /** Returns the unsubscribe function for exactly this listener. */
  subscribe(listener: EventListener): () => void;
}

export function createEventHub(): EventHub {
  const listeners = new Set<EventListener>();
  return {
    emit(event, payload) {
      // A failing transport (closed socket, destroyed window) must not stop the others.
      for (const listener of [...listeners]) {
        try {
          listener(event, payload);
        } catch {
          /* the transport logs its own failures */
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
