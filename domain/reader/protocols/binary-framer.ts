// Process: main (domain, Electron-free). The push/flush shell shared by the binary protocols (Chafon, M100): each
// adapter supplies only its scan over whole frames, so carry bounds and resync after garbage behave the same.
import type { FramerStats, ReaderEvent } from '../events';
import { Carry, type Framer, MAX_CARRY } from './framer';

/** Decodes whole frames from buf; returns where the unfinished tail starts (buf.length when none). */
export type FrameScan = (buf: Buffer, out: ReaderEvent[], at: number) => number;

export interface FrameSync {
  /** Counts a bad frame once per run of garbage, not once per byte skipped while hunting for the next header. */
  skip(): void;
  /** A good frame ended the garbage run: the next bad byte starts a new one. */
  resync(): void;
}

export function frameSync(stats: FramerStats): FrameSync {
  let discarding = false;
  return {
    skip() {
      if (!discarding) {
        stats.badFrames++;
        discarding = true;
      }
    },
    resync() {
      discarding = false;
    },
  };
}

/**
 * `onFlushedPartial` runs when flush() gave up on carried bytes, for adapters that want that in their log.
 */
export function createBinaryFramer(
  stats: FramerStats,
  scan: FrameScan,
  skip: () => void,
  onFlushedPartial?: () => void,
): Framer {
  const carry = new Carry();
  return {
    stats,
    get pendingBytes() {
      return carry.length;
    },
    push(chunk, out, at = Date.now()) {
      stats.bytes += chunk.length;
      const buf = carry.join(chunk);
      const rest = scan(buf, out, at);
      if (buf.length - rest > MAX_CARRY) {
        skip();
        carry.clear();
      } else carry.keep(buf, rest);
    },
    flush(out, at = Date.now()) {
      // Whatever cannot complete is garbage; drop one byte at a time so frames behind a stray length survive.
      let buf = carry.join(Buffer.alloc(0));
      carry.clear();
      while (buf.length > 0) {
        const rest = scan(buf, out, at);
        if (rest >= buf.length) break;
        skip();
        buf = buf.subarray(rest + 1);
      }
      if (buf.length > 0) onFlushedPartial?.();
    },
  };
}
