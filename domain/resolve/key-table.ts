// Process: main (domain, Electron-free). An open-addressing table from a key to a code (an item number, or an
// item number and the place of the key among the item's keys), for the scan index at 500,000 items. A slot is the
// code alone, 4 bytes: the key is never stored, since the code names where the item's own record holds it. The
// caller hashes the key, `same(code)` confirms a slot's key against the record, and `hashAt(code)` gives the hash of
// the key a code names (growth and deletion need every entry's home slot). A Map keyed by a GTIN held a 16-byte heap
// number per key and some 30 bytes of entry; a slot here costs 4 bytes over a 0.35-0.7 load.
// Deletion shifts later entries back (linear probing), so there are no tombstones to slow later probes.
// Growth moves the entries a few at a time: rehashing every entry at once (each hash read from its item's record)
// held main for half a second at 500,000 items during a sync. While a table grows, its old slots stay beside the
// new ones: each change moves the next MOVE_STEP old slots over, lookups look in both, and an old entry deleted or
// replaced before it moved becomes a tombstone there (the old slots are dropped once all have moved, so those
// tombstones never slow a settled table).

/** The answer of find for a key that is not in the table. */
export const NONE = -1;
/** An old slot whose entry was deleted or replaced before it moved (old slots only). */
const GONE = -2;
const MIN_CAPACITY = 1024;
/** Old slots moved per change while growing: done long before the new slots fill (they start under half full). */
export const MOVE_STEP = 16;

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
  /** While growing: the slots before it, of which those below `moved` are over (each entry is in one table). */
  private old: Int32Array<ArrayBuffer> | null = null;
  private moved = 0;

  constructor(private readonly hashAt: (code: number) => number) {}

  get size(): number {
    return this.count;
  }

  /** The code stored under the key of `hash` for which `same` holds, or NONE. */
  find(hash: number, same: Same): number {
    const at = this.slotOf(hash, same);
    if (at >= 0) return this.slots[at] as number;
    const before = this.oldSlotOf(hash, same);
    return before < 0 ? NONE : (this.old![before] as number);
  }

  /** Stores `code` (>= 0) under the key, replacing the code of the same key. */
  set(hash: number, code: number, same: Same): void {
    const at = this.slotOf(hash, same);
    if (at >= 0) {
      this.slots[at] = code;
      return;
    }
    const before = this.oldSlotOf(hash, same);
    if (before >= 0) {
      // Replaced before it moved: the new code goes to the new slots, counted once.
      this.old![before] = GONE;
      this.count--;
    }
    this.add(hash, code);
  }

  /** Stores `code` under a key the caller has just found absent (no second probe: each probe reads records). */
  add(hash: number, code: number): void {
    this.moveSome();
    if ((this.count + 1) * 10 > (this.mask + 1) * 7) this.grow();
    this.place(hash, code);
    this.count++;
  }

  /** Removes the key; false when it was not there. */
  delete(hash: number, same: Same): boolean {
    this.moveSome();
    let hole = this.slotOf(hash, same);
    if (hole < 0) {
      const before = this.oldSlotOf(hash, same);
      if (before < 0) return false;
      this.old![before] = GONE;
      this.count--;
      return true;
    }
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
    this.old = null;
  }

  /** The whole table in one set of slots (a growth under way is finished first: a snapshot holds one). */
  state(): KeyTableState {
    while (this.old) this.moveSome(Number.POSITIVE_INFINITY);
    return { slots: this.slots, count: this.count };
  }

  /** Whether a growth is under way (its old slots not all moved yet). */
  get growing(): boolean {
    return this.old !== null;
  }

  /** Takes a state from state() (a snapshot): the slot count must be a power of two, as state() gives it. */
  restore(state: KeyTableState): void {
    const capacity = state.slots.length;
    if (capacity < MIN_CAPACITY || (capacity & (capacity - 1)) !== 0 || state.count * 10 > capacity * 7)
      throw new RangeError('bad key table state');
    this.slots = state.slots;
    this.mask = capacity - 1;
    this.count = state.count;
    this.old = null;
  }

  /** Bytes held (for the memory benchmark's figures). */
  get bytes(): number {
    return this.slots.byteLength + (this.old?.byteLength ?? 0);
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

  /** The old slot of the key, if it is there and has not moved yet; -1 otherwise. */
  private oldSlotOf(hash: number, same: Same): number {
    const s = this.old;
    if (!s) return -1;
    const mask = s.length - 1;
    for (let j = mix(hash) & mask; ; j = (j + 1) & mask) {
      const code = s[j] as number;
      if (code === NONE) return -1;
      // A moved slot keeps its code so the chains through it stay whole; its entry is found in the new slots.
      if (code !== GONE && j >= this.moved && same(code)) return j;
    }
  }

  /** Moves the next `step` old slots' entries to the new slots; the old slots go once all have moved. */
  private moveSome(step = MOVE_STEP): void {
    const old = this.old;
    if (!old) return;
    const end = Math.min(old.length, this.moved + step);
    for (let j = this.moved; j < end; j++) {
      const code = old[j] as number;
      if (code >= 0) this.place(this.hashAt(code), code);
    }
    this.moved = end;
    if (end === old.length) this.old = null;
  }

  private grow(): void {
    // A growth still under way finishes first (not reached with MOVE_STEP: the new slots fill slower than they move).
    while (this.old) this.moveSome(Number.POSITIVE_INFINITY);
    this.old = this.slots;
    this.moved = 0;
    const capacity = (this.mask + 1) * 2;
    this.slots = new Int32Array(capacity).fill(NONE);
    this.mask = capacity - 1;
  }
}
