// Process: node (tests). Garbage never crashes a framer: random bytes in random chunk sizes, then valid frames,
// for every protocol. Memory stays bounded and the valid frames after the garbage are decoded.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from '../../../domain/reader/batcher';
import type { ReaderEvent } from '../../../domain/reader/events';
import { getProtocol, PROTOCOL_NAMES, type SimRead } from '../../../domain/reader/protocols';
import { prng } from '../../helpers/prng';
import { noise } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

const READS: SimRead[] = ['30751FEB705C5904E3D50D70', '3034257BF4000000000003E8', 'E28011606000000200000007'].map(
  (hex) => ({
    kind: 'epc',
    hex,
    rssi: -60,
    pc: '3000',
  }),
);

describe('framers under random garbage', () => {
  for (const name of PROTOCOL_NAMES) {
    it(`${name}: 2 MB of random bytes in random chunks, then valid reads are decoded`, () => {
      const adapter = getProtocol(name);
      const random = prng(name.length * 7919);
      for (let round = 0; round < 4; round++) {
        const framer = adapter.createFramer();
        const out: ReaderEvent[] = [];
        const junk = noise(512 * 1024, round + 1);
        for (let i = 0; i < junk.length; ) {
          const n = 1 + Math.floor(random() * 3000);
          framer.push(junk.subarray(i, i + n), out);
          expect(framer.pendingBytes).toBeLessThanOrEqual(4096);
          i += n;
        }
        framer.flush(out);
        // A line break ends whatever line the junk left open; binary framers resync on their own.
        const tail = Buffer.concat([Buffer.from('\r\n'), adapter.encode(READS), adapter.encode(READS)]);
        const after: ReaderEvent[] = [];
        framer.push(tail, after);
        framer.flush(after);
        const hexes = after.flatMap((e) => (e.type === 'epc' ? [e.hex] : []));
        // The first round may be eaten by a stray length or sync byte left by the junk; the second always arrives.
        expect(hexes.slice(-3)).toEqual(READS.map((r) => (r.kind === 'epc' ? r.hex : '')));
        expect(framer.stats.badFrames).toBeGreaterThan(0);
      }
    });
  }

  it('a consumer that throws does not stop later batches', async () => {
    // The second batch goes on the batcher's timer: a fake one fires it at once.
    vi.useFakeTimers();
    const seen: number[] = [];
    const b = createBatcher((batch) => {
      seen.push(batch.length);
      if (seen.length === 1) throw new Error('consumer bug');
    }, 5);
    b.push([{ type: 'status', state: 'connected' }]);
    b.flush();
    b.push([{ type: 'status', state: 'disconnected' }]);
    await vi.advanceTimersByTimeAsync(20);
    vi.useRealTimers();
    expect(seen).toEqual([1, 1]);
  });
});
