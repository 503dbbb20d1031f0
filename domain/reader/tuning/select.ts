// Process: main (domain, Electron-free). The EPC pre-filter as each protocol's Select command: the tags whose EPC
// holds a mask at a bit offset. Shared by reader tuning (a saved company-prefix filter) and locate (one EPC or one
// item): `epcSelectCommand` gives the bytes, `selectHow` the sentence the screens show.
import type { EpcFilter } from '../../../contract/reader-tuning';
import type { ProtocolName } from '../protocols/framer';
import { M100_TYPE, m100Frame } from '../protocols/m100';

/** The EPC bank starts with the CRC-16 and PC words: the EPC itself begins at bit 0x20 (Gen2 memory map). */
export const EPC_BANK_EPC_START = 0x20;
export const M100_CMD_SET_SELECT = 0x0c;
export const M100_CMD_SELECT_MODE = 0x12;
/** M100 select mode: 0x00 sends the Select before every tag operation (inventory included), 0x01 sends none. */
export const M100_SELECT_MODE = { always: 0x00, never: 0x01 } as const;

/** What a caller filters on: the first `bitLength` bits of `epcHex`, from `offsetBits` into the EPC (default 0). */
export interface EpcSelect {
  epcHex: string;
  bitLength: number;
  offsetBits?: number;
}

export const toFilter = (s: EpcSelect): EpcFilter => ({
  maskHex: s.epcHex.toUpperCase(),
  bitLength: s.bitLength,
  offsetBits: s.offsetBits ?? 0,
});

/** The mask in whole bytes (TSL and M100 both take full bytes), bits past `bitLength` cleared. */
export function maskBytes(f: EpcFilter): Buffer {
  const bytes = Math.ceil(f.bitLength / 8);
  const hex = f.maskHex.padEnd(bytes * 2, '0').slice(0, bytes * 2);
  const buf = Buffer.from(hex, 'hex');
  const spare = bytes * 8 - f.bitLength;
  if (spare > 0) buf[bytes - 1] = buf[bytes - 1]! & ((0xff << spare) & 0xff);
  return buf;
}

const hex = (n: number, digits: number) => n.toString(16).toUpperCase().padStart(digits, '0');

/**
 * TSL `.iv` select options (ASCII 2.0): -sa 0 (matching tags assert SL, the others deassert it), -sb epc, -so offset
 * in bits (4 hex), -sl length in bits (2 hex), -sd the mask in whole bytes, -st sl, and -ql sl so only SL tags
 * answer; -io off so the select runs before each round. Without a filter: -io on -ql all (no select, every tag).
 */
export function tslSelectOptions(f: EpcFilter | null): string {
  if (!f) return '-io on -ql all';
  const offset = EPC_BANK_EPC_START + f.offsetBits;
  const data = maskBytes(f).toString('hex').toUpperCase();
  return `-sb epc -so ${hex(offset, 4)} -sl ${hex(f.bitLength, 2)} -sd ${data} -io off -sa 0 -st sl -ql sl`;
}

/**
 * M100 Select (0x0C): SelParam = Target(3 bits) Action(3) MemBank(2): target 100 (SL), action 000 (matching assert
 * SL, the others deassert), bank 01 (EPC); Ptr 4 bytes, the bit address; MaskLen in bits; Truncate 0x00; the mask.
 * The Query's Sel field must then be 11 (SL): the tuning's query command sets it.
 */
export function m100SelectFrame(f: EpcFilter): Buffer {
  const mask = maskBytes(f);
  const params = Buffer.alloc(7 + mask.length);
  params[0] = (0b100 << 5) | (0b000 << 2) | 0b01;
  params.writeUInt32BE(EPC_BANK_EPC_START + f.offsetBits, 1);
  params[5] = f.bitLength;
  params[6] = 0x00;
  mask.copy(params, 7);
  return m100Frame(M100_TYPE.command, M100_CMD_SET_SELECT, params);
}

export const m100SelectModeFrame = (mode: number) =>
  m100Frame(M100_TYPE.command, M100_CMD_SELECT_MODE, Uint8Array.of(mode));

/**
 * The bytes that make a reader report only tags matching `s` (settings commands: sent before inventory starts), or
 * null when the protocol has no Select (Chafon CF-RU5102, plain lines): match in main then. For M100 the Query's
 * Sel field must also be SL; reader tuning (apply.ts) sends that query, so prefer the reader service's
 * `applyPreset('locate', select)` to sending these bytes by hand.
 */
export function epcSelectCommand(protocol: ProtocolName, s: EpcSelect): Buffer[] | null {
  const f = toFilter(s);
  switch (protocol) {
    case 'tsl':
      return [Buffer.from(`.iv ${tslSelectOptions(f)} -n\r\n`, 'latin1')];
    case 'm100':
      return [m100SelectFrame(f), m100SelectModeFrame(M100_SELECT_MODE.always)];
    default:
      return null;
  }
}

/** One sentence for the screens: what the reader is sent to filter on the EPC, per protocol. */
export function selectHow(protocol: ProtocolName, s: EpcSelect): string {
  const bits = `${s.bitLength} bits from bit ${EPC_BANK_EPC_START + (s.offsetBits ?? 0)} of the EPC bank`;
  switch (protocol) {
    case 'tsl':
      return `TSL .iv select (-sb epc -so -sl -sd, -sa 0 -st sl -ql sl) on ${bits}.`;
    case 'm100':
      return `M100 Select (0x0C, target SL) on ${bits}, select mode 0x00, Query Sel = SL.`;
    case 'chafon':
      return 'The CF-RU5102 command set has no Select: matched in main.';
    default:
      return 'A plain-lines reader takes no commands: matched in main.';
  }
}
