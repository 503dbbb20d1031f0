// Process: main (domain, Electron-free). An open-addressing table from a key to a code (an item number, or an
// item number and the place of the key among the item's keys), for the scan index at 500,000 items. A slot is the
// code alone, 4 bytes: the key is never stored, since the code names where the item's own record holds it. The
// caller hashes the key, `same(code)` confirms a slot's key against the record, and `hashAt(code)` gives the hash of
// the key a code names (growth and deletion need every entry's home slot). A Map keyed by a GTIN held a 16-byte heap
// number per key and some 30 bytes of entry; a slot here costs 4 bytes over a 0.35-0.7 load.
// Deletion shifts later entries back (linear probing), so there are no tombstones to slow later probes.

/** The answer of find for a key that is not in the table. */
export const NONE = -1;
const MIN_CAPACITY = 1024;

/** Spreads a 32-bit hash over the slots. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A text's 32-bit hash (FNV-1a over its UTF-16 code units). */
export function textHash(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** A GTIN-14's value (below 2^48) as a 32-bit hash of its high and low 32 bits. */
export function gtinHash(value: number): number {
  const high = Math.floor(value / 4294967296) | 0;
  return Math.imul(high ^ 0x2545f491, 0x9e3779b1) ^ ((value % 4294967296) | 0);
}

export type Same = (code: number) => boolean;

/** A table's whole state, for the index snapshot. */
export interface KeyTableState {
  slots: Int32Array<ArrayBuffer>;
  count: number;
}

export class KeyTable {
  /** The code in each slot, NONE when empty. */
  private slots = new Int32Array(MIN_CAPACITY).fill(NONE);
  private mask = MIN_CAPACITY - 1;
  private count = 0;

  constructor(private readonly hashAt: (code: number) => number) {}

  get size(): number {
    return this.count;
  }

  /** The code stored under the key of `hash` for which `same` holds, or NONE. */
  find(hash: number, same: Same): number {
    const at = this.slotOf(hash, same);
    return at < 0 ? NONE : (this.slots[at] as number);
  }

  /** Stores `code` (>= 0) under the key, replacing the code of the same key. */
  set(hash: number, code: number, same: Same): void {
    const at = this.slotOf(hash, same);
    if (at >= 0) {
      this.slots[at] = code;
      return;
    }
    this.add(hash, code);
  }

  /** Stores `code` under a key the caller has just found absent (no second probe: each probe reads records). */
  add(hash: number, code: number): void {
    if ((this.count + 1) * 10 > (this.mask + 1) * 7) this.grow();
    this.place(hash, code);
    this.count++;
  }

  /** Removes the key; false when it was not there. */
  delete(hash: number, same: Same): boolean {
    let hole = this.slotOf(hash, same);
    if (hole < 0) return false;
    const s = this.slots;
    const mask = this.mask;
    s[hole] = NONE;
    this.count--;
    // Backward shift: an entry further down the chain moves into the hole when its home slot is not between the
    // hole and itself, so every entry stays reachable from its home without tombstones.
    for (let j = (hole + 1) & mask; s[j] !== NONE; j = (j + 1) & mask) {
      const home = mix(this.hashAt(s[j] as number)) & mask;
      if (((j - home) & mask) >= ((j - hole) & mask)) {
        s[hole] = s[j] as number;
        s[j] = NONE;
        hole = j;
      }
    }
    return true;
  }

  clear(): void {
    this.slots = new Int32Array(MIN_CAPACITY).fill(NONE);
    this.mask = MIN_CAPACITY - 1;
    this.count = 0;
  }

  state(): KeyTableState {
    return { slots: this.slots, count: this.count };
  }

  /** Takes a state from state() (a snapshot): the slot count must be a power of two, as state() gives it. */
  restore(state: KeyTableState): void {
    const capacity = state.slots.length;
    if (capacity < MIN_CAPACITY || (capacity & (capacity - 1)) !== 0 || state.count * 10 > capacity * 7)
      throw new RangeError('bad key table state');
    this.slots = state.slots;
    this.mask = capacity - 1;
    this.count = state.count;
  }

  /** Bytes held (for the memory benchmark's figures). */
  get bytes(): number {
    return this.slots.byteLength;
  }

  private slotOf(hash: number, same: Same): number {
    const s = this.slots;
    const mask = this.mask;
    for (let j = mix(hash) & mask; ; j = (j + 1) & mask) {
      const code = s[j] as number;
      if (code === NONE) return -1;
      if (same(code)) return j;
    }
  }

  private place(hash: number, code: number): void {
    const s = this.slots;
    const mask = this.mask;
    let j = mix(hash) & mask;
    while (s[j] !== NONE) j = (j + 1) & mask;
    s[j] = code;
  }

  private grow(): void {
    const old = this.slots;
    const capacity = (this.mask + 1) * 2;
    this.slots = new Int32Array(capacity).fill(NONE);
    this.mask = capacity - 1;
    for (const code of old) if (code !== NONE) this.place(this.hashAt(code), code);
  }
}
