// Process: main (domain, Electron-free). The one framing core under every protocol: it carries the unfinished
// tail of a chunk into the next, counts bytes and reports what it holds; a family (binary-framer.ts,
// line-framer.ts) supplies only how a buffer is scanned, when a tail is too long to keep, and what idle does.
import type { FramerStats, ReaderEvent } from '../events';
import type { Framer } from './framer';

export interface ChunkRules<E = ReaderEvent> {
  /** Decodes what is whole in buf; returns where the unfinished tail starts (buf.length when none). */
  scan(buf: Buffer, out: E[], at: number): number;
  /** Whether a tail of `bytes` is carried into the next chunk; false drops it (the family counts why). */
  keepTail(bytes: number): boolean;
  /** The line went quiet; `takeCarry()` hands over the bytes held and forgets them. */
  flush(out: E[], at: number, takeCarry: () => Buffer): void;
}

const EMPTY = Buffer.alloc(0);

export function createChunkFramer<E = ReaderEvent>(stats: FramerStats, rules: ChunkRules<E>): Framer<E> {
  const carry = new Carry();
  const takeCarry = () => {
    const held = carry.join(EMPTY);
    carry.clear();
    return held;
  };
  return {
    stats,
    get pendingBytes() {
      return carry.length;
    },
    push(chunk, out, at = Date.now()) {
      stats.bytes += chunk.length;
      const buf = carry.join(chunk);
      const rest = rules.scan(buf, out, at);
      if (rules.keepTail(buf.length - rest)) carry.keep(buf, rest);
      else carry.clear();
    },
    flush(out, at = Date.now()) {
      rules.flush(out, at, takeCarry);
    },
  };
}

/** Joins the unfinished tail of the previous chunk with the next one. */
class Carry {
  private rest: Buffer | null = null;

  get length(): number {
    return this.rest ? this.rest.length : 0;
  }

  join(chunk: Uint8Array): Buffer {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (!this.rest) return buf;
    const joined = Buffer.concat([this.rest, buf]);
    this.rest = null;
    return joined;
  }

  /** Keeps buf[from..]; copied so a 64 KB chunk is not retained for a few tail bytes. */
  keep(buf: Buffer, from: number): void {
    this.rest = from < buf.length ? Buffer.from(buf.subarray(from)) : null;
  }

  clear(): void {
    this.rest = null;
  }
}
