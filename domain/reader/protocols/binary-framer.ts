// Process: main (domain, Electron-free). What the binary protocols (Chafon, M100) add to the chunk core: a tail
// past MAX_CARRY is garbage, and idle drops carried bytes one at a time. Each adapter supplies only its scan over
// whole frames, so carry bounds and resync after garbage behave the same.
import type { FramerStats } from '../events';
import { type ChunkRules, createChunkFramer } from './chunk-framer';
import { type Framer, MAX_CARRY } from './framer';

/** Decodes whole frames from buf; returns where the unfinished tail starts (buf.length when none). */
export type FrameScan = ChunkRules['scan'];

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
  return createChunkFramer(stats, {
    scan,
    keepTail(bytes) {
      if (bytes <= MAX_CARRY) return true;
      skip();
      return false;
    },
    flush(out, at, takeCarry) {
      // Whatever cannot complete is garbage; drop one byte at a time so frames behind a stray length survive.
      let buf = takeCarry();
      while (buf.length > 0) {
        const rest = scan(buf, out, at);
        if (rest >= buf.length) break;
        skip();
        buf = buf.subarray(rest + 1);
      }
      if (buf.length > 0) onFlushedPartial?.();
    },
  });
}
