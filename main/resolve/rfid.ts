// Process: main (domain, Electron-free). The reader hot path: EPC hex -> resolution at millions of reads a
// second. Readers repeat every tag every round, so each distinct hex string is decoded once and its read
// record cached with the index version it was resolved against (a catalog change re-resolves lazily;
// decoding is never repeated). Each distinct EPC also gets a small dense `tagId`, so a count can dedupe
// with a bitmap instead of hashing strings. Steady state: one Map lookup and no allocation per read.
import { decodeEpcHex } from '../codes/epc/decode';
import type { DecodedEpc, EpcHint } from '../codes/types';
import type { ItemIndex } from './item-index';
import type { Resolution, ResolvableItem } from './types';

export interface EpcRead<T extends ResolvableItem = ResolvableItem> {
  /** The EPC alone, upper case: the identity to count a tag by (null when the read was invalid). */
  readonly epc: string | null;
  /** Dense id of `epc` (0, 1, 2, ...), stable for this resolver; -1 when the read was invalid. */
  readonly tagId: number;
  readonly decoded: DecodedEpc;
  /** Kept current: re-resolved in place when the catalog changed since the last read of this tag. */
  resolution: Resolution<T>;
}

interface CacheEntry<T extends ResolvableItem> extends EpcRead<T> {
  version: number;
}

export interface RfidResolverOptions {
  /** Distinct raw reads kept decoded; the cache is dropped and rebuilt when it fills. */
  cacheSize?: number;
}

export class RfidResolver<T extends ResolvableItem = ResolvableItem> {
  private readonly cache = new Map<string, CacheEntry<T>>();
  /** Reads that came with a PC word, one map per PC value: no per-read key string to build. */
  private readonly cacheByPc = new Map<number, Map<string, CacheEntry<T>>>();
  private cached = 0;
  private readonly tagIds = new Map<string, number>();
  private readonly cacheSize: number;

  constructor(
    private readonly index: ItemIndex<T>,
    options: RfidResolverOptions = {},
  ) {
    this.cacheSize = options.cacheSize ?? 200_000;
  }

  resolveEpcHex(hex: string, hint?: EpcHint): EpcRead<T> {
    // A PC hint changes how the text is read, so reads with one are cached apart.
    const pc = hint === undefined ? undefined : hint.pc;
    const map = pc === undefined ? this.cache : this.mapForPc(pc);
    const entry = map.get(hex);
    if (entry !== undefined) {
      if (entry.version !== this.index.version) {
        entry.resolution = this.index.resolve(entry.decoded);
        entry.version = this.index.version;
      }
      return entry;
    }
    return this.coldRead(map, hex, hint);
  }

  /** Number of distinct EPCs given a tagId so far (the size a bitmap over tagIds needs). */
  get knownTags(): number {
    return this.tagIds.size;
  }

  get cachedTags(): number {
    return this.cached;
  }

  private mapForPc(pc: number): Map<string, CacheEntry<T>> {
    let map = this.cacheByPc.get(pc);
    if (map === undefined) {
      map = new Map();
      this.cacheByPc.set(pc, map);
    }
    return map;
  }

  private coldRead(map: Map<string, CacheEntry<T>>, hex: string, hint: EpcHint | undefined): EpcRead<T> {
    const decoded = decodeEpcHex(hex, hint);
    const epc = decoded.type === 'invalid' ? null : decoded.hex;
    let tagId = -1;
    if (epc !== null) {
      tagId = this.tagIds.get(epc) ?? this.tagIds.size;
      if (tagId === this.tagIds.size) this.tagIds.set(epc, tagId);
    }
    const entry: CacheEntry<T> = {
      epc,
      tagId,
      decoded,
      resolution: this.index.resolve(decoded),
      version: this.index.version,
    };
    if (this.cached >= this.cacheSize) {
      this.cache.clear();
      this.cacheByPc.clear();
      this.cached = 0;
    }
    this.mapOrFresh(map, hint).set(hex, entry);
    this.cached++;
    return entry;
  }

  /** The map to store in: after a clear the PC map handed in may have been dropped. */
  private mapOrFresh(map: Map<string, CacheEntry<T>>, hint: EpcHint | undefined): Map<string, CacheEntry<T>> {
    if (map === this.cache || hint?.pc === undefined) return this.cache;
    return this.mapForPc(hint.pc);
  }
}
