// Process: main (domain, Electron-free). EPC hex -> DecodedEpc. Validates characters and exact lengths,
// removes a PC word in front and a CRC behind (from the PC's length field, or the reader's hint), then
// dispatches on the header. Non-SGTIN schemes and non-GS1 EPCs come back named as "not a trade item".
import { type DecodedEpc, type EpcHint, epcInvalid, notTradeItem } from '../types';
import { readBits } from './bits';
import { gen2Crc16 } from './crc16';
import { decodeSgtinPlus } from './plus';
import { lengthFits, type SchemeInfo, schemeOfHeader, unassignedName } from './schemes';
import { decodeSgtin96, decodeSgtin198 } from './sgtin';

const HEX = /^[0-9A-F]+$/;
/** PC bit "T": the EPC bank holds an ISO/IEC 15961 (non-GS1) identifier, its AFI in the low byte. */
const PC_ISO_TOGGLE = 0x0100;
/**
 * The longest EPC bank read a reader can send: a PC word, at most 31 words of EPC (the PC's 5-bit length field)
 * and a CRC, 4 + 124 + 4 hex digits. Longer hex is not an EPC at all and is named too long, rather than read by
 * its first byte as some non-GS1 header.
 */
export const MAX_EPC_READ_HEX = 4 + 31 * 4 + 4;

/** Decodes an EPC as sent by a reader or typed by a person. Never throws. */
export function decodeEpcHex(raw: string, hint?: EpcHint): DecodedEpc {
  const hex = raw.trim().toUpperCase();
  if (hex.length === 0) return epcInvalid(raw, null, 'empty');
  if (!HEX.test(hex)) return epcInvalid(raw, null, 'EPC hex may contain only 0-9 and A-F');
  if (hex.length < 8) return epcInvalid(raw, null, `EPC is too short (${hex.length} hex digits)`);
  if (hex.length > MAX_EPC_READ_HEX) {
    return epcInvalid(
      raw,
      null,
      `too long for an EPC: ${hex.length} hex digits (the longest EPC read, with its PC word and CRC, is ${MAX_EPC_READ_HEX})`,
    );
  }
  if (hint?.pc !== undefined) return decodeWithPc(hex, hint.pc, raw);

  const header = readBits(hex, 0, 8);
  const info = schemeOfHeader(header);
  let bare: DecodedEpc | null = null;
  if (info && lengthFits(info, hex.length)) {
    bare = decodeBare(hex, raw, info);
    if (bare.type !== 'invalid') return bare;
  }
  // Not a bare EPC of its header's length: perhaps a PC word in front (and a CRC behind).
  const pc = readBits(hex, 0, 16);
  const words = pc >> 11;
  if (hex.length === 4 + words * 4 || hex.length === 8 + words * 4) {
    const viaPc = decodeWithPc(hex, pc, raw);
    if (viaPc.type !== 'invalid' || !bare) return viaPc;
  }
  if (bare) return bare;
  if (info) return decodeBare(hex, raw, info);
  return notTradeItem(raw, unassignedName(header), hex);
}

function decodeWithPc(hex: string, pc: number, raw: string): DecodedEpc {
  if (!Number.isInteger(pc) || pc < 0 || pc > 0xffff) return epcInvalid(raw, null, 'PC word is not 16 bits');
  const epcLength = (pc >> 11) * 4;
  if (epcLength === 0) return epcInvalid(raw, null, 'PC word says the EPC is empty');
  const pcHex = pc.toString(16).toUpperCase().padStart(4, '0');
  // The read may hold: EPC | EPC CRC | PC EPC | PC EPC CRC.
  const withPc = hex.startsWith(pcHex) && (hex.length === epcLength + 4 || hex.length === epcLength + 8);
  const start = withPc ? 4 : 0;
  const rest = hex.length - start - epcLength;
  if (rest !== 0 && rest !== 4) {
    return epcInvalid(raw, null, `PC word says ${epcLength} hex digits of EPC, got ${hex.length - start}`);
  }
  const epc = hex.slice(start, start + epcLength);
  if (rest === 4 && gen2Crc16(pcHex + epc) !== Number.parseInt(hex.slice(start + epcLength), 16)) {
    return epcInvalid(raw, null, 'CRC-16 after the EPC does not match: a damaged read');
  }
  if (pc & PC_ISO_TOGGLE) {
    const afi = (pc & 0xff).toString(16).toUpperCase().padStart(2, '0');
    return notTradeItem(
      raw,
      `ISO/IEC non-GS1 (AFI 0x${afi})`,
      epc,
      'not a trade item: the PC word marks a non-GS1 (ISO) identifier',
    );
  }
  const header = readBits(epc, 0, 8);
  const info = schemeOfHeader(header);
  if (!info) return notTradeItem(raw, unassignedName(header), epc);
  return decodeBare(epc, raw, info);
}

function decodeBare(hex: string, raw: string, info: SchemeInfo): DecodedEpc {
  switch (info.name) {
    case 'sgtin-96':
      return decodeSgtin96(hex, raw);
    case 'sgtin-198':
      return decodeSgtin198(hex, raw);
    case 'sgtin+':
      return decodeSgtinPlus(hex, raw, false);
    case 'dsgtin+':
      return decodeSgtinPlus(hex, raw, true);
    default:
      return notTradeItem(raw, info.name, hex);
  }
}
