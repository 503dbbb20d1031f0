// Process: main (domain, Electron-free). The one event shape every reader source produces, whatever the hardware.
// `reader` is the id of the reader an event came from (the port path, "simulator", "sim-2", "keyboard" for wedge
// scans): the framers leave it out, the manager (manager.ts) stamps it on every event it passes on.

export type ReaderState = 'connecting' | 'connected' | 'disconnected' | 'reconnecting' | 'error';

export interface EpcEvent {
  type: 'epc';
  /** Upper-case hex, PC word and tag CRC already stripped. */
  hex: string;
  /** dBm, negative; absent when the protocol does not report it. */
  rssi?: number;
  antenna?: number;
  /** Protocol-control word as 4 upper-case hex digits, when the reader reports it. */
  pc?: string;
  /** Epoch milliseconds when the bytes arrived (one timestamp per chunk keeps the hot path cheap). */
  at: number;
  reader?: string;
}

export interface BarcodeEvent {
  type: 'barcode';
  text: string;
  /** AIM symbology identifier such as `]E0` or `]C1`, when the scanner sends one. */
  symbologyId?: string;
  at: number;
  reader?: string;
}

export interface StatusEvent {
  type: 'status';
  state: ReaderState;
  detail?: string;
  reader?: string;
}

export interface ErrorEvent {
  type: 'error';
  code: string;
  message: string;
  reader?: string;
}

export type ReaderEvent = EpcEvent | BarcodeEvent | StatusEvent | ErrorEvent;

/** Counters kept by every framer; support staff read them to judge a cable or a reader. */
export interface FramerStats {
  bytes: number;
  frames: number;
  badFrames: number;
  epcs: number;
  barcodes: number;
  /** Completed replies to a poll (polled protocols advance their poll loop on this). */
  replies: number;
}

export const emptyStats = (): FramerStats => ({ bytes: 0, frames: 0, badFrames: 0, epcs: 0, barcodes: 0, replies: 0 });
