// Process: main (domain, Electron-free). Reader tuning in the Magic RF M100 protocol: transmit power (set 0xB6 with
// dBm x 100, big-endian; get 0xB7), the Query parameters (get 0x0D, set 0x0E: one 16-bit word DR(15) M(14-13)
// TRext(12) Sel(11-10) Session(9-8) Target(7) Q(6-3)), module info (0x03, 0x01 = software version) for the id.
// Set commands answer `BB 01 <cmd> 00 01 00` on success, `BB 01 FF 00 01 <code>` when refused (codes below).
import type { ReaderTuning } from '../../../contract/reader-tuning';
import { m100Checksum } from '../protocols/crc';
import { M100_TYPE, m100Frame } from '../protocols/m100';

export const M100_CMD_INFO = 0x03;
export const M100_CMD_GET_QUERY = 0x0d;
export const M100_CMD_SET_QUERY = 0x0e;
export const M100_CMD_GET_POWER = 0xb7;
export const M100_CMD_SET_POWER = 0xb6;
export const M100_CMD_ERROR = 0xff;

/** Error codes of a `BB 01 FF` response (M100 manual; the module vendors' SDKs list the same). */
export const M100_ERRORS: Record<number, string> = {
  9: 'read fail',
  14: 'invalid parameter',
  16: 'write fail',
  18: 'kill fail',
  19: 'lock fail',
  21: 'inventory fail (no tag)',
  22: 'access fail',
  23: 'command error',
  32: 'frequency hopping (FHSS) fail',
};

export const m100ErrorText = (code: number) => {
  const hex = `0x${code.toString(16).toUpperCase().padStart(2, '0')}`;
  return M100_ERRORS[code] ? `error ${hex} ${M100_ERRORS[code]}` : `error ${hex}`;
};

const cmd = (c: number, params?: Uint8Array) => m100Frame(M100_TYPE.command, c, params);
/** `BB 00 03 00 01 01 05 7E`: software version. */
export const M100_GET_INFO = cmd(M100_CMD_INFO, Uint8Array.of(0x01));
export const M100_GET_POWER = cmd(M100_CMD_GET_POWER);
export const M100_GET_QUERY = cmd(M100_CMD_GET_QUERY);
export const m100SetPower = (dbm: number) => {
  const v = Math.round(dbm * 100);
  return cmd(M100_CMD_SET_POWER, Uint8Array.of(v >>> 8, v & 0xff));
};
export const m100SetQuery = (word: number) => cmd(M100_CMD_SET_QUERY, Uint8Array.of(word >>> 8, word & 0xff));

/** The manual's example word 0x1020: DR 8, M 1, TRext on, Sel all, S0, target A, Q 4. */
export const M100_DEFAULT_QUERY = 0x1020;

export interface M100Query {
  sel: number;
  session: number;
  target: number;
  q: number;
}

export const decodeQuery = (w: number): M100Query => ({
  sel: (w >>> 10) & 3,
  session: (w >>> 8) & 3,
  target: (w >>> 7) & 1,
  q: (w >>> 3) & 15,
});

/** The word with the tuning's session, target and Q put in (others kept); Sel 11 (SL) with a filter, else 00 (all). */
export function queryWord(current: number, t: ReaderTuning): number {
  let w = current & ~(0b11 << 10);
  if (t.filter) w |= 0b11 << 10;
  if (t.session !== null) w = (w & ~(0b11 << 8)) | (Number(t.session[1]) << 8);
  if (t.target === 'A' || t.target === 'B') w = (w & ~(1 << 7)) | ((t.target === 'B' ? 1 : 0) << 7);
  if (t.q !== null) w = (w & ~(0b1111 << 3)) | (t.q << 3);
  return w & 0xffff;
}

export interface M100Reply {
  type: number;
  cmd: number;
  params: Buffer;
}

/** Finds checked `BB type cmd PL params sum 7E` frames in the bytes a module sends. */
export function createM100ReplyReader() {
  let carry = Buffer.alloc(0);
  return {
    push(chunk: Buffer): M100Reply[] {
      const buf = Buffer.concat([carry, chunk]);
      const out: M100Reply[] = [];
      let i = 0;
      while (i < buf.length) {
        if (buf[i] !== 0xbb) {
          i++;
          continue;
        }
        if (i + 5 > buf.length) break;
        const pl = (buf[i + 3]! << 8) | buf[i + 4]!;
        const end = i + 6 + pl;
        if (pl > 512) {
          i++;
          continue;
        }
        if (end >= buf.length) break;
        if (buf[end] === 0x7e && buf[end - 1] === m100Checksum(buf, i + 1, end - 1)) {
          out.push({ type: buf[i + 1]!, cmd: buf[i + 2]!, params: Buffer.from(buf.subarray(i + 5, i + 5 + pl)) });
          i = end + 1;
        } else i++;
      }
      carry = Buffer.from(buf.subarray(Math.min(i, buf.length)).subarray(-1024));
      return out;
    },
  };
}

/** Module info reply params: the info type byte, then ASCII text. */
export const m100InfoText = (params: Buffer) => params.subarray(1).toString('latin1').replace(/\0/g, '').trim() || null;
