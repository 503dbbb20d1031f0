// Process: node (tests). The serial source on serialport's mock binding: setup, poll and stop commands written,
// split/merged/corrupted bytes through the manager's batched stream.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockBinding } from '@serialport/binding-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReaderEvent } from '../../../domain/reader/events';
import { createReaderManager } from '../../../domain/reader/manager';
import { getProtocol, type ProtocolName } from '../../../domain/reader/protocols';
import { CHAFON_INVENTORY, encodeChafonReply } from '../../../domain/reader/protocols/chafon';
import { encodeM100Notices, M100_MULTI, M100_STOP } from '../../../domain/reader/protocols/m100';
import { encodeTsl } from '../../../domain/reader/protocols/tsl';
import { createSerialSource } from '../../../domain/reader/sources/serial-source';
import { recordingBinding } from '../../helpers/mock-binding';
import { waitFor } from '../../helpers/waits';
import { bytewise, noise, strip } from './helpers';

// Checked every 5 ms: the conditions are met by the source's own timers, a few ms apart.
const until = (cond: () => boolean, ms = 3000) => waitFor(cond, ms, 'the source condition', 5);

function connect(name: ProtocolName, path: string, options: { m100Mode?: 'continuous' | 'polled' } = {}) {
  MockBinding.createPort(path, { echo: false, record: true });
  const { binding, opened } = recordingBinding();
  const batches: ReaderEvent[][] = [];
  const manager = createReaderManager({ onBatch: (b) => batches.push(b), batchMs: 10 });
  const protocol = getProtocol(name, options);
  manager.connect(() => createSerialSource({ path, protocol, binding, idleMs: 30, pollTimeoutMs: 200 }), path);
  const reads = () => strip(batches.flat().filter((e) => e.type === 'epc' || e.type === 'barcode'));
  return { manager, opened, batches, reads };
}

afterEach(() => MockBinding.reset());

const TAGS = ['30751FEB705C5904E3D50D70', '3034257BF7194E4000001A85', 'E2801160600002054CC2096F'];

describe('serial source on the mock binding', () => {
  it('TSL: sends the inventory setup, decodes byte-split and corrupted input, reports status', async () => {
    const { manager, opened, batches, reads } = connect('tsl', '/dev/ttyMOCK-tsl');
    await until(() => manager.state === 'connected');
    const port = opened[0]!;
    await until(() => port.recording.length > 0);
    expect(port.recording.toString('latin1')).toBe('.iv -r on -e on -n\r\n');
    const round = encodeTsl(TAGS.map((hex, i) => ({ kind: 'epc' as const, hex, rssi: -50 - i })));
    for (const b of bytewise(round)) port.emitData(b);
    port.emitData(Buffer.concat([Buffer.from('\x01\x02junk\r\n'), round, round]));
    await until(() => reads().length === 9);
    const reader = '/dev/ttyMOCK-tsl';
    expect(reads().slice(0, 3)).toEqual(TAGS.map((hex, i) => ({ type: 'epc', hex, rssi: -50 - i, reader })));
    expect(manager.framerStats()?.badFrames).toBe(1);
    expect(batches.flat()[0]).toEqual({ type: 'status', state: 'connecting', detail: reader, reader });
    await manager.disconnect();
    expect(batches.flat().at(-1)).toEqual({ type: 'status', state: 'disconnected', reader });
  });

  it('Chafon: polls, and polls again as soon as the final reply frame arrives', async () => {
    const { manager, opened, reads } = connect('chafon', '/dev/ttyMOCK-chafon');
    await until(() => opened.length === 1 && opened[0]!.recording.length >= 5);
    const port = opened[0]!;
    expect(port.recording.subarray(0, 5)).toEqual(CHAFON_INVENTORY);
    const reply = encodeChafonReply(TAGS.map((hex) => ({ kind: 'epc' as const, hex })));
    // Garbage first, then the reply split in two: the poll loop must still see the reply complete.
    port.emitData(Buffer.concat([noise(9, 4), reply.subarray(0, 7)]));
    port.emitData(reply.subarray(7));
    await until(() => reads().length === 3);
    await until(() => port.recording.length >= 10);
    expect(port.recording.subarray(5, 10)).toEqual(CHAFON_INVENTORY);
    expect(reads()).toEqual(TAGS.map((hex) => ({ type: 'epc', hex, reader: '/dev/ttyMOCK-chafon' })));
    expect(manager.framerStats()?.badFrames).toBe(1);
    await manager.disconnect();
  });

  it('Chafon: a lost reply does not stop polling (timeout)', async () => {
    const { manager, opened } = connect('chafon', '/dev/ttyMOCK-chafon2');
    await until(() => opened.length === 1 && opened[0]!.recording.length >= 15, 2000);
    expect(opened[0]!.recording.subarray(0, 15)).toEqual(
      Buffer.concat([CHAFON_INVENTORY, CHAFON_INVENTORY, CHAFON_INVENTORY]),
    );
    await manager.disconnect();
  });

  it('M100 continuous: starts multi-poll, decodes merged notices, sends stop on disconnect', async () => {
    const { manager, opened, reads } = connect('m100', '/dev/ttyMOCK-m100');
    await until(() => opened.length === 1 && opened[0]!.recording.length >= M100_MULTI.length);
    const port = opened[0]!;
    expect(port.recording).toEqual(M100_MULTI);
    const notices = encodeM100Notices(TAGS.map((hex) => ({ kind: 'epc' as const, hex, rssi: -61 })));
    const corrupt = Buffer.from(notices);
    corrupt[8] = corrupt[8]! ^ 0xff;
    port.emitData(Buffer.concat([notices, corrupt, notices]));
    await until(() => reads().length >= 8);
    expect(reads()).toHaveLength(8); // the corrupted first notice of the middle round is lost, nothing else
    expect(manager.framerStats()?.badFrames).toBe(1);
    await manager.disconnect();
    expect(port.recording.subarray(M100_MULTI.length)).toEqual(M100_STOP);
  });

  it('M100 continuous: a reader that stays silent gets the multi-poll again (it missed it or was power-cycled)', async () => {
    const { manager, opened } = connect('m100', '/dev/ttyMOCK-m100-quiet');
    await until(() => opened.length === 1 && opened[0]!.recording.length >= 2 * M100_MULTI.length, 3000);
    expect(opened[0]!.recording.subarray(0, 2 * M100_MULTI.length)).toEqual(Buffer.concat([M100_MULTI, M100_MULTI]));
    await manager.disconnect();
  });

  it('a quiet port whose device node disappears is reported lost (unplug without a read error)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reader-node-'));
    const path = join(dir, 'ttyUSB9');
    writeFileSync(path, '');
    MockBinding.createPort(path, { echo: false, record: true });
    const { binding } = recordingBinding();
    const batches: ReaderEvent[][] = [];
    const manager = createReaderManager({ onBatch: (b) => batches.push(b), batchMs: 5, backoff: { initialMs: 50 } });
    const source = () =>
      createSerialSource({ path, protocol: getProtocol('lines'), binding, idleMs: 20, presenceCheckMs: 50 });
    manager.connect(source);
    await until(() => manager.state === 'connected');
    rmSync(path);
    await until(() => manager.state === 'reconnecting', 2000);
    const lost = batches.flat().find((e) => e.type === 'status' && e.state === 'reconnecting');
    expect(lost).toMatchObject({ detail: expect.stringContaining('the device disappeared') });
    await manager.disconnect();
  });

  it('lines: a wrong path is a clear status, then retries with backoff', async () => {
    const batches: ReaderEvent[][] = [];
    const manager = createReaderManager({
      onBatch: (b) => batches.push(b),
      batchMs: 5,
      backoff: { initialMs: 20, jitter: 0 },
    });
    const { binding } = recordingBinding();
    manager.connect(() => createSerialSource({ path: '/dev/nothing', protocol: getProtocol('lines'), binding }));
    await until(() => batches.flat().filter((e) => e.type === 'status' && e.state === 'reconnecting').length >= 2);
    const status = batches.flat().find((e) => e.type === 'status' && e.state === 'reconnecting');
    expect(status).toMatchObject({ detail: expect.stringContaining('Cannot open /dev/nothing') });
    await manager.disconnect();
  });
});
