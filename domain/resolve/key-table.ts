// Process: main (domain, Electron-free). An open-addressing table from a key held as two int32 words to an item
// number, for the scan index at 500,000 items. A Map keyed by a GTIN held a 16-byte heap number per
// key and some 30 bytes of entry; here a key costs its slot (12 bytes wide, 8 narrow) over a 0.7 load, and the
// collector has no object to visit. A GTIN-14 is its value split in two words (exact, wide); a text is a hash
// of it (narrow), and the caller's `same(code)` confirms the text on a hash match, so nothing but the item's own
// text is kept.
// Deletion shifts later entries back (linear probing), so there are no tombstones to slow later probes.

/** The answer of find for a key that is not in the table. */
export const NONE = -1;
const MIN_CAPACITY = 1024;

/** Mixes the two words into a slot number. */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x2545f491, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ b, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** Two independent 32-bit hashes of a text (FNV-1a and a multiply-rotate), as the two words of its key. */
export function textWords(text: string, out: Int32Array): void {
  let a = 0x811c9dc5 | 0;
  let b = text.length | 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul((b << 5) | (b >>> 27), 0x5bd1e995) ^ c;
  }
  out[0] = a;
  out[1] = b;
}

/** A GTIN-14's value (below 2^47) as its two words: high and low 32 bits. */
export function gtinWords(value: number, out: Int32Array): void {
  out[0] = Math.floor(value / 4294967296) | 0;
  out[1] = (value % 4294967296) | 0;
}

export type Same = ((code: number) => boolean) | null;

/** A table's whole state, for the index snapshot. */
export interface KeyTableState {
  slots: Int32Array<ArrayBuffer>;
  count: number;
}

export class KeyTable {
  /** Int32s per slot: the key's words (two when wide, else the first only), then the item number (NONE: empty). */
  private readonly st: number;
  private slots: Int32Array<ArrayBuffer>;
  private mask = MIN_CAPACITY - 1;
  private count = 0;

  /**
   * wide: both words are kept and compared (a GTIN: its words are the key). Narrow (texts): only the first hash
   * is kept, 8 bytes a slot instead of 12; `same` must then confirm every match (a 32-bit hash meets another
   * among 500,000 keys a few dozen times).
   */
  constructor(private readonly wide = true) {
    this.st = wide ? 3 : 2;
    this.slots = new Int32Array(MIN_CAPACITY * this.st).fill(NONE);
  }

  private home(s: Int32Array, j: number): number {
    return this.wide ? mix(s[j * 3] as number, s[j * 3 + 1] as number) : mix(s[j * 2] as number, 0);
  }

  get size(): number {
    return this.count;
  }

  /** The code stored under (a, b) for which `same` holds (any, when null), or NONE. */
  find(a: number, b: number, same: Same): number {
    const at = this.slotOf(a, b, same);
    return at < 0 ? NONE : (this.slots[at * this.st + this.st - 1] as number);
  }

  /** Stores `code` (>= 0) under the key, replacing the code of the same key. */
  set(a: number, b: number, code: number, same: Same): void {
    const at = this.slotOf(a, b, same);
    if (at >= 0) {
      this.slots[at * this.st + this.st - 1] = code;
      return;
    }
    if ((this.count + 1) * 10 > (this.mask + 1) * 7) this.grow();
    this.place(a, b, code);
    this.count++;
  }

  /** Removes the key; false when it was not there. */
  delete(a: number, b: number, same: Same): boolean {
    let hole = this.slotOf(a, b, same);
    if (hole < 0) return false;
    const s = this.slots;
    const mask = this.mask;
    const st = this.st;
    s[hole * st + st - 1] = NONE;
    this.count--;
    // Backward shift: an entry further down the chain moves into the hole when its home slot is not between the
    // hole and itself, so every entry stays reachable from its home without tombstones.
    for (let j = (hole + 1) & mask; s[j * st + st - 1] !== NONE; j = (j + 1) & mask) {
      const home = this.home(s, j) & mask;
      if (((j - home) & mask) >= ((j - hole) & mask)) {
        for (let k = 0; k < st; k++) s[hole * st + k] = s[j * st + k] as number;
        s[j * st + st - 1] = NONE;
        hole = j;
      }
    }
    return true;
  }

  clear(): void {
    this.slots = new Int32Array(MIN_CAPACITY * this.st).fill(NONE);
    this.mask = MIN_CAPACITY - 1;
    this.count = 0;
  }

  state(): KeyTableState {
    return { slots: this.slots, count: this.count };
  }

  /** Takes a state from state() (a snapshot): the slot count must be a power of two, as state() gives it. */
  restore(state: KeyTableState): void {
    const capacity = state.slots.length / this.st;
    if (
      !Number.isInteger(capacity) ||
      capacity < MIN_CAPACITY ||
      (capacity & (capacity - 1)) !== 0 ||
      state.count * 10 > capacity * 7
    )
      throw new RangeError('bad key table state');
    this.slots = state.slots;
    this.mask = capacity - 1;
    this.count = state.count;
  }

  /** Bytes held (for the memory benchmark's figures). */
  get bytes(): number {
    return this.slots.byteLength;
  }

  private slotOf(a: number, b: number, same: Same): number {
    const s = this.slots;
    const mask = this.mask;
    if (!this.wide) {
      for (let j = mix(a, 0) & mask; ; j = (j + 1) & mask) {
        const code = s[j * 2 + 1] as number;
        if (code === NONE) return -1;
        if (s[j * 2] === a && (same === null || same(code))) return j;
      }
    }
    for (let j = mix(a, b) & mask; ; j = (j + 1) & mask) {
      const code = s[j * 3 + 2] as number;
      if (code === NONE) return -1;
      if (s[j * 3] === a && s[j * 3 + 1] === b && (same === null || same(code))) return j;
    }
  }

  private place(a: number, b: number, code: number): void {
    const s = this.slots;
    const mask = this.mask;
    const st = this.st;
    let j = (this.wide ? mix(a, b) : mix(a, 0)) & mask;
    while (s[j * st + st - 1] !== NONE) j = (j + 1) & mask;
    s[j * st] = a;
    if (this.wide) s[j * st + 1] = b;
    s[j * st + st - 1] = code;
  }

  private grow(): void {
    const old = this.slots;
    const st = this.st;
    const capacity = (this.mask + 1) * 2;
    this.slots = new Int32Array(capacity * st).fill(NONE);
    this.mask = capacity - 1;
    for (let k = 0; k < old.length; k += st) {
      const code = old[k + st - 1] as number;
      if (code !== NONE) this.place(old[k] as number, this.wide ? (old[k + 1] as number) : 0, code);
    }
  }
}
