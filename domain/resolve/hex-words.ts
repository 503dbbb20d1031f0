// Process: main (domain, Electron-free). 24 hex digits <-> three 32-bit words: how the RFID hot path holds
// a 96-bit EPC (integers to hash and compare, not a string).

/**
 * Hex digit value per char code (all 65,536 of them, so any char indexes it without a range check);
 * 16 marks a non-digit. Lower case is deliberately not a digit here: the caller caches by raw text, and
 * "3a" and "3A" are different raw texts (each record keeps its own input).
 */
const DIGIT = new Uint8Array(65536).fill(16);
for (let i = 0; i < 10; i++) DIGIT[48 + i] = i;
for (let i = 0; i < 6; i++) DIGIT[65 + i] = 10 + i;

/**
 * Parses 24 upper-case hex digits into three int32 words at out[at..at+2]; false for any other text (out
 * then unchanged). Every digit's value is OR-ed into `bad` too: bit 16 set means a non-digit somewhere,
 * checked once at the end instead of branching per character.
 */
export function parseWords(hex: string, out: Int32Array, at: number): boolean {
  if (hex.length !== 24) return false;
  let bad = 0;
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let i = 0; i < 8; i++) {
    const d = DIGIT[hex.charCodeAt(i)] as number;
    bad |= d;
    w0 = (w0 << 4) | d;
  }
  for (let i = 8; i < 16; i++) {
    const d = DIGIT[hex.charCodeAt(i)] as number;
    bad |= d;
    w1 = (w1 << 4) | d;
  }
  for (let i = 16; i < 24; i++) {
    const d = DIGIT[hex.charCodeAt(i)] as number;
    bad |= d;
    w2 = (w2 << 4) | d;
  }
  if (bad & 16) return false;
  out[at] = w0;
  out[at + 1] = w1;
  out[at + 2] = w2;
  return true;
}

const hex8 = (w: number) => (w >>> 0).toString(16).toUpperCase().padStart(8, '0');

/** The 24 upper-case hex digits of three words (the inverse of parseWords). */
export function wordsToHex(w0: number, w1: number, w2: number): string {
  return hex8(w0) + hex8(w1) + hex8(w2);
}
