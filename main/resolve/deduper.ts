// Process: main (domain, Electron-free). Counts each tag once in an RFID count: readers report the same
// EPC every inventory round, so unique tags and total reads are kept apart. Keys are the EPC strings the
// decoder produced (already interned by the fast path's cache), so memory is one Set entry per tag.

export class TagDeduper {
  private readonly seen = new Set<string>();
  private total = 0;

  /** Records a read; true when this EPC is new to the count. */
  add(epc: string): boolean {
    this.total++;
    if (this.seen.has(epc)) return false;
    this.seen.add(epc);
    return true;
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
