// Process: main (domain, Electron-free). Every indexed item's record (item-record.ts) in one byte buffer, found
// by the item's number through a table of start positions: one buffer instead of a string per item saves each
// item the string's header and its pointer (some 24 bytes), and the collector has no object to visit.
// A changed item's new record goes at the end; the old one is left as garbage until garbage is a third of the
// buffer, then the live records are copied together (a full re-sync of 500,000 items does that a few times, each a
// copy of some 25 MB). The buffer grows by an eighth at a time, so at most an eighth of it is ever unused.

export const FREE = 0xffffffff;

/** The store's whole state, for the index snapshot. */
export interface ItemStoreState {
  bytes: Buffer;
  starts: Uint32Array;
  /** Bytes of `bytes` no item's record (kept, not compacted: a snapshot at close must not hold main). */
  garbage: number;
}

export class ItemStore {
  /** The records; bytes beyond `used` are free. */
  buf: Buffer = Buffer.alloc(4096);
  private used = 0;
  private garbage = 0;
  /** Item number -> start of its record in buf, FREE for a free number. */
  private starts: Uint32Array = new Uint32Array(1024).fill(FREE);
  /** Item numbers given out (free ones included). */
  private numbers = 0;

  constructor(private readonly lengthAt: (buf: Buffer, at: number) => number) {}

  get items(): number {
    return this.numbers;
  }

  start(n: number): number {
    return this.starts[n] as number;
  }

  has(n: number): boolean {
    return n < this.numbers && this.starts[n] !== FREE;
  }

  /** Sets item n's record (n at most the number of items: the next new number). */
  put(n: number, record: Buffer): void {
    if (n >= this.starts.length) {
      const grown = new Uint32Array(Math.max(n + 1, Math.ceil(this.starts.length * 1.5))).fill(FREE);
      grown.set(this.starts);
      this.starts = grown;
    }
    this.drop(n);
    if (this.used + record.length > this.buf.length) this.makeRoom(record.length);
    this.buf.set(record, this.used);
    this.starts[n] = this.used;
    this.used += record.length;
    if (n >= this.numbers) this.numbers = n + 1;
  }

  /** Item n's record is garbage from now on (its number free). */
  drop(n: number): void {
    const at = this.starts[n] as number;
    if (n >= this.numbers || at === FREE) return;
    this.garbage += this.lengthAt(this.buf, at);
    this.starts[n] = FREE;
  }

  clear(): void {
    this.buf = Buffer.alloc(4096);
    this.used = 0;
    this.garbage = 0;
    this.starts = new Uint32Array(1024).fill(FREE);
    this.numbers = 0;
  }

  /** The whole state, shared: write it out before the next change. */
  state(): ItemStoreState {
    return {
      bytes: this.buf.subarray(0, this.used),
      starts: this.starts.subarray(0, this.numbers),
      garbage: this.garbage,
    };
  }

  restore(state: ItemStoreState): void {
    this.buf = state.bytes;
    this.used = state.bytes.length;
    this.garbage = state.garbage;
    this.starts = state.starts;
    this.numbers = state.starts.length;
    if (!Number.isInteger(state.garbage) || state.garbage < 0 || state.garbage > this.used)
      throw new RangeError('bad item store state');
    for (const at of this.starts) if (at !== FREE && at + 1 > this.used) throw new RangeError('bad item store state');
  }

  /** Bytes held (for the memory benchmark's figures). */
  get bytes(): number {
    return this.buf.byteLength + this.starts.byteLength;
  }

  private makeRoom(more: number): void {
    if (this.garbage * 3 > this.used) this.compact(more);
    else this.resize(Math.max(this.used + more, Math.ceil(this.buf.length * 1.125)));
  }

  private resize(size: number): void {
    const grown = Buffer.alloc(size);
    this.buf.copy(grown, 0, 0, this.used);
    this.buf = grown;
  }

  /** Copies the live records together, into a buffer with room for `more` bytes (and an eighth to spare). */
  private compact(more: number): void {
    const live = this.used - this.garbage;
    const next = Buffer.alloc(Math.max(this.buf.length, Math.ceil((live + more) * 1.125)));
    let to = 0;
    for (let n = 0; n < this.numbers; n++) {
      const at = this.starts[n] as number;
      if (at === FREE) continue;
      const length = this.lengthAt(this.buf, at);
      this.buf.copy(next, to, at, at + length);
      this.starts[n] = to;
      to += length;
    }
    this.buf = next;
    this.used = to;
    this.garbage = 0;
  }
}
