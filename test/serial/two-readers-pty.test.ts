// Process: test (node). Two readers at once over real serial bytes: two socat PTY pairs, the reader simulator CLI
// writing TSL (continuous) to one and answering Chafon polls on the other, the reader service (platform serialport
// binding, settings file: the main reader and one extra reader) reading both, its lossless tap feeding ONE count
// session. Every read of both arrives, each names its reader, a tag both readers see counts once, and unplugging one
// reader leaves the other reading.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CountEvent } from '../../contract/counts';
import type { ReaderEvent } from '../../domain/reader/events';
import { createReaderService, type ReaderService } from '../../domain/reader/service';
import { openSettingsStore, SETTINGS_FILE_NAME } from '../../domain/settings/settings-store';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { tempDir } from '../helpers/temp-dir';
import { waitFor } from '../helpers/waits';
import { engine, STORE, type TestEngine } from '../unit/counts/harness';
import { type PtyPair, type SimProcess, startPtyPair, startSimulator } from './pty';

const TAGS = 40;
const RATE = 400;
const SECONDS = 4;

let pairs: PtyPair[] = [];
let sims: SimProcess[] = [];
let service: ReaderService | undefined;
let count: TestEngine | undefined;
let dir: string | undefined;
afterEach(async () => {
  await service?.close();
  for (const s of sims) await s.kill();
  for (const p of pairs) await p.kill();
  count?.close();
  count?.remove();
  if (dir) await rm(dir, { recursive: true, force: true });
  service = undefined;
  count = undefined;
  pairs = [];
  sims = [];
});

describe('two readers over two socat PTY pairs', () => {
  it('TSL and Chafon readers feed one count; each read names its reader; one unplugged leaves the other', async () => {
    const [tsl, chafon] = [
      await startPtyPair(tempDir('stocktake-pty-').path),
      await startPtyPair(tempDir('stocktake-pty-').path),
    ];
    pairs = [tsl!, chafon!];
    dir = await mkdtemp(join(tmpdir(), 'two-readers-'));
    const settings = await openSettingsStore(join(dir, SETTINGS_FILE_NAME));
    count = engine();
    const c = count;
    const session = await c.service.createSession({
      storeId: STORE,
      description: 'Two readers',
      areas: ['Front'],
      blind: false,
    });
    const outcomes: CountEvent[] = [];
    const epcsByReader = new Map<string, number>();
    const seen = new Set<string>();
    service = createReaderService({
      settings,
      onStatus: () => {},
      onReads: () => {},
      // The app's tap (hosts/app/reader/compose.ts) routes every batch to the one scan target: here, the session.
      onEvents: (events: readonly ReaderEvent[]) => {
        const scans = events.filter((e) => e.type === 'epc' || e.type === 'barcode');
        for (const e of scans) {
          epcsByReader.set(e.reader!, (epcsByReader.get(e.reader!) ?? 0) + 1);
          if (e.type === 'epc') seen.add(e.hex);
        }
        if (scans.length) outcomes.push(...c.service.ingest(session.id, scans).events);
      },
      isDemo: () => true,
      simulatorTags: demoPopulation,
      backoff: { initialMs: 200, maxMs: 1000 },
      tuningTimeoutMs: 300,
    });
    await service.updateSettings({
      source: 'serial',
      port: tsl!.b,
      protocol: 'tsl',
      baudRate: 115200,
      extraReaders: [
        {
          source: 'serial',
          port: chafon!.b,
          protocol: 'chafon',
          baudRate: 57600,
          m100Mode: 'continuous',
          simulator: { tags: 50, rate: 200 },
        },
      ],
    });
    service.connect();
    const s = service;
    await waitFor(() => s.status().readers.filter((r) => r.state === 'connected').length === 2, 8000, 'both connected');

    // Two overlapping shelves: the readers see some tags in common, some only one of them sees.
    const common = ['--rate', String(RATE), '--duration', String(SECONDS)];
    sims = [
      startSimulator(['--port', tsl!.a, '--protocol', 'tsl', '--tags', String(TAGS), ...common]),
      startSimulator(['--port', chafon!.a, '--protocol', 'chafon', '--tags', String(TAGS * 1.5), ...common]),
    ];
    const [tslSummary, chafonSummary] = await Promise.all(sims.map((x) => x.done));
    const sentTsl = Number(tslSummary!.reads);
    const sentChafon = Number(chafonSummary!.reads);
    expect(sentTsl).toBeGreaterThan(0);
    expect(sentChafon).toBeGreaterThan(0);
    await waitFor(() => (epcsByReader.get(tsl!.b) ?? 0) === sentTsl, 5000, 'every TSL read');
    await waitFor(() => (epcsByReader.get(chafon!.b) ?? 0) === sentChafon, 5000, 'every Chafon read');
    const per = Object.fromEntries((s.status().counts.readers ?? []).map((r) => [r.reader, r.reads]));
    expect(per).toEqual({ [tsl!.b]: sentTsl, [chafon!.b]: sentChafon });

    // One count: every tag read by either reader once, whichever saw it first; each first sighting names its reader.
    const firsts = outcomes.filter((o) => o.outcome !== 'repeatedTag');
    expect(new Set(firsts.map((o) => o.raw)).size).toBe(firsts.length);
    expect(new Set(firsts.map((o) => o.raw))).toEqual(seen);
    expect(new Set(firsts.map((o) => o.reader))).toEqual(new Set([tsl!.b, chafon!.b]));

    // The TSL reader's cable pulled: it retries on its own, the Chafon reader keeps reading.
    await tsl!.kill();
    await waitFor(() => s.status().readers.find((r) => r.id === tsl!.b)?.state === 'reconnecting', 5000, 'TSL lost');
    expect(s.status().readers.find((r) => r.id === chafon!.b)?.state).toBe('connected');
    const before = epcsByReader.get(chafon!.b) ?? 0;
    const more = startSimulator([
      '--port',
      chafon!.a,
      '--protocol',
      'chafon',
      '--rate',
      '200',
      '--tags',
      '10',
      '--duration',
      '1',
    ]);
    sims.push(more);
    const moreSummary = await more.done;
    await waitFor(
      () => (epcsByReader.get(chafon!.b) ?? 0) === before + Number(moreSummary!.reads),
      5000,
      'Chafon reads on',
    );
    expect(s.status().state).toBe('connected');
  }, 45_000);
});
