// Process: main (domain, Electron-free). Normalises the codes the service stores on items (UPC-A, EAN-13,
// EAN-8, GTIN-14) to GTIN-14 so a scanned barcode and an RFID GTIN meet in one index. Scanned input is decoded
// by main/codes; this only handles catalog data, which is digits or nothing.

/** GS1 mod-10 check digit over all digits but the last. */
export function gs1CheckDigitOk(digits: string): boolean {
  let sum = 0;
  const body = digits.length - 1;
  for (let i = 0; i < body; i++) {
    const d = digits.charCodeAt(body - 1 - i) - 48;
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(body) - 48;
}

/**
 * GTIN-14 for an 8, 12, 13 or 14 digit code with a valid check digit, else null (store-internal SKU-like codes
 * that happen to be digits stay searchable by their own text in item_upcs.upc).
 */
export function toGtin14(code: string): string | null {
  const s = code.trim();
  if (!/^\d+$/.test(s)) return null;
  if (s.length !== 8 && s.length !== 12 && s.length !== 13 && s.length !== 14) return null;
  if (!gs1CheckDigitOk(s)) return null;
  return s.padStart(14, '0');
}
