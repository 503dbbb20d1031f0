// Process: main (domain, Electron-free). Magic RF M100 modules: `BB Type Cmd PL(2) Params Sum 7E`, Sum = low byte
// of Type..last parameter. Type 00 command, 01 response, 02 notice (a tag read).
import { gen2Crc16 } from '../../codes/epc/crc16';
import { emptyStats, type ReaderEvent } from '../events';
import { createBinaryFramer, frameSync } from './binary-framer';
import { m100Checksum } from './crc';
import { type Framer, type SimRead, toHex4 } from './framer';

const HEAD = 0xbb;
const END = 0x7e;
const MAX_PARAMS = 512;
export const M100_CMD = { inventory: 0x22, multiPoll: 0x27, stop: 0x28, error: 0xff } as const;
export const M100_TYPE = { command: 0x00, response: 0x01, notice: 0x02 } as const;
/** Error code in a `BB 01 FF` response meaning "inventory found no tag". */
const NO_TAG = 0x15;

export function m100Frame(type: number, cmd: number, params: Uint8Array = new Uint8Array(0)): Buffer {
  const pl = params.length;
  const buf = Buffer.alloc(pl + 7);
  buf[0] = HEAD;
  buf[1] = type;
  buf[2] = cmd;
  buf[3] = pl >>> 8;
  buf[4] = pl & 0xff;
  buf.set(params, 5);
  buf[5 + pl] = m100Checksum(buf, 1, 5 + pl);
  buf[6 + pl] = END;
  return buf;
}

/** `BB 00 22 00 00 22 7E`: one inventory round. */
export const M100_SINGLE = m100Frame(M100_TYPE.command, M100_CMD.inventory);
/** `BB 00 27 00 03 22 FF FF 4A 7E`: 65535 rounds, i.e. continuous until stopped. */
export const M100_MULTI = m100Frame(M100_TYPE.command, M100_CMD.multiPoll, Uint8Array.of(0x22, 0xff, 0xff));
/** `BB 00 28 00 00 28 7E`. */
export const M100_STOP = m100Frame(M100_TYPE.command, M100_CMD.stop);
/** `BB 01 FF 00 01 15 16 7E`. */
export const M100_NO_TAG = m100Frame(M100_TYPE.response, M100_CMD.error, Uint8Array.of(NO_TAG));

export function createM100Framer(): Framer {
  const stats = emptyStats();
  const { skip, resync } = frameSync(stats);

  const handleFrame = (buf: Buffer, i: number, pl: number, out: ReaderEvent[], at: number): boolean => {
    const type = buf[i + 1]!;
    const cmd = buf[i + 2]!;
    const p = i + 5;
    if (type === M100_TYPE.notice && cmd === M100_CMD.inventory) {
      // RSSI(1) PC(2) EPC(n) CRC(2)
      if (pl < 7) return false;
      const rssiByte = buf[p]!;
      const pc = (buf[p + 1]! << 8) | buf[p + 2]!;
      const epcBytes = pl - 5;
      if (epcBytes % 2 !== 0) return false;
      out.push({
        type: 'epc',
        hex: buf.toString('hex', p + 3, p + 3 + epcBytes).toUpperCase(),
        rssi: rssiByte > 127 ? rssiByte - 256 : rssiByte,
        pc: toHex4(pc),
        at,
      });
      stats.epcs++;
      return true;
    }
    if (type === M100_TYPE.response && cmd === M100_CMD.error) {
      const code = pl > 0 ? buf[p]! : 0;
      stats.replies++;
      if (code !== NO_TAG) {
        out.push({
          type: 'error',
          code: 'reader_error',
          message: `M100 error 0x${code.toString(16).padStart(2, '0')}`,
        });
      }
      return true;
    }
    return true; // other responses (stop acknowledged, settings) keep us in sync but carry no reads
  };

  const scan = (buf: Buffer, out: ReaderEvent[], at: number): number => {
    let i = 0;
    const n = buf.length;
    while (i < n) {
      if (buf[i] !== HEAD) {
        skip();
        const next = buf.indexOf(HEAD, i + 1);
        i = next < 0 ? n : next;
        continue;
      }
      if (i + 5 > n) return i;
      const type = buf[i + 1]!;
      const pl = (buf[i + 3]! << 8) | buf[i + 4]!;
      if (type > 2 || pl > MAX_PARAMS) {
        skip();
        i++;
        continue;
      }
      const end = i + 6 + pl;
      if (end >= n) return i;
      if (buf[end] === END && buf[end - 1] === m100Checksum(buf, i + 1, end - 1) && handleFrame(buf, i, pl, out, at)) {
        stats.frames++;
        resync();
        i = end + 1;
      } else {
        skip();
        i++;
      }
    }
    return n;
  };

  return createBinaryFramer(stats, scan, skip);
}

/** Tag notices for a round of reads (`BB 02 22 ...`); RSSI defaults to -60 dBm, PC to the EPC's length. */
export function encodeM100Notices(reads: readonly SimRead[]): Buffer {
  const frames: Buffer[] = [];
  for (const r of reads) {
    if (r.kind !== 'epc') continue;
    const epc = Buffer.from(r.hex, 'hex');
    const pc = r.pc ? Number.parseInt(r.pc, 16) : (epc.length / 2) << 11;
    const params = Buffer.alloc(epc.length + 5);
    params[0] = (r.rssi ?? -60) & 0xff;
    params.writeUInt16BE(pc, 1);
    epc.copy(params, 3);
    params.writeUInt16BE(gen2Crc16(params.toString('hex', 1, epc.length + 3)), epc.length + 3); // the tag's own CRC
    frames.push(m100Frame(M100_TYPE.notice, M100_CMD.inventory, params));
  }
  return Buffer.concat(frames);
}
