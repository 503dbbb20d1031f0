// Process: main (domain, Electron-free). Counts each tag once in an RFID count: readers report the same
// EPC every inventory round, so unique tags and total reads are kept apart.
// TagDeduper keys by EPC string (one Set entry per tag); TagIdDeduper keys by the RfidResolver's dense
// tagId in a bitmap (one bit per tag, no hashing: the form the hot path uses).

export class TagDeduper {
  private readonly seen = new Set<string>();
  private total = 0;

  /** Records a read; true when this EPC is new to the count. */
  add(epc: string): boolean {
    this.total++;
    // One hash lookup instead of has() + add(): this runs for every read.
    const before = this.seen.size;
    this.seen.add(epc);
    return this.seen.size !== before;
  }

  has(epc: string): boolean {
    return this.seen.has(epc);
  }

  get uniqueTags(): number {
    return this.seen.size;
  }

  get totalReads(): number {
    return this.total;
  }

  clear(): void {
    this.seen.clear();
    this.total = 0;
  }
}

export class TagIdDeduper {
  private bits = new Uint32Array(1024);
  private unique = 0;
  private total = 0;

  /** Records a read of tag `tagId` (>= 0, from RfidResolver); true when it is new to the count. */
  add(tagId: number): boolean {
    this.total++;
    const word = tagId >>> 5;
    if (word >= this.bits.length) this.grow(word);
    const mask = 1 << (tagId & 31);
    const w = this.bits[word] as number;
    if (w & mask) return false;
    this.bits[word] = w | mask;
    this.unique++;
    return true;
  }

  has(tagId: number): boolean {
    const w = this.bits[tagId >>> 5];
    return w !== undefined && (w & (1 << (tagId & 31))) !== 0;
  }

  get uniqueTags(): number {
    return this.unique;
  }

  get totalReads(): number {
    return this.total;
  }

  clear(): void {
    this.bits.fill(0);
    this.unique = 0;
    this.total = 0;
  }

  private grow(word: number): void {
    const next = new Uint32Array(Math.max(word + 1, this.bits.length * 2));
    next.set(this.bits);
    this.bits = next;
  }
}
