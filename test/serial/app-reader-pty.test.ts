// Process: test (node). The app's reader over real serial bytes: a socat PTY pair, the reader simulator CLI writing
// TSL at 1,000 reads/s to one end, the reader service (platform serialport binding, settings file) on the other.
// Every read arrives, every tag is counted once, the renderer would get a few pushes a second, and pulling the
// "cable" (killing the PTY) turns into a reconnecting status that tells the user what to do.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReaderReadsBatch, ReaderStatus } from '../../contract/reader';
import { createReaderService, type ReaderService } from '../../domain/reader/service';
import { openSettingsStore, SETTINGS_FILE_NAME } from '../../domain/settings/settings-store';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { tempDir } from '../helpers/temp-dir';
import { waitFor } from '../helpers/waits';
import { type PtyPair, startPtyPair, startSimulator } from './pty';

const TAGS = 100;
const RATE = 1000;
const SECONDS = 5;

let pair: PtyPair | undefined;
let service: ReaderService | undefined;
let dir: string | undefined;
afterEach(async () => {
  await service?.close();
  await pair?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
  service = undefined;
  pair = undefined;
});

describe('reader service over a socat PTY pair', () => {
  it('counts every read of the simulator at 1,000 reads/s in a few pushes a second, then reports the unplug', async () => {
    pair = await startPtyPair(tempDir('stocktake-pty-').path);
    dir = await mkdtemp(join(tmpdir(), 'reader-pty-app-'));
    const settings = await openSettingsStore(join(dir, SETTINGS_FILE_NAME));
    const statuses: ReaderStatus[] = [];
    const batches: { at: number; batch: ReaderReadsBatch }[] = [];
    service = createReaderService({
      settings,
      onStatus: (s) => statuses.push(s),
      onReads: (batch) => batches.push({ at: Date.now(), batch }),
      isDemo: () => true,
      simulatorTags: demoPopulation,
      backoff: { initialMs: 200, maxMs: 1000 },
    });
    await service.updateSettings({ source: 'serial', port: pair.b, protocol: 'tsl', baudRate: 115200 });
    service.connect();
    const s = service;
    await waitFor(() => s.status().state === 'connected', 5000, 'connected');

    const sim = startSimulator([
      ...['--port', pair.a, '--protocol', 'tsl', '--rate', String(RATE), '--tags', String(TAGS)],
      ...['--duration', String(SECONDS), '--garbage', '0.002'],
    ]);
    const summary = await sim.done;
    expect(summary).toBeDefined();
    const sent = Number(summary!.reads);
    expect(sent).toBeGreaterThan(RATE * SECONDS * 0.8);
    await waitFor(() => s.status().counts.reads === sent, 5000, 'every read counted');
    expect(s.status().counts.uniqueTags).toBe(TAGS);
    expect(s.status().counts.badFrames).toBeGreaterThan(0); // the simulator's garbage, skipped

    // Pushes to the renderer while reading: a handful a second, each far smaller than one message per read, and
    // together they list every read.
    const listedReads = () => batches.reduce((n, b) => n + b.batch.epcs.reduce((m, e) => m + e.count, 0), 0);
    await waitFor(() => listedReads() === sent, 2000, 'every read pushed');
    const reading = batches.filter((b) => b.batch.epcs.length > 0);
    const spanS = (reading.at(-1)!.at - reading[0]!.at) / 1000;
    expect(reading.length / Math.max(1, spanS)).toBeLessThan(12);

    // Unplugged: the status says so and what to do; the manager keeps retrying.
    await pair.kill();
    pair = undefined;
    await waitFor(() => statuses.some((x) => x.state === 'reconnecting'), 5000, 'reconnecting status');
    expect(statuses.find((x) => x.state === 'reconnecting')!.message).toMatch(/plug the reader back in/);
  }, 30_000);
});
