// Process: main (domain, Electron-free). SGTIN-96 decoded from the EPC's three 32-bit words, for the RFID
// resolver's first read of each tag. The general decoder re-validates the text (trim, case, regex, header
// table) and reads each bit field with floating-point arithmetic; the resolver has already parsed and
// validated the words, so the fields fall out of shifts and masks. The result must equal decodeEpcHex's
// exactly (test/unit/resolve/sgtin96-words.test.ts compares them on random and encoded EPCs).
import { type DecodedEpc, epcInvalid } from '../types';
import { SGTIN_PARTITIONS } from './partition';

const SGTIN_96_HEADER = 0x30;
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13];
/** Char codes of the GTIN-14 being built; reused, since fromCharCode copies them out. */
const gtinCodes: number[] = new Array(14).fill(48);

/**
 * decodeEpcHex(hex) for a bare SGTIN-96 given as its words (w0 = hex digits 0-7 as int32, and so on) and
 * `hex`, the 24 upper-case hex digits they came from; null when the header is not SGTIN-96 (the caller
 * then uses the general decoder). Invalid partitions and overflowing fields give the same reasons.
 */
export function decodeSgtin96Words(w0: number, w1: number, w2: number, hex: string): DecodedEpc | null {
  if (w0 >>> 24 !== SGTIN_96_HEADER) return null;
  const filter = (w0 >>> 21) & 7;
  const partition = (w0 >>> 18) & 7;
  const row = SGTIN_PARTITIONS[partition];
  if (row === undefined) return epcInvalid(hex, 'sgtin-96', `partition ${partition} is not defined (0-6 only)`);
  const [, cDigits, iBits, iDigits] = row;
  // The item reference (at most 24 bits) lies within w1's top 26 bits (bits 32..57 of the EPC), the
  // company prefix above it: shifts and one multiply, no floating-point modulo (a libc call in V8).
  const itemValue = (w1 >>> 6) & ((1 << iBits) - 1);
  const companyValue = (w0 & 0x3ffff) * 2 ** (26 - iBits) + (w1 >>> (6 + iBits));
  if (companyValue >= (POW10[cDigits] as number)) {
    return epcInvalid(hex, 'sgtin-96', `company prefix overflows its ${cDigits} digits`);
  }
  if (itemValue >= (POW10[iDigits] as number)) {
    return epcInvalid(hex, 'sgtin-96', `item reference overflows its ${iDigits} digits`);
  }
  const company = String(companyValue).padStart(cDigits, '0');
  const itemRef = String(itemValue).padStart(iDigits, '0');
  const serial = String((w1 & 63) * 2 ** 32 + (w2 >>> 0));
  return {
    type: 'epc',
    kind: 'epc',
    ok: true,
    input: hex,
    scheme: 'sgtin-96',
    hex,
    gtin14: gtin14Of(company, itemRef),
    serial,
    filter,
    tagUri: `urn:epc:tag:sgtin-96:${filter}.${company}.${itemRef}.${serial}`,
    pureUri: `urn:epc:id:sgtin:${company}.${itemRef}.${serial}`,
  };
}

/**
 * Indicator digit (the item reference's first digit), company prefix, rest of the item reference, GS1
 * check digit, as one flat string. Built from char codes because joining the parts makes a rope string,
 * and the catalog lookup that follows would first have to copy it flat (measured: ~2 µs a tag).
 */
function gtin14Of(company: string, itemRef: string): string {
  // Partitions split 13 digits: company prefix + item reference always make the 13-digit body.
  gtinCodes[0] = itemRef.charCodeAt(0);
  for (let i = 0; i < company.length; i++) gtinCodes[1 + i] = company.charCodeAt(i);
  for (let i = 1; i < itemRef.length; i++) gtinCodes[company.length + i] = itemRef.charCodeAt(i);
  let sum = 0;
  // The rightmost body digit (index 12) weighs 3, then 1, 3, ... leftwards.
  for (let i = 0; i < 13; i++) sum += (i & 1 ? 1 : 3) * ((gtinCodes[i] as number) - 48);
  gtinCodes[13] = 48 + ((10 - (sum % 10)) % 10);
  return String.fromCharCode.apply(null, gtinCodes);
}
