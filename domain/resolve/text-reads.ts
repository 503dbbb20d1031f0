// Process: main (domain, Electron-free). The RFID resolver's cache for reads that are not bare 24-digit EPCs:
// texts with a PC hint (one map per PC value, so no per-read key string is built), other lengths, lower case.
// Bounded: when full it is dropped and refilled (the tagIds live elsewhere and are kept).
import type { EpcHint } from '../codes/types';

export class TextReads<E> {
  private readonly bare = new Map<string, E>();
  private readonly byPc = new Map<number, Map<string, E>>();
  private count = 0;

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.count;
  }

  get(hex: string, hint: EpcHint | undefined): E | undefined {
    const pc = hint === undefined ? undefined : hint.pc;
    return pc === undefined ? this.bare.get(hex) : this.byPc.get(pc)?.get(hex);
  }

  set(hex: string, hint: EpcHint | undefined, entry: E): void {
    if (this.count >= this.limit) this.clear();
    const pc = hint === undefined ? undefined : hint.pc;
    this.mapFor(pc).set(hex, entry);
    this.count++;
  }

  private mapFor(pc: number | undefined): Map<string, E> {
    if (pc === undefined) return this.bare;
    let map = this.byPc.get(pc);
    if (map === undefined) {
      map = new Map();
      this.byPc.set(pc, map);
    }
    return map;
  }

  private clear(): void {
    this.bare.clear();
    this.byPc.clear();
    this.count = 0;
  }
}
