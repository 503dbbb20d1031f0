// Process: test (node). The app's reader glue against the real reader manager: serialport's mock binding for a
// serial reader, the in-process demo simulator, a real settings file. Checks batching (a few small messages
// however fast the reads), settings persistence, wedge ingest, the demo-only simulator and user-facing status.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockBinding } from '@serialport/binding-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReaderReadsBatch, ReaderStatus } from '../../../contract/reader';
import { DEFAULT_READER_SETTINGS } from '../../../contract/reader-settings';
import { encodeTsl } from '../../../domain/reader/protocols/tsl';
import { createReaderService, type ReaderService } from '../../../domain/reader/service';
import { openSettingsStore, SETTINGS_FILE_NAME } from '../../../domain/settings/settings-store';
import { demoPopulation } from '../../../hosts/app/reader/demo-tags';
import { recordingBinding } from '../../helpers/mock-binding';
import { sleep, waitFor } from '../../helpers/waits';

const TAGS = Array.from({ length: 40 }, (_, i) => `30340000000000000000${(0x1000 + i).toString(16).toUpperCase()}`);

// Checked every 5 ms: the conditions are met by the source's own timers, a few ms apart.
const until = (cond: () => boolean, ms = 5000) => waitFor(cond, ms, 'the reader condition', 5);

let dir: string;
let service: ReaderService | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'reader-service-'));
});
afterEach(async () => {
  await service?.close();
  service = undefined;
  MockBinding.reset();
  await rm(dir, { recursive: true, force: true });
});

async function make(
  opts: { demo?: boolean; classify?: (kind: string, v: string) => boolean | undefined; tuningTimeoutMs?: number } = {},
) {
  const settings = await openSettingsStore(join(dir, SETTINGS_FILE_NAME));
  const statuses: ReaderStatus[] = [];
  const batches: ReaderReadsBatch[] = [];
  const { binding, opened } = recordingBinding();
  service = createReaderService({
    settings,
    onStatus: (s) => statuses.push(s),
    onReads: (b) => batches.push(b),
    hardware: { serialBinding: binding },
    isDemo: () => opts.demo ?? true,
    simulatorTags: demoPopulation,
    batchIntervalMs: 100,
    backoff: { initialMs: 50, maxMs: 200 },
    ...(opts.classify ? { classify: opts.classify } : {}),
    ...(opts.tuningTimeoutMs ? { tuningTimeoutMs: opts.tuningTimeoutMs } : {}),
  });
  return { service, settings, statuses, batches, opened };
}

describe('reader service', () => {
  it('remembers reader settings in the settings file and refuses bad values', async () => {
    const { service: s } = await make();
    expect(s.settings()).toEqual(DEFAULT_READER_SETTINGS);
    await s.updateSettings({
      source: 'serial',
      port: '/dev/ttyUSB7',
      protocol: 'chafon',
      baudRate: 57600,
      sounds: false,
    });
    await expect(s.updateSettings({ power: 99 } as never)).rejects.toThrow();

    const reopened = await openSettingsStore(join(dir, SETTINGS_FILE_NAME));
    expect(reopened.get().readerSettings).toMatchObject({
      source: 'serial',
      port: '/dev/ttyUSB7',
      protocol: 'chafon',
      baudRate: 57600,
      sounds: false,
      power: null,
    });

    // One damaged field in the file falls back alone; the rest is kept.
    const file = join(dir, SETTINGS_FILE_NAME);
    const raw = JSON.parse(await readFile(file, 'utf8'));
    raw.readerSettings.protocol = 'zebra';
    await writeFile(file, JSON.stringify(raw));
    const damaged = await openSettingsStore(file);
    expect(damaged.get().readerSettings).toMatchObject({ protocol: 'tsl', port: '/dev/ttyUSB7', sounds: false });
  });

  it('batches 2,000 serial reads into a few small messages, with exact counts and first-seen flags', async () => {
    const { service: s, batches, statuses, opened } = await make({ classify: (_k, v) => v !== TAGS[0] });
    MockBinding.createPort('/dev/ttyMOCK0', { echo: false, record: true });
    await s.updateSettings({ source: 'serial', port: '/dev/ttyMOCK0', protocol: 'tsl' });
    s.connect();
    await until(() => s.status().state === 'connected');
    expect(statuses.at(-1)).toMatchObject({ state: 'connected', port: '/dev/ttyMOCK0' });
    expect(statuses.at(-1)?.message).toContain('/dev/ttyMOCK0');

    const port = opened[0]!;
    // 50 rounds of 40 tags, in 10 chunks: far faster than any reader.
    const round = encodeTsl(TAGS.map((hex) => ({ kind: 'epc' as const, hex, rssi: -60 })));
    for (let i = 0; i < 10; i++) port.emitData(Buffer.concat(Array.from({ length: 5 }, () => round)));
    await until(() => s.status().counts.reads === 2000);
    await until(() => batches.reduce((n, b) => n + b.epcs.reduce((m, e) => m + e.count, 0), 0) === 2000);

    const withReads = batches.filter((b) => b.epcs.length > 0);
    expect(withReads.length).toBeLessThanOrEqual(5);
    for (const b of withReads) expect(b.epcs.length).toBeLessThanOrEqual(TAGS.length);
    const firsts = batches.flatMap((b) => b.epcs.filter((e) => e.first).map((e) => e.hex));
    expect(firsts.sort()).toEqual([...TAGS].sort());
    const last = batches.at(-1)!;
    expect(last.counts).toMatchObject({ reads: 2000, uniqueTags: TAGS.length, barcodes: 0 });
    // The catalog said the first tag is unknown: the batch carries that so the renderer can sound it.
    const firstTag = batches.flatMap((b) => b.epcs).find((e) => e.hex === TAGS[0]);
    expect(firstTag?.known).toBe(false);
    expect(batches.flatMap((b) => b.epcs).find((e) => e.hex === TAGS[1])?.known).toBe(true);
    // Reads/s falls back to zero once the reads stop.
    await until(() => batches.at(-1)!.counts.readsPerSecond === 0, 3000);
    const seqs = batches.map((b) => b.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    await s.disconnect();
    expect(s.status()).toMatchObject({ state: 'idle', port: null });
    expect(s.status().message).toMatch(/Connect/);
  });

  it('two readers at once: both feed one stream, each read names its reader, closing one leaves the other', async () => {
    const { service: s, opened } = await make({ tuningTimeoutMs: 30 });
    MockBinding.createPort('/dev/ttyMOCKA', { echo: false, record: true });
    MockBinding.createPort('/dev/ttyMOCKB', { echo: false, record: true });
    await s.updateSettings({
      source: 'serial',
      port: '/dev/ttyMOCKA',
      protocol: 'tsl',
      extraReaders: [
        {
          source: 'serial',
          port: '/dev/ttyMOCKB',
          protocol: 'lines',
          baudRate: null,
          m100Mode: 'continuous',
          simulator: { tags: 50, rate: 200 },
        },
      ],
    });
    s.connect();
    await until(() => s.status().readers.filter((r) => r.state === 'connected').length === 2);
    expect(s.status().readers.map((r) => [r.id, r.protocol])).toEqual([
      ['/dev/ttyMOCKA', 'tsl'],
      ['/dev/ttyMOCKB', 'lines'],
    ]);
    const path = (o: (typeof opened)[number]) => (o as unknown as { port: { info: { path: string } } }).port.info.path;
    const a = opened.find((o) => path(o) === '/dev/ttyMOCKA')!;
    const b = opened.find((o) => path(o) === '/dev/ttyMOCKB')!;
    a.emitData(encodeTsl(TAGS.slice(0, 10).map((hex) => ({ kind: 'epc' as const, hex }))));
    b.emitData(Buffer.from(`${TAGS.slice(10, 14).join('\r\n')}\r\n`));
    await until(() => s.status().counts.reads === 14);
    const per = Object.fromEntries((s.status().counts.readers ?? []).map((r) => [r.reader, r.reads]));
    expect(per).toEqual({ '/dev/ttyMOCKA': 10, '/dev/ttyMOCKB': 4 });

    // One reader closed: the other keeps reading.
    const after = await s.disconnect('/dev/ttyMOCKA');
    expect(after.readers.map((r) => r.id)).toEqual(['/dev/ttyMOCKB']);
    expect(after.state).toBe('connected');
    b.emitData(Buffer.from(`${TAGS.slice(14, 16).join('\r\n')}\r\n`));
    await until(() => s.status().counts.reads === 16);
    // Two readers set to one port is a settings mistake, said before anything opens.
    await s.updateSettings({ extraReaders: [{ ...s.settings().extraReaders[0]!, port: '/dev/ttyMOCKA' }] });
    expect(() => s.connect()).toThrow(/Two readers are set to \/dev\/ttyMOCKA/);
  });

  it('two simulators: each gets its own saved tuning on connect, and a second one started for the run', async () => {
    const { service: s } = await make({ demo: true });
    const tuning = (power: number) => ({ power, session: null, target: null, q: null, filter: null });
    await s.updateSettings({
      source: 'simulator',
      protocol: 'tsl',
      simulator: { tags: 20, rate: 500 },
      tunings: { simulator: tuning(20), 'sim-2': tuning(25) },
      extraReaders: [
        {
          source: 'simulator',
          port: null,
          protocol: 'tsl',
          baudRate: null,
          m100Mode: 'continuous',
          simulator: { tags: 20, rate: 300 },
        },
      ],
    });
    s.connect();
    await until(() => s.tuning().lastReport !== null && s.tuning('sim-2').lastReport !== null);
    const power = (v: ReturnType<ReaderService['tuning']>) => v.lastReport?.outcomes.find((o) => o.field === 'power');
    expect(power(s.tuning())).toMatchObject({ asked: '20 dBm' });
    expect(power(s.tuning('sim-2'))).toMatchObject({ asked: '25 dBm' });
    await until(() => (s.status().counts.readers ?? []).filter((r) => r.reads > 0).length === 2);
    // A third, started for this run only, with its own rate and protocol; stopping it leaves the others reading.
    await s.startSimulator({ id: 'sim-3', rate: 100, tags: 5, protocol: 'chafon' });
    await until(() => s.status().readers.some((r) => r.id === 'sim-3' && r.state === 'connected'));
    expect(s.status().readers.find((r) => r.id === 'sim-3')).toMatchObject({ protocol: 'chafon', source: 'simulator' });
    await s.stopSimulator({ id: 'sim-3' });
    expect(s.status().readers.map((r) => r.id)).toEqual(['simulator', 'sim-2']);
    expect(() => s.tuning('sim-9')).toThrow(/No reader sim-9/);
  });

  it('puts keyboard-wedge scans into the same stream and refuses a non-EPC as an EPC', async () => {
    const { service: s, batches } = await make();
    s.ingest({ text: ' 5012345678900 ', kind: 'auto' });
    s.ingest({ text: '3034257bf7194e4000001a85', kind: 'auto' });
    s.ingest({ text: ']E05012345678900', kind: 'barcode' });
    expect(() => s.ingest({ text: 'HELLO', kind: 'epc' })).toThrow(/not an EPC/);
    await until(() => batches.some((b) => b.barcodes.length + b.epcs.length >= 3));
    const all = batches.flatMap((b) => [...b.barcodes.map((x) => x.text), ...b.epcs.map((x) => x.hex)]);
    expect(all).toEqual(['5012345678900', '5012345678900', '3034257BF7194E4000001A85']);
    expect(batches.flatMap((b) => b.barcodes)[1]?.symbologyId).toBe(']E0');
    expect(s.status().counts).toMatchObject({ reads: 1, uniqueTags: 1, barcodes: 2 });
  });

  it('runs the demo simulator in-process until every tag is seen, and only against the demo service', async () => {
    const real = await make({ demo: false });
    await expect(real.service.startSimulator({ tags: 10, rate: 500 })).rejects.toThrow(/demo service only/);
    await real.service.close();

    const { service: s, statuses } = await make({ demo: true });
    const started = await s.startSimulator({ tags: 20, rate: 1000, protocol: 'chafon' });
    expect(started.state).toBe('connecting');
    await until(() => s.status().state === 'connected');
    await until(() => s.status().counts.uniqueTags === 20, 8000);
    expect(s.status()).toMatchObject({ source: 'simulator', protocol: 'chafon', port: 'simulator' });
    expect(statuses.some((x) => x.message.startsWith('Demo reader simulator: 20 tags'))).toBe(true);
    const stopped = await s.stopSimulator();
    expect(stopped.state).toBe('idle');
    const reads = s.status().counts.reads;
    await sleep(300);
    expect(s.status().counts.reads).toBe(reads);
  });

  it('says what to do when the port is missing, keeps retrying, and connects when it appears', async () => {
    const { service: s, statuses } = await make();
    await s.updateSettings({ source: 'serial', port: '/dev/ttyGONE', protocol: 'lines' });
    s.connect();
    await until(() => statuses.some((x) => x.state === 'reconnecting'));
    const retrying = statuses.find((x) => x.state === 'reconnecting')!;
    expect(retrying.message).toMatch(/\/dev\/ttyGONE/);
    expect(retrying.message).toMatch(/plug the reader back in/);
    MockBinding.createPort('/dev/ttyGONE', { echo: false, record: true });
    await until(() => s.status().state === 'connected', 3000);
  });

  it('refuses to connect without a port, or in wedge-only mode, with a sentence saying what to do', async () => {
    const { service: s } = await make();
    expect(() => s.connect()).toThrow(/needs no connection/);
    await s.updateSettings({ source: 'serial', port: null });
    expect(() => s.connect()).toThrow(/Choose the serial port/);
    expect(s.status().state).toBe('idle');
  });

  it('reconnects a saved serial reader at launch, and leaves the simulator off until asked', async () => {
    const first = await make();
    await first.service.updateSettings({ source: 'serial', port: '/dev/ttyKEPT', protocol: 'lines' });
    await first.service.close();
    MockBinding.createPort('/dev/ttyKEPT', { echo: false, record: true });
    const { service: s } = await make();
    s.autoConnect();
    await until(() => s.status().state === 'connected');
    expect(s.status().port).toBe('/dev/ttyKEPT');
    await s.disconnect();
    await s.updateSettings({ source: 'simulator' });
    s.autoConnect();
    await sleep(100);
    expect(s.status().state).toBe('idle');
  });

  it('lists serial ports with vendor and product ids', async () => {
    const { service: s } = await make();
    MockBinding.createPort('/dev/ttyUSB3', { vendorId: '1A86', productId: '7523', manufacturer: '' });
    const list = await s.listPorts();
    expect(list.ports).toContainEqual(
      expect.objectContaining({ kind: 'serial', path: '/dev/ttyUSB3', vendorId: '1a86', productId: '7523' }),
    );
    expect(list.ports.find((p) => p.path === '/dev/ttyUSB3')?.name).toContain('/dev/ttyUSB3');
  });
});
