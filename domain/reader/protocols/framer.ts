// Process: main (domain, Electron-free). The contract every protocol adapter implements: bytes in, events out,
// state kept between chunks, so the same code runs on serialport, a capture file, the mock binding and a PTY.
import type { FramerStats, ReaderEvent } from '../events';

export type ProtocolName = 'tsl' | 'chafon' | 'm100' | 'lines';
export const PROTOCOL_NAMES: readonly ProtocolName[] = ['tsl', 'chafon', 'm100', 'lines'];

/** `E` is what a frame decodes to: reader events here, scale readings in domain/scale. */
export interface Framer<E = ReaderEvent> {
  readonly stats: FramerStats;
  /** Appends the events decoded from `chunk` to `out`; `at` stamps them (one clock read per chunk). */
  push(chunk: Uint8Array, out: E[], at?: number): void;
  /**
   * The line went quiet: emit a record still waiting for its last field and treat bytes that cannot complete
   * a frame as garbage, so a stray length byte never stalls the stream.
   */
  flush(out: E[], at?: number): void;
  /** Bytes held for an unfinished frame or line; bounded by MAX_CARRY whatever arrives. */
  readonly pendingBytes: number;
}

/** One simulated or captured read, the input of every protocol encoder. */
export type SimRead =
  | { kind: 'epc'; hex: string; rssi?: number; pc?: string; antenna?: number }
  | { kind: 'barcode'; text: string; symbologyId?: string };

/** Largest partial frame or line kept between chunks: a flood of garbage cannot grow memory past this. */
export const MAX_CARRY = 4096;

const HEX = /^[0-9A-F]+$/;

/** An EPC as readers send it: hex, whole 16-bit words, at most 496 bits. */
export function isEpcHex(hex: string): boolean {
  return hex.length >= 4 && hex.length <= 124 && hex.length % 4 === 0 && HEX.test(hex);
}

export const toHex4 = (word: number): string => word.toString(16).toUpperCase().padStart(4, '0');
