// Process: main (domain, Electron-free). An open-addressing hash table keyed by 96-bit EPCs held as three
// 32-bit words, for the RFID hot path. Every read arrives as a fresh string, and a Map lookup must hash it
// (a walk over its characters), then compare it with the stored key string (a second walk, and a cache miss
// on that string); parsing the 24 hex digits into words costs one walk and leaves three integers to hash and
// compare against a typed array.
// Values sit in a plain array at the same slot index as their key, not behind an index stored in the key
// array: the slot comes from the hash alone, so the CPU fetches key and value in parallel instead of one
// after the other (measured: with 50,000 tags both are cache misses on most reads).

/**
 * Hex digit value per char code (all 65,536 of them, so any char indexes it without a range check);
 * 16 marks a non-digit. Lower case is deliberately not a digit here: the caller caches by raw text, and
 * "3a" and "3A" are different raw texts (each record keeps its own input).
 */
const DIGIT = new Uint8Array(65536).fill(16);
for (let i = 0; i < 10; i++) DIGIT[48 + i] = i;
for (let i = 0; i < 6; i++) DIGIT[65 + i] = 10 + i;

const MIN_CAPACITY = 1024;

/** Mixes the three words so keys differing anywhere (mostly in the serial, the last word) spread out. */
function hash3(w0: number, w1: number, w2: number): number {
  let h = Math.imul(w0 ^ 0x2545f491, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ w1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ w2, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A table from 96-bit EPC to V; null and undefined are not values (they are findHex's answers). */
export class EpcWordTable<V extends NonNullable<unknown>> {
  /** Four int32 per slot: the three key words, then 1 when the slot is used (a zeroed array is empty). */
  private keys = new Int32Array(MIN_CAPACITY * 4);
  private values: (V | undefined)[] = new Array(MIN_CAPACITY).fill(undefined);
  private mask = MIN_CAPACITY - 1;
  private count = 0;
  /** The words of the key findHex last parsed, so a miss can be stored by addLast without parsing again. */
  readonly lastKey = new Int32Array(3);

  get size(): number {
    return this.count;
  }

  /**
   * The value stored under the EPC spelt by `hex` (24 upper-case hex digits); undefined when there is none
   * (lastKey then holds the parsed words); null when `hex` is not 24 upper-case hex digits.
   */
  findHex(hex: string): V | undefined | null {
    if (hex.length !== 24) return null;
    // Every digit's value is OR-ed into `bad` too: bit 16 set means a non-digit somewhere, checked once
    // at the end instead of branching per character.
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
    if (bad & 16) return null;
    const last = this.lastKey;
    last[0] = w0;
    last[1] = w1;
    last[2] = w2;
    return this.find(w0, w1, w2);
  }

  /** The value under key (w0, w1, w2) as int32 words, or undefined. */
  find(w0: number, w1: number, w2: number): V | undefined {
    const keys = this.keys;
    const mask = this.mask;
    let slot = hash3(w0, w1, w2) & mask;
    for (;;) {
      const k = slot << 2;
      if (keys[k + 3] === 0) return undefined;
      // The serial word differs between most keys that meet in a probe chain: compare it first.
      if (keys[k + 2] === w2 && keys[k + 1] === w1 && keys[k] === w0) return this.values[slot];
      slot = (slot + 1) & mask;
    }
  }

  /** Stores `value` under the key findHex last parsed; that key must be absent (findHex said so). */
  addLast(value: V): void {
    const last = this.lastKey;
    this.add(last[0] as number, last[1] as number, last[2] as number, value);
  }

  /** Stores `value` under a key that is not in the table (int32 words; other numbers are truncated). */
  add(w0: number, w1: number, w2: number, value: V): void {
    // Half full at most: probe chains stay short even for keys that share their first two words.
    if ((this.count + 1) * 2 > this.mask + 1) this.grow();
    this.place(w0 | 0, w1 | 0, w2 | 0, value);
    this.count++;
  }

  /** Empties the table; the capacity is kept, since a cache that filled once fills again. */
  clear(): void {
    this.keys.fill(0);
    this.values.fill(undefined);
    this.count = 0;
  }

  private place(w0: number, w1: number, w2: number, value: V): void {
    const keys = this.keys;
    const mask = this.mask;
    let slot = hash3(w0, w1, w2) & mask;
    while (keys[(slot << 2) + 3] !== 0) slot = (slot + 1) & mask;
    const k = slot << 2;
    keys[k] = w0;
    keys[k + 1] = w1;
    keys[k + 2] = w2;
    keys[k + 3] = 1;
    this.values[slot] = value;
  }

  private grow(): void {
    const oldKeys = this.keys;
    const oldValues = this.values;
    const capacity = (this.mask + 1) * 2;
    this.keys = new Int32Array(capacity * 4);
    this.values = new Array(capacity).fill(undefined);
    this.mask = capacity - 1;
    for (let slot = 0; slot < oldValues.length; slot++) {
      const k = slot << 2;
      if (oldKeys[k + 3] !== 0) {
        this.place(oldKeys[k] as number, oldKeys[k + 1] as number, oldKeys[k + 2] as number, oldValues[slot] as V);
      }
    }
  }
}
