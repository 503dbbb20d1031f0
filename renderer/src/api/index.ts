// Process: renderer. Picks the transport once at start: the preload's `window.stocktake` in Electron, otherwise
// the browser-mode WebSocket on the page's own origin. Everything above this sees one StocktakeApi.
import type { StocktakeApi } from '../../../contract';
import { createWebSocketApi } from './ws-client';

export function pickApi(win: Window = window): StocktakeApi {
  if (win.stocktake) return win.stocktake;
  const scheme = win.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return createWebSocketApi(`${scheme}//${win.location.host}/ws`);
}

export type { StocktakeApi };
