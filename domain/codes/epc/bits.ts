// Process: main (domain, Electron-free). Reads bit fields straight out of an upper-case hex string, with
// plain number arithmetic (exact to 2^53) so the scan hot path allocates nothing.

/** Value of hex digit at `i` (the caller has validated the string). */
function nibble(hex: string, i: number): number {
  const c = hex.charCodeAt(i);
  return c <= 57 ? c - 48 : c - 55;
}

/** The unsigned value of `len` bits (1..48) starting at bit `start` (0 = most significant bit). */
export function readBits(hex: string, start: number, len: number): number {
  const first = start >> 2;
  const last = (start + len - 1) >> 2;
  let acc = 0;
  for (let i = first; i <= last; i++) acc = acc * 16 + nibble(hex, i);
  const trailing = (last + 1) * 4 - (start + len);
  acc = Math.floor(acc / 2 ** trailing);
  return acc % 2 ** len;
}

/** True when every bit from `start` to the end of the string is zero (padding after the last field). */
export function restIsZero(hex: string, start: number): boolean {
  const total = hex.length * 4;
  let bit = start;
  while (bit < total && bit & 3) {
    if (readBits(hex, bit, 1) !== 0) return false;
    bit++;
  }
  for (let i = bit >> 2; i < hex.length; i++) if (hex.charCodeAt(i) !== 48) return false;
  return true;
}

/** Builds hex from (value, bits) fields, most significant first; for encoders and tests, not the hot path. */
export function fieldsToHex(fields: ReadonlyArray<readonly [bigint | number, number]>, totalBits: number): string {
  let acc = 0n;
  let used = 0;
  for (const [value, bits] of fields) {
    const v = BigInt(value);
    if (v < 0n || v >= 1n << BigInt(bits)) throw new RangeError(`value ${v} does not fit in ${bits} bits`);
    acc = (acc << BigInt(bits)) | v;
    used += bits;
  }
  const width = Math.ceil(totalBits / 4) * 4;
  if (used > width) throw new RangeError(`${used} bits exceed ${totalBits}`);
  acc <<= BigInt(width - used);
  return acc
    .toString(16)
    .toUpperCase()
    .padStart(Math.ceil(totalBits / 4), '0');
}
