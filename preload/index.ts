// Process: preload (sandboxed, bundled). Exposes exactly the IPC contract as `window.stocktake`: invoke a request
// by name, subscribe to a push event. Never ipcRenderer itself, never the IpcRendererEvent.
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import type { StocktakeApi } from '../contract';
import { EVENT_CHANNEL, EVENT_NAMES, INVOKE_CHANNEL } from '../contract/channels';

const api = {
  invoke: (name, args) => ipcRenderer.invoke(INVOKE_CHANNEL, name, args),
  on(event, listener) {
    if (!(EVENT_NAMES as readonly string[]).includes(event)) throw new Error(`Unknown event "${String(event)}"`);
    // One wrapper per subscription, removed by the very closure that was added.
    const wrapper = (_e: IpcRendererEvent, name: unknown, payload: unknown) => {
      if (name === event) (listener as (p: unknown) => void)(payload);
    };
    ipcRenderer.on(EVENT_CHANNEL, wrapper);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, wrapper);
    };
  },
} satisfies StocktakeApi;

contextBridge.exposeInMainWorld('stocktake', api);
