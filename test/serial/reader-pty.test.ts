// Process: node (tests). The reader layer over a real PTY pair: the simulator CLI writes each protocol to one end
// at 1,000 reads/s, the real serial source reads the other end. Every distinct tag must arrive, nothing may crash,
// text protocols must lose no read at all, and the heap must stay flat.
import { afterEach, describe, expect, it } from 'vitest';
import { createReaderManager } from '../../domain/reader/manager';
import { getProtocol, type ProtocolName } from '../../domain/reader/protocols';
import { createSerialSource } from '../../domain/reader/sources/serial-source';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { tempDir } from '../helpers/temp-dir';
import { sleep, waitFor } from '../helpers/waits';
import { type PtyPair, settledHeap, startPtyPair, startSimulator } from './pty';

const TAGS = 200;
const RATE = 1000;
let pair: PtyPair | undefined;

afterEach(async () => {
  await pair?.kill();
  pair = undefined;
});

async function runCase(protocol: ProtocolName, seconds: number, m100Mode?: 'polled') {
  pair = await startPtyPair(tempDir('stocktake-pty-').path);
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
  const adapter = getProtocol(protocol, m100Mode ? { m100Mode } : {});
  manager.connect(() => createSerialSource({ path: pair!.b, protocol: adapter, pollTimeoutMs: 1000 }), protocol);
  await waitFor(() => manager.state === 'connected', 5000, 'connected');
  const sim = startSimulator([
    ...['--port', pair.a, '--protocol', protocol, '--rate', String(RATE), '--tags', String(TAGS)],
    ...['--duration', String(seconds), '--garbage', '0.002'],
  ]);
  await waitFor(() => epcs > RATE, 15_000, 'first second of reads');
  const heapEarly = await settledHeap();
  const summary = await sim.done;
  await sleep(500); // let the last bytes drain through the PTY
  const heapLate = await settledHeap();
  const stats = manager.framerStats();
  await manager.disconnect();
  return { seen, epcs, errors, summary, stats, heapEarly, heapLate, state: manager.state };
}

describe('reader over a socat PTY pair with the simulator at 1,000 reads/s', () => {
  const cases: [ProtocolName, number, 'polled'?][] = [
    ['tsl', 10],
    ['chafon', 10],
    ['m100', 4],
    ['m100', 4, 'polled'],
    ['lines', 4],
  ];
  for (const [protocol, seconds, mode] of cases) {
    const name = `${protocol}${mode ? ` ${mode}` : ''}`;
    it(`${name}: ${seconds} s, every tag seen, no read lost, heap flat`, { timeout: 60_000 }, async () => {
      const r = await runCase(protocol, seconds, mode);
      const expected = demoPopulation(TAGS).map((t) => t.hex);
      expect(r.summary, 'simulator summary').toBeDefined();
      expect([...expected].filter((h) => !r.seen.has(h))).toEqual([]);
      expect(r.seen.size).toBe(TAGS);
      const sent = r.summary!.reads as number;
      // The simulator paced what it sent; it must be most of the requested rate for the test to mean anything
      // (M100 single polls wait for the line to go quiet between rounds, so they reach less of it).
      expect(sent).toBeGreaterThan(RATE * seconds * (mode === 'polled' ? 0.25 : 0.5));
      if (protocol === 'tsl' || protocol === 'lines') expect(r.epcs).toBe(sent);
      else expect(r.epcs).toBeGreaterThanOrEqual(Math.floor(sent * 0.995));
      expect(r.stats?.badFrames).toBeGreaterThan(0); // the simulator's garbage arrived and was skipped
      expect(r.errors).toBe(0);
      expect(r.heapLate - r.heapEarly).toBeLessThan(8 * 1024 * 1024);
    });
  }
});

it('replays a capture file through the PTY (reader:sim --capture)', { timeout: 30_000 }, async () => {
  pair = await startPtyPair(tempDir('stocktake-pty-').path);
  const seen: string[] = [];
  const manager = createReaderManager({
    batchMs: 10,
    onBatch: (b) => {
      for (const e of b) if (e.type === 'epc') seen.push(e.hex);
    },
  });
  manager.connect(() => createSerialSource({ path: pair!.b, protocol: getProtocol('m100') }));
  await waitFor(() => manager.state === 'connected', 5000, 'connected');
  const sim = startSimulator(['--port', pair.a, '--capture', 'test/fixtures/reader/capture.m100', '--rate', '100']);
  await sim.done;
  await waitFor(() => seen.length >= 8, 5000, "the capture's reads");
  expect(seen.slice(0, 4)).toEqual([
    '30751FEB705C5904E3D50D70',
    '3034257BF4000000000003E8',
    '3034257BF4000EC0000003E9',
    'E28011606000000200000007',
  ]);
  expect(seen).toHaveLength(8);
  expect(manager.framerStats()?.badFrames).toBe(1);
  await manager.disconnect();
});
