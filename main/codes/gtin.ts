// Process: main (domain, Electron-free). GTIN arithmetic shared by EPC and barcode decoding: the GS1
// mod-10 check digit, normalisation to GTIN-14, and the store-internal (restricted circulation) test.

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
