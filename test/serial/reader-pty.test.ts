// Process: node (tests). The reader layer over a real PTY pair: the simulator CLI writes each protocol to one end
// at 1,000 reads/s, the real serial source reads the other end. Every distinct tag must arrive, nothing may crash,
// text protocols must lose no read at all, and the heap must stay flat.
import { afterEach, describe, expect, it } from 'vitest';
import { createReaderManager } from '../../main/reader/manager';
import { getProtocol, type ProtocolName } from '../../main/reader/protocols';
import { demoPopulation } from '../../main/reader/sim/demo-tags';
import { createSerialSource } from '../../main/reader/sources/serial-source';
import { type PtyPair, settledHeap, startPtyPair, startSimulator, tempDir, waitFor } from './pty';

const TAGS = 200;
const RATE = 1000;
let pair: PtyPair | undefined;

afterEach(async () => {
  await pair?.kill();
  pair = undefined;
});

async function runCase(protocol: ProtocolName, seconds: number) {
  pair = await startPtyPair(tempDir());
  const seen = new Set<string>();
  let epcs = 0;
  let errors = 0;
  const manager = createReaderManager({
    onBatch(batch) {
      for (const e of batch) {
        if (e.type === 'epc') {
          epcs++;
          seen.add(e.hex);
        } else if (e.type === 'error') errors++;
      }
    },
  });
  const adapter = getProtocol(protocol);
  manager.connect(() => createSerialSource({ path: pair!.b, protocol: adapter, pollTimeoutMs: 1000 }), protocol);
  await waitFor(() => manager.state === 'connected', 5000, 'connected');
  const sim = startSimulator([
    ...['--port', pair.a, '--protocol', protocol, '--rate', String(RATE), '--tags', String(TAGS)],
    ...['--duration', String(seconds), '--garbage', '0.002'],
  ]);
  await waitFor(() => epcs > RATE, 15_000, 'first second of reads');
  const heapEarly = await settledHeap();
  const summary = await sim.done;
  await new Promise((r) => setTimeout(r, 500)); // let the last bytes drain through the PTY
  const heapLate = await settledHeap();
  const stats = manager.framerStats();
  await manager.disconnect();
  return { seen, epcs, errors, summary, stats, heapEarly, heapLate, state: manager.state };
}

describe('reader over a socat PTY pair with the simulator at 1,000 reads/s', () => {
  const cases: [ProtocolName, number][] = [
    ['tsl', 10],
    ['chafon', 10],
    ['m100', 4],
    ['lines', 4],
  ];
  for (const [protocol, seconds] of cases) {
    it(`${protocol}: ${seconds} s, every tag seen, no read lost, heap flat`, { timeout: 60_000 }, async () => {
      const r = await runCase(protocol, seconds);
      const expected = demoPopulation(TAGS).map((t) => t.hex);
      expect(r.summary, 'simulator summary').toBeDefined();
      expect([...expected].filter((h) => !r.seen.has(h))).toEqual([]);
      expect(r.seen.size).toBe(TAGS);
      const sent = r.summary!.reads as number;
      // The simulator paced what it sent; it must be most of the requested rate for the test to mean anything.
      expect(sent).toBeGreaterThan(RATE * seconds * 0.5);
      if (protocol === 'tsl' || protocol === 'lines') expect(r.epcs).toBe(sent);
      else expect(r.epcs).toBeGreaterThanOrEqual(Math.floor(sent * 0.995));
      expect(r.stats?.badFrames).toBeGreaterThan(0); // the simulator's garbage arrived and was skipped
      expect(r.errors).toBe(0);
      expect(r.heapLate - r.heapEarly).toBeLessThan(8 * 1024 * 1024);
    });
  }
});
