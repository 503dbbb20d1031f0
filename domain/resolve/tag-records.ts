// Process: main (domain, Electron-free). What the RFID resolver knows of each distinct EPC, by its dense
// tagId, and how a tag is resolved against the index: status, the index version it was resolved against,
// GTIN value, item, words. Typed arrays and flat arrays instead of an object per tag: a count of 50,000
// tags keeps no per-tag garbage for the collector to trace or move, and the per-read fields (status,
// version) sit in small dense arrays that stay in the CPU cache.
import { decodeEpcHex } from '../codes/epc/decode';
import { decodeSgtin96Words } from '../codes/epc/sgtin96-words';
import type { DecodedEpc } from '../codes/types';
import { wordsToHex } from './hex-words';
import type { ItemIndex } from './item-index';
import type { Resolution, ResolvableItem } from './types';

/** A read's resolution as a small integer (what resolveMany reports per read). */
export const ScanStatus = { item: 1, inactiveItem: 2, unknown: 3, notTradeItem: 4, invalid: 5 } as const;
export type ScanStatusCode = (typeof ScanStatus)[keyof typeof ScanStatus];

export class TagRecords<T extends ResolvableItem> {
  status = new Uint8Array(1024);
  /** index.version (as int32) when the tag was last resolved. */
  version = new Int32Array(1024);
  /** The GTIN-14 as a number, or -1 for a tag that is not a trade item (its status never changes). */
  gtin = new Float64Array(1024);
  /** The three words of a 96-bit EPC (the other EPCs keep `epcs` and `decoded` instead). */
  words = new Int32Array(3 * 1024);
  /** The index's number of the tag's item when resolved by GTIN value (-1 otherwise): the item object is made
   * only when asked for (item(t)), so a count of 250,000 tags keeps no item object per tag. */
  itemNo = new Int32Array(1024).fill(-1);
  readonly items: (T | undefined)[] = [];
  /** Kept for tags read as other texts than 24 upper-case digits; made on request for the others. */
  readonly decoded: (DecodedEpc | undefined)[] = [];
  private n = 0;

  constructor(private readonly index: ItemIndex<T>) {}

  get count(): number {
    return this.n;
  }

  /** A new tagId, with room for its fields. */
  private slot(): number {
    if (this.n === this.status.length) this.grow();
    this.items.push(undefined);
    this.decoded.push(undefined);
    return this.n++;
  }

  /**
   * A new tag, resolved now: its words (0, 0, 0 for a longer EPC), GTIN value (-1: not a trade item) and,
   * for tags the words cannot decode again, its decoded record.
   */
  add(w0: number, w1: number, w2: number, gtin: number, decoded?: DecodedEpc): number {
    const t = this.slot();
    this.words[t * 3] = w0;
    this.words[t * 3 + 1] = w1;
    this.words[t * 3 + 2] = w2;
    this.gtin[t] = gtin;
    this.decoded[t] = decoded;
    this.resolve(t);
    return t;
  }

  /** Status and item of tag t against the index as it is now. */
  resolve(t: number): void {
    const gtin = this.gtin[t] as number;
    if (gtin >= 0) {
      const n = this.index.gtinItemNumber(gtin);
      this.itemNo[t] = n;
      this.items[t] = undefined;
      this.status[t] = n < 0 ? ScanStatus.unknown : this.index.activeAt(n) ? ScanStatus.item : ScanStatus.inactiveItem;
    } else {
      const resolution = this.index.resolve(this.decodedOf(t));
      this.itemNo[t] = -1;
      this.items[t] = resolution.status === 'item' ? resolution.item : undefined;
      this.status[t] = statusOf(resolution);
    }
    this.version[t] = this.index.version | 0;
  }

  /** The tag's item as last resolved (call fresh(t) first for the current one). */
  item(t: number): T | undefined {
    const n = this.itemNo[t] as number;
    return n >= 0 ? this.index.itemAt(n) : this.items[t];
  }

  /** Re-resolves the tag when the catalog changed since it was last resolved. */
  fresh(tagId: number): void {
    if (this.version[tagId] !== (this.index.version | 0)) this.resolve(tagId);
  }

  /** The tag's decoded record, made from its words on first request. */
  decodedOf(t: number): DecodedEpc {
    const kept = this.decoded[t];
    if (kept !== undefined) return kept;
    const w = this.words;
    const w0 = w[t * 3] as number;
    const w1 = w[t * 3 + 1] as number;
    const w2 = w[t * 3 + 2] as number;
    const hex = wordsToHex(w0, w1, w2);
    const decoded = decodeSgtin96Words(w0, w1, w2, hex) ?? decodeEpcHex(hex);
    this.decoded[t] = decoded;
    return decoded;
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
    const itemNo = new Int32Array(size).fill(-1);
    itemNo.set(this.itemNo);
    this.itemNo = itemNo;
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

/** A resolution as a ScanStatus code. */
export function statusOf(resolution: Resolution): ScanStatusCode {
  switch (resolution.status) {
    case 'item':
      return resolution.inactive ? ScanStatus.inactiveItem : ScanStatus.item;
    case 'unknown':
      return ScanStatus.unknown;
    case 'notTradeItem':
      return ScanStatus.notTradeItem;
    default:
      return ScanStatus.invalid;
  }
}
