// Process: node (tests). "Write tag" as the app does it: the reader service holds the serial port (a socat PTY, the
// simulator's TSL tag field on the other end), the port is lent to the writer for one write and verify, and the
// service has it back and is connected again afterwards, also when the write fails. Readers that cannot write say so.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPortLender, type PortLender } from '../../domain/encode/port-lending';
import { openSerialByteLink, type ReaderLink } from '../../domain/encode/reader-link';
import { createEncodeService } from '../../domain/encode/service';
import { createReaderService, type ReaderService } from '../../domain/reader/service';
import { openSettingsStore, SETTINGS_FILE_NAME } from '../../domain/settings/settings-store';
import { demoPopulation } from '../../hosts/app/reader/demo-tags';
import { tempDir } from '../helpers/temp-dir';
import { waitFor } from '../helpers/waits';
import { ITEM, dataFolder as journalDir, journalIn, rows } from '../unit/encode/harness';
import { type PtyPair, type SimProcess, startPtyPair, startSimulator } from './pty';

const OLD_TAG = 'E28011606000020A1B2C3D4E';
let pair: PtyPair | undefined;
let sim: SimProcess | undefined;
let reader: ReaderService | undefined;
let dir: string | undefined;

afterEach(async () => {
  await reader?.close();
  await sim?.kill();
  await pair?.kill();
  if (dir) await rm(dir, { recursive: true, force: true });
  reader = sim = pair = dir = undefined;
});

/** The app's reader service on its own settings file (wedge-only until set). */
async function readerService(): Promise<ReaderService> {
  dir = await mkdtemp(join(tmpdir(), 'encode-app-write-'));
  const settings = await openSettingsStore(join(dir, SETTINGS_FILE_NAME));
  reader = createReaderService({
    settings,
    onStatus: () => {},
    onReads: () => {},
    isDemo: () => true,
    simulatorTags: demoPopulation,
  });
  return reader;
}

async function setUp(simArgs: string[]) {
  pair = await startPtyPair(tempDir('stocktake-pty-').path);
  sim = startSimulator(['--port', pair.a, '--protocol', 'tsl', ...simArgs]);
  await sim.ready();
  const r = await readerService();
  await r.updateSettings({ source: 'serial', port: pair.b, protocol: 'tsl', baudRate: 115200 });
  r.connect();
  await waitFor(() => r.status().state === 'connected', 5000, 'reader connected');
  const db = journalIn(journalDir());
  const service = createEncodeService({
    journal: db,
    catalog: { items: (ids) => (ids.includes(ITEM.id) ? [ITEM] : []), itemIdBySku: () => ITEM.id },
    storeId: () => 'store-1',
    defaultCompanyPrefixLength: 7,
  });
  const lender = createPortLender(r, openSerialByteLink, 500);
  return { r, db, service, lender };
}

/** The simulator opens its end a moment after it starts: ask again while it has not answered (nothing is issued). */
async function writeOnce<T>(lender: PortLender, write: (link: ReaderLink) => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await lender.withReader(write);
    } catch (err) {
      if (!/did not answer/.test((err as Error).message) || i > 10) throw err;
    }
  }
}

describe('"Write tag" with the reader service holding the port', () => {
  it('lends the port, writes and verifies one tag, and the reader is connected again', async () => {
    const { r, service, lender } = await setUp(['--field', OLD_TAG]);
    expect(lender.cannotWrite()).toBeNull();
    const written = await writeOnce(lender, service.prepareTagWrite(ITEM.id, { lockWith: '1A2B3C4D' }));
    expect(written.epc).toMatch(/^3034/);
    expect(service.allocator.stateOf(written.epc)).toBe('used');
    await waitFor(() => r.status().state === 'connected', 5000, 'reader connected again');
    await sim!.kill();
    const summary = await sim!.done;
    expect(summary?.field).toEqual([written.epc]);
    expect(summary?.locked).toEqual([true]);
  }, 30_000);

  it('a failed write (no tag near the reader) still gives the port back; nothing issued', async () => {
    const { r, db, service, lender } = await setUp(['--field', 'none']);
    await expect(writeOnce(lender, service.prepareTagWrite(ITEM.id))).rejects.toThrow(/No tag near the reader/);
    expect(rows(db, 'encode_serials')).toBe(0);
    await waitFor(() => r.status().state === 'connected', 5000, 'reader connected again');
  }, 30_000);

  it('a second write while one runs is refused, not sent to the port twice', async () => {
    const { service, lender } = await setUp(['--field', OLD_TAG]);
    const first = writeOnce(lender, service.prepareTagWrite(ITEM.id));
    await expect(lender.withReader(service.prepareTagWrite(ITEM.id))).rejects.toThrow(/being written already/);
    await expect(first).resolves.toMatchObject({ itemId: ITEM.id });
  }, 30_000);

  it('readers that cannot write say so, and nothing is opened', async () => {
    const r = await readerService();
    let opened = 0;
    const lender = createPortLender(r, async () => {
      opened++;
      throw new Error('not to be opened');
    });
    expect(lender.cannotWrite()).toMatch(/needs a TSL ASCII 2.0 reader on a serial port/);
    await r.updateSettings({ source: 'simulator' });
    expect(lender.cannotWrite()).toMatch(/demo simulator cannot write tags/);
    await r.updateSettings({ source: 'serial', protocol: 'chafon', port: '/dev/ttyUSB0' });
    expect(lender.cannotWrite()).toMatch(/\(chafon\) cannot write tags from the app/);
    await r.updateSettings({ protocol: 'tsl', port: null });
    expect(lender.cannotWrite()).toMatch(/Choose the reader's serial port/);
    await expect(lender.withReader(async () => 1)).rejects.toThrow(/Choose the reader's serial port/);
    expect(opened).toBe(0);

    // What cannot be encoded is refused before the port would be lent (the handler prepares first).
    const noGtin = { ...ITEM, id: '00000000-0000-4000-8000-0000000000ff', gtins: [] };
    const service = createEncodeService({
      journal: journalIn(journalDir()),
      catalog: { items: (ids) => [ITEM, noGtin].filter((i) => ids.includes(i.id)), itemIdBySku: () => null },
      storeId: () => 'store-1',
      defaultCompanyPrefixLength: 7,
    });
    expect(() => service.prepareTagWrite(noGtin.id)).toThrow(/has no GTIN/);
    expect(() => service.prepareTagWrite('00000000-0000-4000-8000-0000000000fe')).toThrow(/not in the catalog cache/);
    expect(() => service.prepareTagWrite(ITEM.id, { lockWith: '00000000' })).toThrow(/8 hex digits, not 00000000/);
  });
});
