// Process: main (domain, Electron-free). The GTIN rules, defined once: the GS1 mod-10 check digit, how plain
// digits (UPC-A, UPC-E, EAN-8, EAN-13, GTIN-14, an 11-digit UPC-A) read as GTIN-14, and the store-internal
// (restricted circulation) test. Scanning (barcode/retail.ts), the in-memory scan index, the catalog's stored
// UPCs and the catalog search all go through these, so a code means the same thing on every path.

/** GS1 mod-10 check digit of the digits in `body` (the code without its check digit). */
export function checkDigit(body: string): number {
  let sum = 0;
  let weight = 3; // the rightmost body digit carries weight 3
  for (let i = body.length - 1; i >= 0; i--) {
    sum += (body.charCodeAt(i) - 48) * weight;
    weight = 4 - weight;
  }
  return (10 - (sum % 10)) % 10;
}

const DIGITS = /^\d+$/;

/** True when `code` is all digits and its last digit is the right check digit. */
export function hasValidCheckDigit(code: string): boolean {
  if (code.length < 2 || !DIGITS.test(code)) return false;
  return checkDigit(code.slice(0, -1)) === code.charCodeAt(code.length - 1) - 48;
}

/** A 14-digit string with a valid check digit. */
export function isGtin14(code: string): boolean {
  return code.length === 14 && hasValidCheckDigit(code);
}

/** Left-pads a GTIN-8/12/13/14 to 14 digits. The caller has validated it. */
export function toGtin14(code: string): string {
  return code.padStart(14, '0');
}

/**
 * Restricted circulation numbers: GS1 prefixes 020-029 and 040-049 (EAN-13 starting 2, UPC-A number
 * system 2 or 4: price or weight embedded) and GS1-8 prefix 2. They mean something only inside one store,
 * so they must never be matched by GTIN.
 */
export function isStoreInternalGtin14(gtin14: string): boolean {
  if (gtin14.startsWith('000000')) return gtin14.charCodeAt(6) === 50; // EAN-8 prefix 2
  const g13 = gtin14.slice(1);
  return g13.charCodeAt(0) === 50 || g13.startsWith('02') || g13.startsWith('04');
}

/** Expands an 8-digit UPC-E (number system, 6 digits, check) to its 12-digit UPC-A, or null. */
export function expandUpcE(upce: string): string | null {
  if (upce.length !== 8 || !DIGITS.test(upce)) return null;
  const ns = upce[0];
  if (ns !== '0' && ns !== '1') return null;
  const d = upce.slice(1, 7);
  const last = d[5];
  let body: string;
  if (last === '0' || last === '1' || last === '2') body = `${d.slice(0, 2)}${last}0000${d.slice(2, 5)}`;
  else if (last === '3') body = `${d.slice(0, 3)}00000${d.slice(3, 5)}`;
  else if (last === '4') body = `${d.slice(0, 4)}00000${d[4]}`;
  else body = `${d.slice(0, 5)}0000${last}`;
  return `${ns}${body}${upce[7]}`;
}

export type RetailSymbology = 'upc-a' | 'upc-e' | 'ean-8' | 'ean-13' | 'gtin-14';

/** What plain digits read as: a GTIN-14 (and the other reading of an ambiguous 8 digits), or why not. */
export type RetailDigits =
  | {
      ok: true;
      symbology: RetailSymbology;
      /** The digits as printed (an 11-digit entry with its leading 0 back). */
      code: string;
      gtin14: string;
      alternateGtin14?: string;
      assumedLeadingZero: boolean;
    }
  | { ok: false; symbology: RetailSymbology | null; reason: string };

/** How to read 8 digits: decided by a symbology identifier, or 'either' (UPC-E first, then EAN-8). */
export type EightDigitRule = 'upc-e' | 'ean-8' | 'either';

const bad = (symbology: RetailSymbology | null, reason: string): RetailDigits => ({ ok: false, symbology, reason });
const good = (symbology: RetailSymbology, code: string, gtin14: string, extra = {}): RetailDigits => ({
  ok: true,
  symbology,
  code,
  gtin14,
  assumedLeadingZero: false,
  ...extra,
});

/** Reads an all-digit string of 8, 11, 12, 13 or 14 digits; every check digit is verified. */
export function readRetailDigits(digits: string, eight: EightDigitRule = 'either'): RetailDigits {
  switch (digits.length) {
    case 8:
      return readEight(digits, eight);
    case 11: {
      const upc = `0${digits}`;
      if (!hasValidCheckDigit(upc)) return bad('upc-a', 'bad check digit (read as UPC-A missing its leading 0)');
      return good('upc-a', upc, toGtin14(upc), { assumedLeadingZero: true });
    }
    case 12:
      return hasValidCheckDigit(digits)
        ? good('upc-a', digits, toGtin14(digits))
        : bad('upc-a', 'bad UPC-A check digit');
    case 13:
      return hasValidCheckDigit(digits)
        ? good('ean-13', digits, toGtin14(digits))
        : bad('ean-13', 'bad EAN-13 check digit');
    case 14:
      return hasValidCheckDigit(digits) ? good('gtin-14', digits, digits) : bad('gtin-14', 'bad GTIN-14 check digit');
    default:
      return bad(null, `${digits.length} digits is no UPC, EAN or GTIN length`);
  }
}

/**
 * UPC-E and EAN-8 are both 8 digits. With ]E0 it is UPC-E, with ]E4 EAN-8. Without an identifier:
 * UPC-E when its number system is 0/1 and the expansion's check digit holds, else EAN-8; when both
 * readings are valid the other one is kept as alternateGtin14 for an exact second lookup.
 */
function readEight(digits: string, rule: EightDigitRule): RetailDigits {
  const upca = rule === 'ean-8' ? null : expandUpcE(digits);
  const upcOk = upca !== null && hasValidCheckDigit(upca);
  const eanOk = rule !== 'upc-e' && hasValidCheckDigit(digits);
  if (upcOk && upca) {
    const extra = eanOk ? { alternateGtin14: toGtin14(digits) } : {};
    return good('upc-e', digits, toGtin14(upca), extra);
  }
  if (eanOk) return good('ean-8', digits, toGtin14(digits));
  if (rule === 'upc-e') return bad('upc-e', 'bad UPC-E check digit or number system');
  if (rule === 'ean-8') return bad('ean-8', 'bad EAN-8 check digit');
  return bad('ean-8', 'bad check digit as EAN-8 and as UPC-E');
}

/**
 * The GTIN-14s a UPC stands for, read by the scan rules: a catalog's stored UPC for the GTIN index and the
 * cache's item_upcs.gtin14, and a search query. Store-internal and invalid codes give none: they match by
 * their own text (UPC as typed, SKU), never by GTIN.
 */
export function gtinsOfUpc(upc: string): string[] {
  const digits = upc.trim();
  if (!/^\d{8}$|^\d{11,14}$/.test(digits)) return [];
  const read = readRetailDigits(digits);
  if (!read.ok || isStoreInternalGtin14(read.gtin14)) return [];
  return read.alternateGtin14 ? [read.gtin14, read.alternateGtin14] : [read.gtin14];
}
