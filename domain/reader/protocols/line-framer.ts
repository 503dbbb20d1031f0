// Process: main (domain, Electron-free). What the text protocols (plain lines, TSL, the serial scales of
// domain/scale) add to the chunk core: CR, LF or CRLF end a line, and an over-long line is dropped up to its end
// rather than carried without bound.
import type { FramerStats, ReaderEvent } from '../events';
import { createChunkFramer } from './chunk-framer';
import type { Framer } from './framer';

const CR = 13;
const LF = 10;
/** Kept below MAX_CARRY, so the carried tail of a line can never reach that bound. */
const MAX_LINE = 512;

/** Handles buf[start..end), a line without its terminator; never empty. */
export type LineHandler<E = ReaderEvent> = (buf: Buffer, start: number, end: number, out: E[], at: number) => void;

/**
 * `onTooLong` counts (and may log) a line that outgrew MAX_LINE; the rest of it, up to the next CR or LF, is
 * skipped. `flush` is the adapter's own: what idle means differs between protocols.
 */
export function createLineFramer<E = ReaderEvent>(
  stats: FramerStats,
  handleLine: LineHandler<E>,
  onTooLong: () => void,
  flush: Framer<E>['flush'],
): Framer<E> {
  let skipping = false;
  return createChunkFramer<E>(stats, {
    scan(buf, out, at) {
      let start = 0;
      const n = buf.length;
      for (let i = 0; i < n; i++) {
        const c = buf[i];
        if (c !== LF && c !== CR) continue;
        if (skipping) skipping = false;
        else if (i > start) handleLine(buf, start, i, out, at);
        start = i + 1;
      }
      return start;
    },
    keepTail(bytes) {
      if (skipping) return false;
      if (bytes <= MAX_LINE) return true;
      onTooLong();
      skipping = true;
      return false;
    },
    flush: (out, at) => flush(out, at),
  });
}
