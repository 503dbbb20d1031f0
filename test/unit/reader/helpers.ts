// Process: node (tests). Runs a framer over chunks and collects what it emits, minus the timestamps.
import type { ReaderEvent } from '../../../domain/reader/events';
import type { Framer } from '../../../domain/reader/protocols';
import { prng } from '../../helpers/prng';

export type Plain = Record<string, unknown>;

export function strip(events: readonly ReaderEvent[]): Plain[] {
  return events.map((e) => {
    const { at: _at, ...rest } = e as ReaderEvent & { at?: number };
    return rest;
  });
}

export function run(framer: Framer, chunks: readonly Uint8Array[], flush = true): Plain[] {
  const out: ReaderEvent[] = [];
  for (const c of chunks) framer.push(c, out, 1);
  if (flush) framer.flush(out, 1);
  return strip(out);
}

/** Every byte as its own chunk: the worst split a serial driver can produce. */
export const bytewise = (buf: Buffer): Buffer[] => [...buf].map((b) => Buffer.of(b));

/** Deterministic pseudo-random bytes (test/helpers/prng.ts), so a failing case can be replayed. */
export function noise(length: number, seed = 1, exclude: number[] = []): Buffer {
  const buf = Buffer.alloc(length);
  const random = prng(seed);
  for (let i = 0; i < length; i++) {
    do buf[i] = Math.floor(random() * 256);
    while (exclude.includes(buf[i]!));
  }
  return buf;
}
