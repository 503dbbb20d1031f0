// Process: renderer (types). What the preload exposes: exactly the contract's API.
import type { StocktakeApi } from '../contract';

declare global {
  interface Window {
    /** Present in Electron; absent in browser mode, where renderer/src/api uses the WebSocket instead. */
    stocktake?: StocktakeApi;
  }
}
