// Process: renderer (pure TS). How a reader is named on screen when several feed one count: its short label
// (contract/reader.ts readerLabel: "Sim 1", "Sim 2", "ttyUSB0", "Keyboard") and one of four chip colours. The colour
// only helps the eye tell two readers apart at a glance; the label always says it in words.
import { readerLabel } from '../../../contract/reader';

export const READER_HUES = 4;

export interface ReaderChip {
  id: string;
  label: string;
  /** 0..READER_HUES-1: the chip's CSS class `reader-hue-<n>`. */
  hue: number;
}

/** A simulator's number picks its colour (Sim 1 and Sim 2 always differ); a port's name is hashed. */
export function readerChip(id: string): ReaderChip {
  const sim = id === 'simulator' ? 1 : Number(/^sim-(\d+)$/.exec(id)?.[1] ?? Number.NaN);
  const hash = [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 0);
  const hue = id === 'keyboard' ? READER_HUES - 1 : Number.isNaN(sim) ? hash % READER_HUES : (sim - 1) % READER_HUES;
  return { id, label: readerLabel(id), hue };
}
