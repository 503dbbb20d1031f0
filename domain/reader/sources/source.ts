// Process: main (domain, Electron-free). What the reader manager needs from any source of reads.
import type { FramerStats, ReaderEvent } from '../events';

export interface SourceHandlers {
  /** Events decoded from one chunk, in order. */
  onEvents(events: ReaderEvent[]): void;
  /** The source ended without being asked to (unplugged, read error). The manager reconnects. */
  onLost(reason: string): void;
}

export interface ReaderSource {
  readonly kind: 'serial' | 'hid' | 'simulator' | 'capture' | 'wedge';
  /** Rejects with a clear message when the device cannot be opened. */
  open(handlers: SourceHandlers): Promise<void>;
  close(): Promise<void>;
  /** Framer counters, when the source decodes bytes. */
  stats?(): FramerStats;
}
