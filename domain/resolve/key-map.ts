// Process: main (domain, Electron-free). One key -> item map of the index that remembers every claimant of
// a contested key (two items listing the same UPC, a GTIN moved from an old item to a new one), so that
// removing or changing the winner hands the key to the next claimant instead of losing it.
// The winner: an active item beats an inactive one; between equals the latest claim wins.
// Items are the index's item numbers; winners live in a KeyTable (typed arrays) as codes (the item's number, and
// the key's place among the item's keys where an item has several), and only contested keys cost a Map entry
// (rare: the catalog's shared UPCs and moved GTINs).
import { KeyTable, type KeyTableState, NONE, type Same } from './key-table';

export { NONE } from './key-table';

export interface KeyMapOps<K> {
  /** The key's 32-bit hash (key-table.ts). */
  hash(key: K): number;
  /** The hash of the key a code names (read from the item's record). */
  hashAt(code: number): number;
  /** Whether the key a code names is `key`. */
  holds(code: number, key: K): boolean;
  /** The code of item `n` for `key` (n holds it). */
  codeOf(n: number, key: K): number;
  /** The item number of a code. */
  itemOf(code: number): number;
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
  /** The key being looked up, for `same` (one function made once: nothing allocated per lookup). */
  private key: K | undefined;
  private readonly same: Same;

  constructor(private readonly ops: KeyMapOps<K>) {
    this.table = new KeyTable(ops.hashAt);
    this.same = (code) => ops.holds(code, this.key as K);
  }

  get size(): number {
    return this.table.size;
  }

  get bytes(): number {
    return this.table.bytes;
  }

  /** The winner's item number, or NONE. */
  get(key: K): number {
    this.key = key;
    const code = this.table.find(this.ops.hash(key), this.same);
    return code === NONE ? NONE : this.ops.itemOf(code);
  }

  /** Item n claims the key (`code`: its code for it, when the caller knows it). */
  claim(key: K, n: number, code = NONE): void {
    const holder = this.get(key);
    if (holder === NONE) {
      this.table.add(this.ops.hash(key), code === NONE ? this.ops.codeOf(n, key) : code);
      return;
    }
    if (holder === n) {
      this.put(key, n, code);
      return;
    }
    const queue = this.others.get(key) ?? [];
    if (this.ops.active(holder) && !this.ops.active(n)) {
      queue.push(n);
    } else {
      queue.push(holder);
      this.put(key, n, code);
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
      this.table.delete(this.ops.hash(key), this.same);
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
    // The winner's slot is found by the winner's own record: re-point it while that item still holds the key.
    this.put(key, queue[next] as number);
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
   * Sets the winner of `key` to `n`. The slot is matched by the code in it: `holds` reads the current holder's
   * record, which must still hold the key (a changed item releases its keys before its record changes).
   */
  private put(key: K, n: number, code = NONE): void {
    this.key = key;
    this.table.set(this.ops.hash(key), code === NONE ? this.ops.codeOf(n, key) : code, this.same);
  }

  private drop(key: K, queue: number[], at: number): void {
    if (at < 0) return;
    queue.splice(at, 1);
    if (queue.length === 0) this.others.delete(key);
  }
}
