// Process: main (domain, Electron-free). SGTIN encoders for the reader simulator and the tests: the
// inverse of the decoders, cross-checked against epc-tds in the tests. Invalid arguments throw RangeError
// (a programming error here, unlike decoding, where bad input is data).
import { isGtin14 } from '../gtin';
import { fieldsToHex } from './bits';
import { SGTIN_PARTITIONS } from './partition';
import { isCharSet82 } from './serial-chars';

export interface SgtinArgs {
  gtin14: string;
  serial: string | number | bigint;
  /** 0-7; 1 = point-of-sale item (the usual retail tag). */
  filter?: number;
  /** Digits of the GS1 company prefix, 6-12; it sets the partition. Default 7. */
  companyPrefixLength?: number;
}

function sgtinFields(args: SgtinArgs, header: number): Array<[bigint | number, number]> {
  const { gtin14, filter = 1, companyPrefixLength = 7 } = args;
  if (!isGtin14(gtin14)) throw new RangeError(`not a GTIN-14 with a valid check digit: ${gtin14}`);
  if (!Number.isInteger(filter) || filter < 0 || filter > 7) throw new RangeError('filter must be 0-7');
  if (!Number.isInteger(companyPrefixLength) || companyPrefixLength < 6 || companyPrefixLength > 12) {
    throw new RangeError('companyPrefixLength must be 6-12');
  }
  const partition = 12 - companyPrefixLength;
  const row = SGTIN_PARTITIONS[partition];
  if (!row) throw new RangeError('companyPrefixLength must be 6-12');
  const [cBits, , iBits] = row;
  const company = BigInt(gtin14.slice(1, 1 + companyPrefixLength));
  const itemRef = BigInt(gtin14[0] + gtin14.slice(1 + companyPrefixLength, 13));
  return [
    [header, 8],
    [filter, 3],
    [partition, 3],
    [company, cBits],
    [itemRef, iBits],
  ];
}

/** SGTIN-96: 24 hex digits. The serial is an integer 0..2^38-1. */
export function encodeSgtin96(args: SgtinArgs): string {
  const serial = BigInt(args.serial);
  if (serial < 0n || serial >= 1n << 38n) throw new RangeError('SGTIN-96 serial must be 0..2^38-1');
  return fieldsToHex([...sgtinFields(args, 0x30), [serial, 38]], 96);
}

function sevenBit(serial: string, maxChars: number): Array<[number, number]> {
  if (serial.length === 0 || serial.length > maxChars || !isCharSet82(serial)) {
    throw new RangeError(`serial must be 1-${maxChars} GS1 set 82 characters`);
  }
  return Array.from(serial, (c) => [c.charCodeAt(0), 7] as [number, number]);
}

/** SGTIN-198: 50 hex digits (52 with wordAligned, as a tag's EPC bank holds it). Alphanumeric serial. */
export function encodeSgtin198(args: SgtinArgs & { wordAligned?: boolean }): string {
  const chars = sevenBit(String(args.serial), 20);
  return fieldsToHex([...sgtinFields(args, 0x36), ...chars], args.wordAligned ? 208 : 198);
}

const DATE_TYPES: Record<string, number> = { '11': 0, '13': 1, '15': 2, '16': 3, '17': 4, '7006': 5, '7007': 6 };

/**
 * SGTIN+ (or DSGTIN+ when `date` is given), AIDC toggle 0, serial in 7-bit ASCII. Padded to whole hex
 * digits (as the TDS examples print it) or to 16-bit words with wordAligned.
 */
export function encodeSgtinPlus(
  args: Omit<SgtinArgs, 'companyPrefixLength'> & { date?: { ai: string; yymmdd: string }; wordAligned?: boolean },
): string {
  const { gtin14, filter = 1, date } = args;
  if (!isGtin14(gtin14)) throw new RangeError(`not a GTIN-14 with a valid check digit: ${gtin14}`);
  if (!Number.isInteger(filter) || filter < 0 || filter > 7) throw new RangeError('filter must be 0-7');
  const chars = sevenBit(String(args.serial), 20);
  const fields: Array<[bigint | number, number]> = [
    [date ? 0xfb : 0xf7, 8],
    [0, 1],
    [filter, 3],
  ];
  if (date) {
    const type = DATE_TYPES[date.ai];
    const m = /^(\d\d)(\d\d)(\d\d)$/.exec(date.yymmdd);
    if (type === undefined || !m) throw new RangeError('date needs an AI of 11,13,15,16,17,7006,7007 and YYMMDD');
    fields.push([type, 4], [Number(m[1]), 7], [Number(m[2]), 4], [Number(m[3]), 5]);
  }
  for (const d of gtin14) fields.push([Number(d), 4]);
  fields.push([4, 3], [chars.length, 5], ...chars);
  const bits = fields.reduce((n, [, b]) => n + b, 0);
  return fieldsToHex(fields, args.wordAligned ? Math.ceil(bits / 16) * 16 : bits);
}
