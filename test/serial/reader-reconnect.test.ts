// Process: node (tests). Unplug and replug over a real PTY: killing socat makes the port vanish under the open
// serial source; the manager must report reconnecting, retry with backoff, and read again once the port is back.
import { afterEach, expect, it } from 'vitest';
import type { ReaderState } from '../../domain/reader/events';
import { createReaderManager } from '../../domain/reader/manager';
import { getProtocol } from '../../domain/reader/protocols';
import { createSerialSource } from '../../domain/reader/sources/serial-source';
import { tempDir } from '../helpers/temp-dir';
import { sleep, waitFor } from '../helpers/waits';
import { type PtyPair, type SimProcess, startPtyPair, startSimulator } from './pty';

let pair: PtyPair | undefined;
let sim: SimProcess | undefined;
afterEach(async () => {
  await sim?.kill();
  await pair?.kill();
});

it('reconnects after the PTY disappears and returns, and reads resume', { timeout: 120_000 }, async () => {
  const dir = tempDir('stocktake-pty-').path;
  pair = await startPtyPair(dir);
  const states: ReaderState[] = [];
  let epcs = 0;
  const manager = createReaderManager({
    backoff: { initialMs: 100, maxMs: 1000 },
    onBatch(batch) {
      for (const e of batch) {
        if (e.type === 'status') states.push(e.state);
        else if (e.type === 'epc') epcs++;
      }
    },
  });
  const path = pair.b;
  manager.connect(() => createSerialSource({ path, protocol: getProtocol('tsl') }), 'pty');
  await waitFor(() => manager.state === 'connected', 5000, 'first connect');
  const args = ['--port', pair.a, '--protocol', 'tsl', '--rate', '500', '--tags', '20', '--duration', '30'];
  sim = startSimulator(args);
  await waitFor(() => epcs > 100, 30_000, 'reads before the unplug');

  await pair.kill(); // the PTY and its links disappear
  await sim.kill();
  await waitFor(() => manager.state === 'reconnecting', 10_000, 'reconnecting');
  await sleep(1500); // several failed attempts while the port is gone
  expect(manager.state, states.join()).toBe('reconnecting');
  const failedAttempts = states.filter((s) => s === 'reconnecting').length;
  expect(failedAttempts, states.join()).toBeGreaterThanOrEqual(2);

  pair = await startPtyPair(dir); // same link names, as a replugged USB reader gets its path back
  await waitFor(() => manager.state === 'connected', 10_000, 'reconnect');
  const before = epcs;
  sim = startSimulator(args);
  await waitFor(() => epcs > before + 100, 30_000, 'reads after the replug');
  expect(manager.counters().reconnects, states.join()).toBe(1);
  expect(states.slice(0, 3), states.join()).toEqual(['connecting', 'connected', 'reconnecting']);
  expect(states.at(-1)).toBe('connected');
  await manager.disconnect();
});
