// Process: main (domain, Electron-free). An open-addressing hash table from 96-bit EPCs, held as three
// 32-bit words, to an int32 code, for the RFID hot path. Every read arrives as a fresh string, and a Map
// lookup must hash it (a walk over its characters), then compare it with the stored key string (a second
// walk, and a cache miss on that string); parsing the 24 hex digits into words costs one walk and leaves
// three integers to hash and compare against a typed array.
// The code sits in the slot next to its key (16 bytes a slot, no object per entry), so a lookup is one
// cache miss at most; findMany does a group of lookups so that their misses overlap.
import { parseWords } from './hex-words';

const MIN_CAPACITY = 1024;
/** Most texts findMany takes at once: enough misses in flight to overlap, few enough to stay in L1. */
export const GROUP = 32;
/** findHex/findMany's answer for a text that is not 24 upper-case hex digits (never a stored code). */
export const NOT_WORDS = -(2 ** 31);
/** findHex/findMany's answer for a key that is not in the table (never a stored code). */
export const ABSENT = 0;

/** Mixes the three words so keys differing anywhere (mostly in the serial, the last word) spread out. */
function hash3(w0: number, w1: number, w2: number): number {
  let h = Math.imul(w0 ^ 0x2545f491, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 15) ^ w1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ w2, 0xc2b2ae35);
  return h ^ (h >>> 16);
}

/** A table from 96-bit EPC to a code: any int32 but ABSENT (0) and NOT_WORDS. */
export class EpcWordTable {
  /** Four int32 per slot: the three key words, then the code (ABSENT: the slot is empty). */
  private keys = new Int32Array(MIN_CAPACITY * 4);
  private mask = MIN_CAPACITY - 1;
  private count = 0;
  /** The words of the key findHex last parsed, so a miss can be stored without parsing again. */
  readonly lastKey = new Int32Array(3);
  /** Words of each text of findMany's last group, three per text. */
  private readonly groupWords = new Int32Array(GROUP * 3);
  /** Home slot (times 4) of each text of the group, or -1 for a text that is not 24 upper-case hex digits. */
  private readonly groupSlots = new Int32Array(GROUP);

  get size(): number {
    return this.count;
  }

  /** The code under the EPC spelt by `hex`: ABSENT (lastKey then holds the parsed words) or NOT_WORDS. */
  findHex(hex: string): number {
    const last = this.lastKey;
    if (!parseWords(hex, last, 0)) return NOT_WORDS;
    return this.find(last[0] as number, last[1] as number, last[2] as number);
  }

  /**
   * findHex for `count` (at most GROUP) texts from hexes[from], answers in codes[0..count-1]; the words of
   * the j-th are kept for addFromGroup(j). All texts are parsed, then all their slots loaded, then all
   * compared: the CPU overlaps the group's cache misses instead of waiting for each in turn (with 50,000
   * tags the slot is a miss on most reads).
   */
  findMany(hexes: readonly string[], from: number, count: number, codes: Int32Array): void {
    const words = this.groupWords;
    const slots = this.groupSlots;
    const mask = this.mask;
    for (let j = 0; j < count; j++) {
      const at = j * 3;
      slots[j] = parseWords(hexes[from + j] as string, words, at)
        ? (hash3(words[at] as number, words[at + 1] as number, words[at + 2] as number) & mask) << 2
        : -1;
    }
    // Nothing but independent loads: the parsing above is too long a stretch of work between two loads
    // for the CPU to look ahead across it.
    const keys = this.keys;
    let touched = 0;
    for (let j = 0; j < count; j++) {
      const k = slots[j] as number;
      if (k >= 0) touched |= keys[k + 3] as number;
    }
    // Every home slot empty (a count's first moments): all absent, nothing to compare. This use of `touched`
    // also keeps the loads above from being optimised away.
    const anyUsed = touched !== ABSENT;
    for (let j = 0; j < count; j++) {
      const at = j * 3;
      if ((slots[j] as number) < 0) codes[j] = NOT_WORDS;
      else if (!anyUsed) codes[j] = ABSENT;
      else codes[j] = this.find(words[at] as number, words[at + 1] as number, words[at + 2] as number);
    }
  }

  /** Word k (0-2) of the j-th text of findMany's last group. */
  groupWord(j: number, k: 0 | 1 | 2): number {
    return this.groupWords[j * 3 + k] as number;
  }

  /** The code under key (w0, w1, w2) as int32 words, or ABSENT. */
  find(w0: number, w1: number, w2: number): number {
    const keys = this.keys;
    const mask = this.mask;
    let slot = hash3(w0, w1, w2) & mask;
    for (;;) {
      const k = slot << 2;
      const code = keys[k + 3] as number;
      if (code === ABSENT) return ABSENT;
      // The serial word differs between most keys that meet in a probe chain: compare it first.
      if (keys[k + 2] === w2 && keys[k + 1] === w1 && keys[k] === w0) return code;
      slot = (slot + 1) & mask;
    }
  }

  /** Stores `code` under a key that is not in the table (int32 words; other numbers are truncated). */
  add(w0: number, w1: number, w2: number, code: number): void {
    if (code === ABSENT || code === NOT_WORDS || code !== (code | 0)) throw new RangeError(`bad code ${code}`);
    // Half full at most: probe chains stay short even for keys that share their first two words.
    if ((this.count + 1) * 2 > this.mask + 1) this.grow();
    this.place(w0 | 0, w1 | 0, w2 | 0, code);
    this.count++;
  }

  private place(w0: number, w1: number, w2: number, code: number): void {
    const keys = this.keys;
    const mask = this.mask;
    let slot = hash3(w0, w1, w2) & mask;
    while (keys[(slot << 2) + 3] !== ABSENT) slot = (slot + 1) & mask;
    const k = slot << 2;
    keys[k] = w0;
    keys[k + 1] = w1;
    keys[k + 2] = w2;
    keys[k + 3] = code;
  }

  private grow(): void {
    const old = this.keys;
    const capacity = (this.mask + 1) * 2;
    this.keys = new Int32Array(capacity * 4);
    this.mask = capacity - 1;
    for (let k = 0; k < old.length; k += 4) {
      const code = old[k + 3] as number;
      if (code !== ABSENT) this.place(old[k] as number, old[k + 1] as number, old[k + 2] as number, code);
    }
  }
}
