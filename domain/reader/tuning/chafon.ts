// Process: main (domain, Electron-free). Reader tuning in the Chafon CF-RU5102 (UHFReader18) command set: Set Power
// (0x2F, one byte, dBm) and Get Reader Information (0x21: Version(2) Type TrType dmaxfre dminfre Power Scntm) for the
// read-back and the reader's id. Replies are `Len Adr reCmd Status Data CRC16`; status 0x00 is success. The
// inventory command of this set takes no session, target, Q or mask, so those are unsupported here.
import { chafonFrame } from '../protocols/chafon';
import { crc16Mcrf4xx } from '../protocols/crc';

export const CHAFON_CMD_GET_INFO = 0x21;
export const CHAFON_CMD_SET_POWER = 0x2f;
const BROADCAST = 0xff;

/** Status bytes of the command set (the CF-RU5102 driver's list). */
export const CHAFON_STATUS_TEXT: Record<number, string> = {
  0: 'success',
  5: 'access password error',
  11: 'command not supported',
  19: 'save failed',
  20: 'cannot adjust (power)',
  249: 'command execute error',
  250: 'poor communication',
  253: 'wrong length',
  254: 'illegal command',
  255: 'parameter error',
};

export const chafonStatusText = (status: number) => {
  const hex = `0x${status.toString(16).toUpperCase().padStart(2, '0')}`;
  const meaning = CHAFON_STATUS_TEXT[status];
  return meaning ? `status ${hex} ${meaning}` : `status ${hex}`;
};

/** `04 FF 21 D9 6A`. */
export const CHAFON_GET_INFO = chafonFrame(BROADCAST, CHAFON_CMD_GET_INFO);
export const chafonSetPower = (dbm: number) => chafonFrame(BROADCAST, CHAFON_CMD_SET_POWER, Uint8Array.of(dbm));

export interface ChafonReply {
  cmd: number;
  status: number;
  data: Buffer;
}

/** Finds CRC-checked frames (`Len Adr Cmd Body CRC16`) in a byte stream; `minLen` 4 for commands, 5 for replies. */
export function createChafonFrameReader(minLen: number) {
  let carry = Buffer.alloc(0);
  return {
    push(chunk: Buffer): { adr: number; cmd: number; body: Buffer }[] {
      const buf = Buffer.concat([carry, chunk]);
      const out: { adr: number; cmd: number; body: Buffer }[] = [];
      let i = 0;
      while (i < buf.length) {
        const len = buf[i]!;
        if (len < minLen) {
          i++;
          continue;
        }
        if (i + len + 1 > buf.length) break;
        const crc = crc16Mcrf4xx(buf, i, i + len - 1);
        if (buf[i + len - 1] === (crc & 0xff) && buf[i + len] === crc >>> 8) {
          out.push({ adr: buf[i + 1]!, cmd: buf[i + 2]!, body: Buffer.from(buf.subarray(i + 3, i + len - 1)) });
          i += len + 1;
        } else i++;
      }
      carry = Buffer.from(buf.subarray(Math.min(i, buf.length)).subarray(-512));
      return out;
    },
  };
}

/** Reply frames (inventory replies included; callers pick by cmd): the body's first byte is the status. */
export function createChafonReplyReader() {
  const frames = createChafonFrameReader(5);
  return {
    push: (chunk: Buffer): ChafonReply[] =>
      frames.push(chunk).map((f) => ({ cmd: f.cmd, status: f.body[0]!, data: f.body.subarray(1) })),
  };
}

/** Reader information (0x21 reply data): the id (firmware version and type) and the power it holds. */
export function parseChafonInfo(data: Buffer): { readerId: string; power: number } | null {
  if (data.length < 8) return null;
  const type = data[2]!.toString(16).toUpperCase().padStart(2, '0');
  return { readerId: `CF type 0x${type} fw ${data[0]}.${data[1]}`, power: data[6]! };
}

/** A 0x21 reply's data, as the simulator answers (tests use it too). */
export function chafonInfoData(o: { version: [number, number]; type: number; power: number }): Buffer {
  return Buffer.from([o.version[0], o.version[1], o.type, 0x02, 0x3e, 0x00, o.power, 0x0a]);
}
