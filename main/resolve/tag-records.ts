// Process: main (domain, Electron-free). What the RFID resolver knows of each distinct EPC, by its dense
// tagId: status, the index version it was resolved against, GTIN value, item, words. Typed arrays and
// flat arrays instead of an object per tag: a count of 50,000 tags keeps no per-tag garbage for the
// collector to trace or move, and the per-read fields (status, version) sit in small dense arrays that stay
// in the CPU cache.
import type { DecodedEpc } from '../codes/types';

/** A read's resolution as a small integer (what resolveMany reports per read). */
export const ScanStatus = { item: 1, inactiveItem: 2, unknown: 3, notTradeItem: 4, invalid: 5 } as const;
export type ScanStatusCode = (typeof ScanStatus)[keyof typeof ScanStatus];

export class TagRecords<T> {
  status = new Uint8Array(1024);
  /** index.version (as int32) when the tag was last resolved. */
  version = new Int32Array(1024);
  /** The GTIN-14 as a number, or -1 for a tag that is not a trade item (its status never changes). */
  gtin = new Float64Array(1024);
  /** The three words of a 96-bit EPC (the other EPCs keep `epcs` and `decoded` instead). */
  words = new Int32Array(3 * 1024);
  readonly items: (T | undefined)[] = [];
  /** Kept for tags read as other texts than 24 upper-case digits; made on request for the others. */
  readonly decoded: (DecodedEpc | undefined)[] = [];
  readonly epcs: (string | undefined)[] = [];
  private n = 0;

  get count(): number {
    return this.n;
  }

  /** A new tagId, with room for its fields. */
  add(): number {
    if (this.n === this.status.length) this.grow();
    this.items.push(undefined);
    this.decoded.push(undefined);
    this.epcs.push(undefined);
    return this.n++;
  }

  private grow(): void {
    const size = this.status.length * 2;
    const status = new Uint8Array(size);
    status.set(this.status);
    this.status = status;
    const version = new Int32Array(size);
    version.set(this.version);
    this.version = version;
    const gtin = new Float64Array(size);
    gtin.set(this.gtin);
    this.gtin = gtin;
    const words = new Int32Array(3 * size);
    words.set(this.words);
    this.words = words;
  }
}

/** What resolveMany fills: per read, its tagId (-1: invalid) and ScanStatus; reused from batch to batch. */
export class ScanBuffer {
  tagIds: Int32Array;
  statuses: Uint8Array;
  length = 0;

  constructor(capacity = 256) {
    this.tagIds = new Int32Array(capacity);
    this.statuses = new Uint8Array(capacity);
  }

  /** Makes room for n reads and sets length to n. */
  reset(n: number): void {
    if (n > this.tagIds.length) {
      const size = Math.max(n, this.tagIds.length * 2);
      this.tagIds = new Int32Array(size);
      this.statuses = new Uint8Array(size);
    }
    this.length = n;
  }
}
