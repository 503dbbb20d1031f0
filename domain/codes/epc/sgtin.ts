// Process: main (domain, Electron-free). SGTIN-96 (header 0x30) and SGTIN-198 (0x36) binary decoding.
// epc-tds checks neither length nor partition nor overflow; here each of those is a reason, never a guess.
import { checkDigit } from '../gtin';
import { type DecodedEpc, epcInvalid } from '../types';
import { readBits, restIsZero } from './bits';
import { gtinFromParts, padDigits, SGTIN_PARTITIONS } from './partition';
import { escapeUriSerial, isCharSet82 } from './serial-chars';

interface GtinFields {
  filter: number;
  company: string;
  itemRef: string;
  gtin14: string;
}

/** Filter, partition, company prefix and item reference (bits 8..57), or a reason. */
function readGtinFields(hex: string): GtinFields | string {
  const filter = readBits(hex, 8, 3);
  const partition = readBits(hex, 11, 3);
  if (partition > 6) return `partition ${partition} is not defined (0-6 only)`;
  const row = SGTIN_PARTITIONS[partition];
  if (!row) return `partition ${partition} is not defined (0-6 only)`;
  const [cBits, cDigits, iBits, iDigits] = row;
  const company = padDigits(readBits(hex, 14, cBits), cDigits);
  if (company === null) return `company prefix overflows its ${cDigits} digits`;
  const itemRef = padDigits(readBits(hex, 14 + cBits, iBits), iDigits);
  if (itemRef === null) return `item reference overflows its ${iDigits} digits`;
  return { filter, company, itemRef, gtin14: gtinFromParts(company, itemRef, checkDigit) };
}

export function decodeSgtin96(hex: string, input: string): DecodedEpc {
  if (hex.length !== 24) return epcInvalid(input, 'sgtin-96', `SGTIN-96 is 24 hex digits, got ${hex.length}`);
  const f = readGtinFields(hex);
  if (typeof f === 'string') return epcInvalid(input, 'sgtin-96', f);
  const serial = String(readBits(hex, 58, 38));
  return {
    type: 'epc',
    kind: 'epc',
    ok: true,
    input,
    scheme: 'sgtin-96',
    hex,
    gtin14: f.gtin14,
    serial,
    filter: f.filter,
    tagUri: `urn:epc:tag:sgtin-96:${f.filter}.${f.company}.${f.itemRef}.${serial}`,
    pureUri: `urn:epc:id:sgtin:${f.company}.${f.itemRef}.${serial}`,
  };
}

const SERIAL_198_START = 58;
const SERIAL_198_CHARS = 20;

export function decodeSgtin198(hex: string, input: string): DecodedEpc {
  // 198 bits: 50 hex digits, or 52 when the reader returns whole 16-bit words.
  if (hex.length !== 50 && hex.length !== 52) {
    return epcInvalid(input, 'sgtin-198', `SGTIN-198 is 50 or 52 hex digits, got ${hex.length}`);
  }
  const f = readGtinFields(hex);
  if (typeof f === 'string') return epcInvalid(input, 'sgtin-198', f);
  let serial = '';
  let bit = SERIAL_198_START;
  for (let i = 0; i < SERIAL_198_CHARS; i++, bit += 7) {
    const code = readBits(hex, bit, 7);
    if (code === 0) break;
    serial += String.fromCharCode(code);
  }
  if (!restIsZero(hex, bit)) return epcInvalid(input, 'sgtin-198', 'serial has data after its terminating zero');
  if (serial.length === 0) return epcInvalid(input, 'sgtin-198', 'serial is empty');
  if (!isCharSet82(serial)) return epcInvalid(input, 'sgtin-198', 'serial has characters outside GS1 set 82');
  const uriSerial = escapeUriSerial(serial);
  return {
    type: 'epc',
    kind: 'epc',
    ok: true,
    input,
    scheme: 'sgtin-198',
    hex,
    gtin14: f.gtin14,
    serial,
    filter: f.filter,
    tagUri: `urn:epc:tag:sgtin-198:${f.filter}.${f.company}.${f.itemRef}.${uriSerial}`,
    pureUri: `urn:epc:id:sgtin:${f.company}.${f.itemRef}.${uriSerial}`,
  };
}
