// Process: test (node). Reader tuning over real serial bytes: a socat PTY pair, the reader simulator (in this
// process, so its tuned state can be checked) on one end, the app's reader service (platform serialport binding,
// a settings file) on the other. Tuning is sent on connect and read back, a refused setting comes back with the
// reader's own answer (in the report and in the reader stream), the pre-filter keeps other tags quiet, and the
// tuning saved for a reader is sent again after a restart of the service.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReaderReadsBatch } from '../../contract/reader';
import type { ReaderProtocol } from '../../contract/reader-settings';
import { createReaderService, type ReaderService } from '../../domain/reader/service';
import { createSimulator, type Simulator } from '../../domain/reader/sim/simulator';
import type { SimTuningOptions } from '../../domain/reader/sim/tuning-answers';
import { openSettingsStore, SETTINGS_FILE_NAME } from '../../domain/settings/settings-store';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { tempDir } from '../helpers/temp-dir';
import { waitFor } from '../helpers/waits';
import { type PtyPair, startPtyPair } from './pty';

let pair: PtyPair | undefined;
let service: ReaderService | undefined;
let simPort: SerialPort | undefined;
let sim: Simulator | undefined;
let dir: string | undefined;
afterEach(async () => {
  sim?.stop();
  await service?.close();
  if (simPort?.isOpen) await new Promise<void>((r) => simPort!.close(() => r()));
  await pair?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
  service = undefined;
  pair = undefined;
  simPort = undefined;
  sim = undefined;
  dir = undefined;
});

async function startSim(protocol: ReaderProtocol, tuning: SimTuningOptions, unknown = 0.05): Promise<Simulator> {
  const port = new SerialPort({ path: pair!.a, baudRate: 115200, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
  simPort = port;
  const s = createSimulator(
    { protocol, tags: demoPopulation(60, unknown, 7), rate: 300, tuning },
    { write: (b) => void port.write(b) },
  );
  port.on('data', (chunk: Buffer) => s.receive(chunk));
  s.start();
  sim = s;
  return s;
}

async function startService(protocol: ReaderProtocol, batches: ReaderReadsBatch[] = []): Promise<ReaderService> {
  dir ??= await mkdtemp(join(tmpdir(), 'tuning-pty-'));
  const settings = await openSettingsStore(join(dir, SETTINGS_FILE_NAME));
  const s = createReaderService({
    settings,
    onStatus: () => {},
    onReads: (b) => batches.push(b),
    isDemo: () => true,
    simulatorTags: demoPopulation,
    backoff: { initialMs: 200, maxMs: 1000 },
  });
  await s.updateSettings({ source: 'serial', port: pair!.b, protocol, baudRate: 115200 });
  service = s;
  return s;
}

const connected = async (s: ReaderService) => {
  const before = s.tuning().lastReport?.at;
  s.connect();
  await waitFor(() => s.status().state === 'connected', 10_000, 'connected');
  await waitFor(() => (s.tuning().lastReport?.at ?? before) !== before, 15_000, 'tuning report');
  return s.tuning().lastReport!;
};

describe('reader tuning over a socat PTY pair', () => {
  it('TSL: applied on connect and read back; a refused power carries ER: 002; kept across a restart', async () => {
    pair = await startPtyPair(tempDir('stocktake-pty-').path);
    const reader = await startSim('tsl', { maxPower: 25, readerId: 'TSL-1128-0042' });
    const batches: ReaderReadsBatch[] = [];
    let s = await startService('tsl', batches);
    const first = await connected(s);
    expect(first.readerId).toBe('TSL-1128-0042');
    expect(first.source).toBe('none');

    // Saved for this reader (its serial number is known now), then sent: the reconnect carries it.
    const before = first.at;
    await s.setTuning({ power: 29, session: 'S2', target: 'A', q: 6, filter: null });
    await waitFor(() => s.tuning().lastReport!.at !== before, 15_000, 'second report');
    const r = s.tuning().lastReport!;
    expect(r.source).toBe('reader');
    expect(r.outcomes.map((o) => [o.field, o.result, o.answer ?? null, o.readBack ?? null])).toEqual([
      ['power', 'refused', 'ER: 002 Parameter not supported', '25 dBm'],
      ['session', 'ok', null, 'S2'],
      ['target', 'ok', null, 'A'],
      ['q', 'ok', null, 'Q 6'],
      ['filter', 'ok', null, 'none'],
    ]);
    expect(reader.tuningState()).toMatchObject({ power: 25, session: 2, target: 'A', q: 6 });
    // The refusal also reaches the screens as a reader error with the reader's answer. The protocol's own error for
    // the ER line ("Reader answered ER: …") comes in a batch of its own, before or after this one under load: wait
    // for the worded one itself.
    const errors = () => batches.flatMap((b) => b.errors ?? []).map((e) => e.message);
    const worded = 'The reader refused power 29 dBm: ER: 002 Parameter not supported';
    await waitFor(() => errors().includes(worded), 5000, 'the worded refusal pushed');
    expect(errors()).toContain(worded);

    // A restart: a new service on the same settings file sends the same tuning to the same reader.
    await s.close();
    service = undefined;
    s = await startService('tsl');
    const again = await connected(s);
    expect(again.source).toBe('reader');
    expect(again.outcomes.find((o) => o.field === 'session')).toMatchObject({ result: 'ok', readBack: 'S2' });
  }, 60_000);

  it('M100: tuning saved and sent, a pre-filter on the SGTIN header keeps other tags quiet', async () => {
    pair = await startPtyPair(tempDir('stocktake-pty-').path);
    const reader = await startSim('m100', {}, 0.3);
    const batches: ReaderReadsBatch[] = [];
    const s = await startService('m100', batches);
    await connected(s);
    await s.setTuning({
      power: 26,
      session: 'S1',
      target: 'B',
      q: 4,
      filter: { maskHex: '30', bitLength: 8, offsetBits: 0 },
    });
    await waitFor(() => s.tuning().lastReport?.source === 'reader', 15_000, 'report for the reader');
    const r = s.tuning().lastReport!;
    expect(r.outcomes.every((o) => o.result === 'ok')).toBe(true);
    expect(r.outcomes.find((o) => o.field === 'power')!.readBack).toBe('26 dBm');
    expect(reader.tuningState()).toMatchObject({ session: 1, target: 'B', q: 4 });
    // Only SGTIN-96 tags (header 0x30) are reported from now on, though the field holds others.
    expect(reader.tuningState().filter).toEqual({ offsetBits: 0, bits: '00110000' });
    expect(demoPopulation(60, 0.3, 7).some((t) => !t.hex.startsWith('30'))).toBe(true);
    // Reads the reader sent before it took the filter can still be in the batcher when the report lands (the PTY
    // keeps order, the batcher flushes on its timer): one flush goes by first, every batch after it is read after.
    batches.length = 0;
    await waitFor(() => batches.length > 0, 15_000, 'the first batch after tuning');
    batches.length = 0;
    const reads0 = s.status().counts.reads;
    // The read counter runs ahead of the batches pushed (they flush on a timer): wait for both, not the counter alone.
    const seenTags = () => new Set(batches.flatMap((b) => b.epcs.map((e) => e.hex)));
    await waitFor(
      () => s.status().counts.reads > reads0 + 200 && seenTags().size > 10,
      30_000,
      'reads and tags after tuning',
    );
    const seen = seenTags();
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].filter((hex) => !hex.startsWith('30'))).toEqual([]);

    // Locate switches to its preset with one EPC and back to the saved tuning.
    const epc = demoPopulation(60, 0.3, 7).find((t) => t.hex.startsWith('30'))!.hex;
    const view = await s.applyPreset('locate', { epcHex: epc, bitLength: 96 });
    expect(view.preset).toBe('locate');
    await waitFor(() => s.tuning().lastReport?.source === 'locate', 15_000, 'locate report');
    expect(reader.tuningState()).toMatchObject({ session: 0, q: 2 });
    expect(reader.tuningState().filter?.bits.length).toBe(96);
    await s.applyPreset(null);
    await waitFor(() => s.tuning().lastReport?.source === 'reader', 15_000, 'back to saved');
    expect(reader.tuningState()).toMatchObject({ session: 1, target: 'B', q: 4 });
  }, 60_000);

  it('Chafon: power sent and read back; session is not in its command set and is reported so', async () => {
    pair = await startPtyPair(tempDir('stocktake-pty-').path);
    const reader = await startSim('chafon', {});
    const s = await startService('chafon');
    await connected(s);
    await s.setTuning({ power: 22, session: 'S2', target: null, q: null, filter: null });
    await waitFor(() => s.tuning().lastReport?.outcomes.length === 2, 15_000, 'report');
    const r = s.tuning().lastReport!;
    expect(r.readerId).toBe('CF type 0x09 fw 3.1');
    expect(r.outcomes).toEqual([
      { field: 'power', asked: '22 dBm', result: 'ok', readBack: '22 dBm' },
      { field: 'session', asked: 'S2', result: 'unsupported' },
    ]);
    expect(reader.tuningState().power).toBe(22);
    const reads0 = s.status().counts.reads;
    await waitFor(() => s.status().counts.reads > reads0 + 100, 15_000, 'polled reads after tuning');
  }, 60_000);
});
