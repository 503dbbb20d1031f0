// Process: node (tests). `npm run -s cli -- read --port` against the simulator over a socat PTY: JSON lines with
// status, EPC and RSSI fields, a summary on stderr, exit 0 after --duration.
import { afterEach, expect, it } from 'vitest';
import { runCli } from '../helpers/cli-process';
import { tempDir } from '../helpers/temp-dir';
import { type PtyPair, type SimProcess, startPtyPair, startSimulator } from './pty';

let pair: PtyPair | undefined;
let sim: SimProcess | undefined;
afterEach(async () => {
  await sim?.kill();
  await pair?.kill();
});

it('cli read --port prints one JSON object per event from a live serial reader', { timeout: 60_000 }, async () => {
  pair = await startPtyPair(tempDir('stocktake-pty-').path);
  sim = startSimulator(['--port', pair.a, '--protocol', 'tsl', '--rate', '300', '--tags', '10', '--duration', '20']);
  // Reading needs no sign-in.
  const { code, stdout, stderr } = await runCli(['read', '--protocol', 'tsl', '--port', pair.b, '--duration', '4'], {
    env: {},
  });
  expect(code).toBe(0);
  const events = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  expect(events[0]).toEqual({ type: 'status', state: 'connecting', detail: pair.b });
  const epcs = events.filter((e) => e.type === 'epc');
  expect(epcs.length).toBeGreaterThan(100);
  expect(epcs[0]).toMatchObject({
    epc: expect.stringMatching(/^[0-9A-F]{24}$/),
    rssi: expect.any(Number),
    pc: expect.stringMatching(/^3[01]00$/),
  });
  expect(new Set(epcs.map((e) => e.epc)).size).toBe(10);
  expect(events.at(-1)).toEqual({ type: 'status', state: 'disconnected' });
  const summary = JSON.parse(stderr.trim().split('\n').at(-1)!).summary;
  expect(summary.epcs).toBe(epcs.length);
});
