// Process: main (domain, Electron-free). One key -> item map of the index that remembers every claimant of
// a contested key (two items listing the same UPC, a GTIN moved from an old item to a new one), so that
// removing or changing the winner hands the key to the next claimant instead of losing it.
// The winner: an active item beats an inactive one; between equals the latest claim wins.
// Items are the index's item numbers; winners live in a KeyTable (typed arrays), and only contested keys cost a
// Map entry (rare: the catalog's shared UPCs and moved GTINs).
import { KeyTable, type KeyTableState, NONE, type Same } from './key-table';

export { NONE } from './key-table';

export interface KeyMapOps<K> {
  /** The key's two words (see key-table.ts). */
  words(key: K, out: Int32Array): void;
  /** Whether item `n` holds `key` (texts: hashes can collide); null when the words are the key (GTINs). */
  holds: ((n: number, key: K) => boolean) | null;
  /** Whether item `n` is active (the winner rule). */
  active(n: number): boolean;
}

/** A map's whole state, for the index snapshot. */
export interface KeyMapState<K> {
  table: KeyTableState;
  others: [K, number[]][];
}

export class KeyMap<K extends string | number> {
  private readonly table: KeyTable;
  /** Claimants that lost, oldest first; only contested keys appear here. */
  private readonly others = new Map<K, number[]>();
  private readonly w = new Int32Array(2);
  /** The key being looked up, for `same` (one function made once: nothing allocated per lookup). */
  private key: K | undefined;
  private readonly same: Same;

  constructor(private readonly ops: KeyMapOps<K>) {
    const holds = ops.holds;
    // Texts are confirmed by `holds` on every match: their table keeps one hash word (narrow slots).
    this.table = new KeyTable(holds === null);
    this.same = holds === null ? null : (n) => holds(n, this.key as K);
  }

  get size(): number {
    return this.table.size;
  }

  get bytes(): number {
    return this.table.bytes;
  }

  /** The winner's item number, or NONE. */
  get(key: K): number {
    this.ops.words(key, this.w);
    this.key = key;
    return this.table.find(this.w[0] as number, this.w[1] as number, this.same);
  }

  claim(key: K, n: number): void {
    const holder = this.get(key);
    if (holder === NONE || holder === n) {
      this.put(key, n);
      return;
    }
    const queue = this.others.get(key) ?? [];
    if (this.ops.active(holder) && !this.ops.active(n)) {
      queue.push(n);
    } else {
      queue.push(holder);
      this.put(key, n);
    }
    this.others.set(key, queue);
  }

  release(key: K, n: number): void {
    const queue = this.others.get(key);
    if (this.get(key) !== n) {
      if (queue) this.drop(key, queue, queue.indexOf(n));
      return;
    }
    if (!queue) {
      this.key = key;
      this.table.delete(this.w[0] as number, this.w[1] as number, this.same);
      return;
    }
    // Latest active claimant, else the latest of all.
    let next = queue.length - 1;
    for (let i = queue.length - 1; i >= 0; i--) {
      if (this.ops.active(queue[i] as number)) {
        next = i;
        break;
      }
    }
    // The winner's slot is found by the winner's own text: re-point it while that item still holds the key.
    this.put(key, queue[next] as number, n);
    this.drop(key, queue, next);
  }

  clear(): void {
    this.table.clear();
    this.others.clear();
  }

  state(): KeyMapState<K> {
    return { table: this.table.state(), others: [...this.others] };
  }

  restore(state: KeyMapState<K>): void {
    this.table.restore(state.table);
    this.others.clear();
    for (const [key, queue] of state.others) this.others.set(key, [...queue]);
  }

  /**
   * Sets the winner of `key` to `n`. The slot is matched by the current holder's text (`holder`, default `n`
   * itself): `holds` is asked about the item the slot names, which must still hold the key.
   */
  private put(key: K, n: number, holder = n): void {
    this.ops.words(key, this.w);
    this.key = key;
    const holds = this.ops.holds;
    const same: Same = holds === null ? null : (code) => code === holder || holds(code, key);
    this.table.set(this.w[0] as number, this.w[1] as number, n, same);
  }

  private drop(key: K, queue: number[], at: number): void {
    if (at < 0) return;
    queue.splice(at, 1);
    if (queue.length === 0) this.others.delete(key);
  }
}
