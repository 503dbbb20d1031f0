// Process: main (domain, Electron-free). The SGTIN partition table (TDS table 14-2) and GTIN assembly
// from company prefix and item reference, shared by the binary and URI decoders.

/** [company prefix bits, company prefix digits, item reference bits, item reference digits] per partition. */
export const SGTIN_PARTITIONS: ReadonlyArray<readonly [number, number, number, number]> = [
  [40, 12, 4, 1],
  [37, 11, 7, 2],
  [34, 10, 10, 3],
  [30, 9, 14, 4],
  [27, 8, 17, 5],
  [24, 7, 20, 6],
  [20, 6, 24, 7],
];

/**
 * GTIN-14 from the company prefix and the item reference (whose first digit is the indicator), both
 * already padded to their digit counts; the check digit is computed, never read.
 */
export function gtinFromParts(companyPrefix: string, itemRef: string, checkDigit: (body: string) => number): string {
  const body = itemRef[0] + companyPrefix + itemRef.slice(1);
  return body + checkDigit(body);
}

/** Digits of `value`, left-padded to `digits`, or null when the value is wider (field overflow). */
export function padDigits(value: number, digits: number): string | null {
  if (value >= 10 ** digits) return null;
  return String(value).padStart(digits, '0');
}
