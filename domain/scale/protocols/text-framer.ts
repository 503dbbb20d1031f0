// Process: main (domain, Electron-free). The serial scales' framing: the reader layer's line framer (CR, LF or
// CRLF; an over-long line dropped; a partial line carried between chunks) with a decoder per format. Lines are read
// as latin1, byte for byte, because CAS's lamp-status byte has its top bit set.
import { emptyStats } from '../../reader/events';
import type { Framer } from '../../reader/protocols/framer';
import { createLineFramer } from '../../reader/protocols/line-framer';
import type { ScaleFrame } from '../reading';

/** A frame; 'skip' for a whole line that carries no weight (an acknowledgement, a count in pieces); undefined for
 * a line that is not the format at all (counted as a bad frame: garbage, or the scale set to another format). */
export type LineDecoder = (line: string, at: number) => ScaleFrame | 'skip' | undefined;

export function createScaleTextFramer(decode: LineDecoder): Framer<ScaleFrame> {
  const stats = emptyStats();
  return createLineFramer<ScaleFrame>(
    stats,
    (buf, start, end, out, at) => {
      const frame = decode(buf.toString('latin1', start, end), at);
      if (frame === undefined) {
        stats.badFrames++;
        return;
      }
      stats.frames++;
      if (frame !== 'skip') out.push(frame);
    },
    () => stats.badFrames++,
    // A scale line is whole only with its terminator: nothing waits for a next line, so idle has nothing to emit.
    () => {},
  );
}

/** A number as the formats print it: sign, digits, decimal point, spaces between sign and digits. */
export function parseFigure(text: string): number | undefined {
  const compact = text.replace(/ /g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(compact)) return undefined;
  return Number(compact);
}
