// Process: main (domain, Electron-free). Chafon CF-RU5102-class binary frames: `Len Adr Cmd Data CRC16`, Len
// counting the bytes after itself, CRC-16/MCRF4XX over Len..Data, low byte first. Inventory is polled.
import { createLogger } from '../../shared/logger';
import { emptyStats, type ReaderEvent } from '../events';
import { createBinaryFramer, frameSync } from './binary-framer';
import { crc16Mcrf4xx } from './crc';
import type { Framer, SimRead } from './framer';

const log = createLogger('reader.chafon');

export const CHAFON_CMD_INVENTORY = 0x01;
/** Reply status: 01 done, 02 time ran out, 03 more frames follow, 04 reader memory full, FB no tag. */
export const CHAFON_STATUS = { done: 0x01, timeout: 0x02, more: 0x03, full: 0x04, noTag: 0xfb } as const;
const MIN_LEN = 4; // Adr Cmd CRC CRC: the shortest command; replies have at least a status byte more.
const INVENTORY_STATUSES = new Set<number>([0x01, 0x02, 0x03, 0x04, 0xfb]);

/** Wraps Adr Cmd Data in Len and CRC. */
export function chafonFrame(adr: number, cmd: number, data: Uint8Array = new Uint8Array(0)): Buffer {
  const len = data.length + 4;
  if (len > 255) throw new RangeError(`Chafon frame too long: ${len}`);
  const buf = Buffer.alloc(len + 1);
  buf[0] = len;
  buf[1] = adr;
  buf[2] = cmd;
  buf.set(data, 3);
  const crc = crc16Mcrf4xx(buf, 0, len - 1);
  buf[len - 1] = crc & 0xff;
  buf[len] = crc >>> 8;
  return buf;
}

/** `04 FF 01 1B B4`: inventory, broadcast address. */
export const CHAFON_INVENTORY = chafonFrame(0xff, CHAFON_CMD_INVENTORY);

export function createChafonFramer(): Framer {
  const stats = emptyStats();
  const { skip, resync } = frameSync(stats);

  /** Decodes a CRC-checked frame; false when its contents do not add up. */
  const handleFrame = (buf: Buffer, i: number, len: number, out: ReaderEvent[], at: number): boolean => {
    const cmd = buf[i + 2]!;
    const dataStart = i + 3;
    const dataEnd = i + len - 1; // exclusive: the CRC follows
    if (cmd !== CHAFON_CMD_INVENTORY) return true; // replies to commands we do not decode still resync us
    if (dataEnd - dataStart < 1) return true; // an inventory command (echo or other master): nothing to report
    const status = buf[dataStart]!;
    if (status === CHAFON_STATUS.noTag) {
      stats.replies++;
      return true;
    }
    if (status < 0x01 || status > 0x04) {
      out.push({ type: 'error', code: 'reader_status', message: `Chafon inventory status 0x${status.toString(16)}` });
      stats.replies++;
      return true;
    }
    const count = buf[dataStart + 1];
    if (count === undefined || dataStart + 1 >= dataEnd) return false;
    const epcs: ReaderEvent[] = [];
    let p = dataStart + 2;
    for (let t = 0; t < count; t++) {
      const n = buf[p];
      if (n === undefined || n === 0 || p + 1 + n > dataEnd) return false;
      epcs.push({ type: 'epc', hex: buf.toString('hex', p + 1, p + 1 + n).toUpperCase(), at });
      p += 1 + n;
    }
    if (p !== dataEnd) return false;
    for (const e of epcs) out.push(e);
    stats.epcs += epcs.length;
    if (status !== CHAFON_STATUS.more) stats.replies++;
    return true;
  };

  /**
   * Cheap header check before the CRC: on pure garbage every byte is a candidate length, and a CRC over up to 255
   * bytes for each would make a noisy line cost far more than a clean one.
   */
  const plausible = (buf: Buffer, i: number, len: number): boolean => {
    const cmd = buf[i + 2]!;
    if (cmd === CHAFON_CMD_INVENTORY) return len === MIN_LEN || INVENTORY_STATUSES.has(buf[i + 3]!);
    return (cmd >= 0x02 && cmd <= 0x0f) || (cmd >= 0x21 && cmd <= 0x2f);
  };

  /** Decodes whole frames from buf; returns where the unfinished tail starts. */
  const scan = (buf: Buffer, out: ReaderEvent[], at: number): number => {
    let i = 0;
    const n = buf.length;
    while (i < n) {
      const len = buf[i]!;
      if (len < MIN_LEN) {
        skip();
        i++;
        continue;
      }
      if (i + 3 < n && !plausible(buf, i, len)) {
        skip();
        i++;
        continue;
      }
      if (i + len + 1 > n) return i; // wait for the rest (flush() gives up on it when the line goes quiet)
      const crc = crc16Mcrf4xx(buf, i, i + len - 1);
      if (buf[i + len - 1] === (crc & 0xff) && buf[i + len] === crc >>> 8 && handleFrame(buf, i, len, out, at)) {
        stats.frames++;
        resync();
        i += len + 1;
      } else {
        skip();
        i++;
      }
    }
    return n;
  };

  return createBinaryFramer(stats, scan, skip, () => log.debug('flushed partial frame'));
}

/** Reply frames for one inventory round: several EPCs per frame, status 03 until the last (01), FB when empty. */
export function encodeChafonReply(reads: readonly SimRead[], adr = 0x00): Buffer {
  const epcs = reads.filter((r) => r.kind === 'epc').map((r) => Buffer.from(r.hex, 'hex'));
  if (epcs.length === 0) return chafonFrame(adr, CHAFON_CMD_INVENTORY, Uint8Array.of(CHAFON_STATUS.noTag));
  const frames: Buffer[] = [];
  let group: Buffer[] = [];
  let size = 0;
  const close = (last: boolean) => {
    const data = Buffer.concat([
      Uint8Array.of(last ? CHAFON_STATUS.done : CHAFON_STATUS.more, group.length),
      ...group.flatMap((e) => [Uint8Array.of(e.length), e]),
    ]);
    frames.push(chafonFrame(adr, CHAFON_CMD_INVENTORY, data));
    group = [];
    size = 0;
  };
  for (const e of epcs) {
    if (size + e.length + 1 > 240) close(false);
    group.push(e);
    size += e.length + 1;
  }
  close(true);
  return Buffer.concat(frames);
}
