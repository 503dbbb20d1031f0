// Process: service. Deterministic GUIDs and GS1 numbers for seeded data: the same name always gives the same
// id, so simulators and tests can know demo ids without a server.
import { createHash } from 'node:crypto';

export function guidFor(name: string): string {
  const h = createHash('sha1').update(`stocktake-demo:${name}`).digest('hex');
  const variant = ((Number.parseInt(h.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(18, 20)}-${h.slice(20, 32)}`;
}

/** Item ids start with the catalog index in hex, so seeding appends to every per-item index in order and a page
 * of items reads neighbouring index entries (both several times faster than random GUID order). */
export function itemGuid(index: number): string {
  const g = guidFor(`item:${index}`);
  return `${index.toString(16).padStart(8, '0')}${g.slice(8)}`;
}

/** GS1 mod-10 check digit for the digits given (without the check digit). */
export function gs1CheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** GTIN-14 from a company prefix and a number: indicator digit and item reference fill the remaining digits. */
export function gtin14(companyPrefix: string, n: number): string {
  const refDigits = 13 - companyPrefix.length; // indicator + item reference
  const ref = String(n).padStart(refDigits, '0');
  const body = `${ref[0]}${companyPrefix}${ref.slice(1)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The GTIN-14 of a case of the unit sold under `unitCode` (a UPC, EAN or GTIN): indicator digit 1-8 (GS1: a case
 * of the unit), the unit's 12 digits between its indicator and check digit, a new check digit. */
export function caseGtin14(indicator: number, unitCode: string): string {
  const body = `${indicator}${unitCode.padStart(14, '0').slice(1, 13)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export function upcA(prefix: string, n: number): string {
  const body = `${prefix}${String(n).padStart(11 - prefix.length, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** A small deterministic pseudo-random number in [0, mod) from two integers. */
export function mix(a: number, b: number, mod: number): number {
  let x = (a * 2654435761 + b * 40503 + 12345) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 2246822519) >>> 0;
  x ^= x >>> 13;
  // XOR leaves a signed 32-bit value: back to unsigned, or half the results would be negative.
  return (x >>> 0) % mod;
}
