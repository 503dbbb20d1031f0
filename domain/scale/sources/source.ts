// Process: main (domain, Electron-free). What any scale source gives: readings in grams (reading.ts), the answers
// to tare and zero where the protocol has them, and a lost source reported once.
import type { FramerStats } from '../../reader/events';
import type { ScaleCommand, ScaleReading, ScaleReply } from '../reading';

export interface ScaleHandlers {
  onReading(reading: ScaleReading): void;
  /** A scale's answer to tare or zero (MT-SICS answers; A&D and HID scales do not). */
  onReply?(reply: ScaleReply): void;
  /** The source ended without being asked to (unplugged, read error); an 'unplugged' reading came just before. */
  onLost(reason: string): void;
}

export interface ScaleSource {
  readonly kind: 'serial' | 'hid' | 'simulator';
  /** The commands this scale takes; `send` of any other returns false. */
  readonly commands: readonly ScaleCommand[];
  /** Rejects when the scale cannot be opened (a PermanentReaderError when retrying cannot help). */
  open(handlers: ScaleHandlers): Promise<void>;
  send(command: ScaleCommand): boolean;
  close(): Promise<void>;
  stats(): FramerStats;
}
