// Process: node (tests). Writing a tag with a TSL reader over a real PTY pair: the simulator CLI plays the tags in
// the field (--field), the encode path opens the other end with the real serialport binding. Written and read back;
// and each failure path (no tag, several tags, a write error, a read-back that differs) issues nothing or spoils.
import { afterEach, describe, expect, it } from 'vitest';
import { openSerialByteLink, tslReaderLink } from '../../domain/encode/reader-link';
import { createSerialAllocator } from '../../domain/encode/serials';
import { sgtinTarget } from '../../domain/encode/sgtin-target';
import { assertCanWrite, type WriteTagOptions, writeTag } from '../../domain/encode/write-tag';
import { tempDir } from '../helpers/temp-dir';
import { ITEM, dataFolder as journalDir, journalIn, rows } from '../unit/encode/harness';
import { type PtyPair, type SimProcess, startPtyPair, startSimulator } from './pty';

const OLD_TAG = 'E28011606000020A1B2C3D4E';
const OTHER_TAG = 'E28011606000020A1B2C3D4F';
let pair: PtyPair | undefined;
let sim: SimProcess | undefined;

afterEach(async () => {
  await sim?.kill();
  await pair?.kill();
  sim = undefined;
  pair = undefined;
});

async function encodeOnce(simArgs: string[], opts: WriteTagOptions = {}) {
  pair = await startPtyPair(tempDir('stocktake-pty-').path);
  sim = startSimulator(['--port', pair.a, '--protocol', 'tsl', ...simArgs]);
  // Asked only once the simulator has its end open, with time to answer on a loaded machine: a question timed out
  // half way through a write would be asked again with a new serial (a second row in encode_serials).
  await sim.ready();
  const bytes = await openSerialByteLink(pair.b, 115200);
  const link = tslReaderLink(bytes, 5000);
  const db = journalIn(journalDir());
  const allocator = createSerialAllocator(db);
  let result: { epc: string } | Error;
  for (let i = 0; ; i++) {
    try {
      result = await writeTag(link, allocator, ITEM, sgtinTarget(ITEM, 7), opts);
      break;
    } catch (err) {
      result = err as Error;
      if (!/did not answer/.test(result.message) || i > 10) break;
    }
  }
  await link.close();
  await sim.kill();
  const summary = await sim.done;
  return { result, db, allocator, summary };
}

describe('writing a tag with a TSL reader (simulator over socat)', () => {
  it('writes the PC word and EPC to the one tag, reads it back, marks the serial used', async () => {
    const { result, allocator, summary } = await encodeOnce(['--field', OLD_TAG]);
    expect(result).not.toBeInstanceOf(Error);
    const epc = (result as { epc: string }).epc;
    expect(allocator.stateOf(epc)).toBe('used');
    expect(summary?.field).toEqual([epc]);
  });

  it('no tag near the reader: refused, nothing issued', async () => {
    const { result, db } = await encodeOnce(['--field', 'none']);
    expect((result as Error).message).toMatch(/No tag near the reader/);
    expect(rows(db, 'encode_serials')).toBe(0);
  });

  it('several tags: refused, nothing issued, no tag written', async () => {
    const { result, db, summary } = await encodeOnce(['--field', `${OLD_TAG},${OTHER_TAG}`]);
    expect((result as Error).message).toMatch(/2 tags are near the reader/);
    expect(rows(db, 'encode_serials')).toBe(0);
    expect(summary?.field).toEqual([OLD_TAG, OTHER_TAG]);
  });

  it('the reader answers a write error: the serial is spoiled, with the reader code in the message', async () => {
    const { result, db } = await encodeOnce(['--field', OLD_TAG, '--write-error', '009']);
    expect((result as Error).message).toMatch(
      /could not write the tag \(it answered ER: 009\)\. The serial was voided/,
    );
    expect(db.prepare('SELECT state FROM encode_serials').all()).toEqual([{ state: 'spoiled' }]);
  });

  it('the tag says OK but keeps its old EPC: the read-back catches it, the serial is spoiled', async () => {
    const { result, db } = await encodeOnce(['--field', OLD_TAG, '--ignore-writes']);
    expect((result as Error).message).toMatch(new RegExp(`reads back ${OLD_TAG}, not 30`));
    expect(db.prepare('SELECT state FROM encode_serials').all()).toEqual([{ state: 'spoiled' }]);
  });

  it('lock: the tag gets the access password and is locked after the verified write', async () => {
    const { result, allocator, summary } = await encodeOnce(['--field', OLD_TAG], { lockWith: '1A2B3C4D' });
    const epc = (result as { epc: string }).epc;
    expect(allocator.stateOf(epc)).toBe('used');
    expect(summary?.field).toEqual([epc]);
    expect(summary?.locked).toEqual([true]);
  });

  it('a tag locked behind another password: the write is refused (reader code shown), the serial spoiled', async () => {
    const { result, db, summary } = await encodeOnce(['--field', OLD_TAG, '--locked-with', '99999999'], {
      accessPassword: '12345678',
    });
    expect((result as Error).message).toMatch(/could not write the tag \(it answered ER: 004\)/);
    expect(db.prepare('SELECT state FROM encode_serials').all()).toEqual([{ state: 'spoiled' }]);
    expect(summary?.field).toEqual([OLD_TAG]);
  });

  it('a locked tag rewritten with its password, and locked again with it', async () => {
    const { result, allocator, summary } = await encodeOnce(['--field', OLD_TAG, '--locked-with', '99999999'], {
      accessPassword: '99999999',
      lockWith: '99999999',
    });
    const epc = (result as { epc: string }).epc;
    expect(allocator.stateOf(epc)).toBe('used');
    expect(summary?.field).toEqual([epc]);
    expect(summary?.locked).toEqual([true]);
  });

  it('a password that is not 8 hex digits, or locking with zeros: refused before anything is issued', async () => {
    for (const opts of [{ accessPassword: '123' }, { lockWith: '00000000' }]) {
      const { result, db } = await encodeOnce(['--field', OLD_TAG], opts);
      expect((result as Error).message).toMatch(/8 hex digits/);
      expect(rows(db, 'encode_serials')).toBe(0);
      await pair?.kill();
      pair = undefined;
    }
  });

  it('readers other than TSL say they cannot write', () => {
    expect(() => assertCanWrite('chafon')).toThrow(/cannot write tags from the app/);
    expect(() => assertCanWrite('tsl')).not.toThrow();
  });
});
