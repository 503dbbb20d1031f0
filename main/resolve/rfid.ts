// Process: main (domain, Electron-free). The reader hot path: EPC hex -> resolution at millions of reads a
// second. Readers repeat every tag every round, so decoding is cached per distinct hex string, and the
// resolution is cached with the index version it was made against (a catalog change re-resolves lazily,
// decoding is never repeated). Steady state: one Map lookup and no allocation per read.
import { decodeEpcHex } from '../codes/epc/decode';
import type { DecodedEpc, EpcHint } from '../codes/types';
import type { ItemIndex } from './item-index';
import type { Resolution, ResolvableItem } from './types';

export interface EpcRead<T extends ResolvableItem = ResolvableItem> {
  /** The EPC alone, upper case: the identity to count a tag by (null when the read was invalid). */
  epc: string | null;
  decoded: DecodedEpc;
  resolution: Resolution<T>;
}

interface CacheEntry<T extends ResolvableItem> {
  read: EpcRead<T>;
  version: number;
}

export interface RfidResolverOptions {
  /** Distinct EPCs kept decoded; the cache is dropped and rebuilt when it fills. */
  cacheSize?: number;
}

export class RfidResolver<T extends ResolvableItem = ResolvableItem> {
  private readonly cache = new Map<string, CacheEntry<T>>();
  private readonly cacheSize: number;

  constructor(
    private readonly index: ItemIndex<T>,
    options: RfidResolverOptions = {},
  ) {
    this.cacheSize = options.cacheSize ?? 200_000;
  }

  resolveEpcHex(hex: string, hint?: EpcHint): EpcRead<T> {
    // A PC hint changes how the text is read, so it is part of the key.
    const key = hint?.pc === undefined ? hex : `${hint.pc}:${hex}`;
    const entry = this.cache.get(key);
    if (entry !== undefined) {
      if (entry.version === this.index.version) return entry.read;
      entry.read = { ...entry.read, resolution: this.index.resolve(entry.read.decoded) };
      entry.version = this.index.version;
      return entry.read;
    }
    const decoded = decodeEpcHex(hex, hint);
    const read: EpcRead<T> = {
      epc: decoded.type === 'invalid' ? null : decoded.hex,
      decoded,
      resolution: this.index.resolve(decoded),
    };
    if (this.cache.size >= this.cacheSize) this.cache.clear();
    this.cache.set(key, { read, version: this.index.version });
    return read;
  }

  get cachedTags(): number {
    return this.cache.size;
  }
}
