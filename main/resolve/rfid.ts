// Process: main (domain, Electron-free). The reader hot path: EPC hex -> resolution at millions of reads a
// second. Readers repeat every tag every round, so each distinct hex string is decoded once and its read
// record cached with the index version it was resolved against (a catalog change re-resolves lazily;
// decoding is never repeated). Each distinct EPC also gets a small dense `tagId`, so a count can dedupe
// with a bitmap instead of hashing strings. Bare 96-bit EPCs (24 upper-case hex digits, nearly every read)
// are cached in an EpcWordTable keyed by their three words, since hashing each read's fresh string was most
// of the per-read cost; every other text keeps a Map keyed by the string. Steady state: one lookup and no
// allocation per read.
import { decodeEpcHex } from '../codes/epc/decode';
import { decodeSgtin96Words } from '../codes/epc/sgtin96-words';
import type { DecodedEpc, EpcHint } from '../codes/types';
import { EpcWordTable } from './epc-table';
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
  /** Reads without a PC hint that are 24 upper-case hex digits, by their words. */
  private readonly words = new EpcWordTable<CacheEntry<T>>();
  /** Reads without a PC hint of any other text. */
  private readonly cache = new Map<string, CacheEntry<T>>();
  /** Reads that came with a PC word, one map per PC value: no per-read key string to build. */
  private readonly cacheByPc = new Map<number, Map<string, CacheEntry<T>>>();
  private cached = 0;
  /** tagIds of 24-digit EPCs (nearly all), by their words: no string hashing on a tag's first read either. */
  private readonly tagIdWords = new EpcWordTable<number>();
  /** tagIds of EPCs of any other length. */
  private readonly tagIds = new Map<string, number>();
  private tagCount = 0;
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
    if (pc === undefined && hex.length === 24) {
      const found = this.words.findHex(hex);
      if (found !== undefined && found !== null) return this.current(found);
      if (found === undefined) return this.coldWordRead(hex);
      // Not hex digits in upper case: the string path below caches it by its text.
    }
    const map = pc === undefined ? this.cache : this.mapForPc(pc);
    const entry = map.get(hex);
    if (entry !== undefined) return this.current(entry);
    return this.coldRead(map, hex, hint);
  }

  /** Number of distinct EPCs given a tagId so far (the size a bitmap over tagIds needs). */
  get knownTags(): number {
    return this.tagCount;
  }

  get cachedTags(): number {
    return this.cached;
  }

  /** The entry, re-resolved first when the catalog changed since it was last resolved. */
  private current(entry: CacheEntry<T>): CacheEntry<T> {
    if (entry.version !== this.index.version) {
      entry.resolution = this.index.resolve(entry.decoded);
      entry.version = this.index.version;
    }
    return entry;
  }

  private mapForPc(pc: number): Map<string, CacheEntry<T>> {
    let map = this.cacheByPc.get(pc);
    if (map === undefined) {
      map = new Map();
      this.cacheByPc.set(pc, map);
    }
    return map;
  }

  /** First read of a text findHex parsed (its words are in `words.lastKey`) and did not find. */
  private coldWordRead(hex: string): EpcRead<T> {
    const key = this.words.lastKey;
    const w0 = key[0] as number;
    const w1 = key[1] as number;
    const w2 = key[2] as number;
    // The words are already validated: an SGTIN-96 decodes from them without re-reading the text, and
    // for a bare 24-digit text decodeEpcHex gives the same result (unit-tested), so either may answer.
    const decoded = decodeSgtin96Words(w0, w1, w2, hex) ?? decodeEpcHex(hex);
    // The EPC is this very text unless the decoder normalised it: then its tagId comes by its own text.
    const epc = decoded.type === 'invalid' ? null : decoded.hex;
    const tagId = epc === null ? -1 : epc === hex ? this.tagIdOfWords(w0, w1, w2) : this.tagIdOf(epc);
    const entry = this.entryOf(epc, tagId, decoded);
    this.makeRoom();
    // makeRoom may empty the table but leaves lastKey alone, so the key is still the one to store.
    this.words.addLast(entry);
    this.cached++;
    return entry;
  }

  private coldRead(map: Map<string, CacheEntry<T>>, hex: string, hint: EpcHint | undefined): EpcRead<T> {
    const entry = this.newEntry(decodeEpcHex(hex, hint));
    this.makeRoom();
    this.mapOrFresh(map, hint).set(hex, entry);
    this.cached++;
    return entry;
  }

  private newEntry(decoded: DecodedEpc): CacheEntry<T> {
    const epc = decoded.type === 'invalid' ? null : decoded.hex;
    return this.entryOf(epc, epc === null ? -1 : this.tagIdOf(epc), decoded);
  }

  /** Every entry made in one place, so all share one hidden class (the hot path reads them). */
  private entryOf(epc: string | null, tagId: number, decoded: DecodedEpc): CacheEntry<T> {
    return { epc, tagId, decoded, resolution: this.index.resolve(decoded), version: this.index.version };
  }

  /** tagId of a 24-digit EPC already parsed into words: no second parse of its text. */
  private tagIdOfWords(w0: number, w1: number, w2: number): number {
    const found = this.tagIdWords.find(w0, w1, w2);
    if (found !== undefined) return found;
    this.tagIdWords.add(w0, w1, w2, this.tagCount);
    return this.tagCount++;
  }

  /** The EPC's tagId, given the next one when it is new (`epc` is upper case: decoders normalise it). */
  private tagIdOf(epc: string): number {
    const found = this.tagIdWords.findHex(epc);
    if (found !== undefined && found !== null) return found;
    if (found === undefined) {
      this.tagIdWords.addLast(this.tagCount);
      return this.tagCount++;
    }
    const known = this.tagIds.get(epc);
    if (known !== undefined) return known;
    this.tagIds.set(epc, this.tagCount);
    return this.tagCount++;
  }

  /** Drops every cached read when the cache is full (tagIds are kept: a count's bitmap relies on them). */
  private makeRoom(): void {
    if (this.cached < this.cacheSize) return;
    this.words.clear();
    this.cache.clear();
    this.cacheByPc.clear();
    this.cached = 0;
  }

  /** The map to store in: after a clear the PC map handed in may have been dropped. */
  private mapOrFresh(map: Map<string, CacheEntry<T>>, hint: EpcHint | undefined): Map<string, CacheEntry<T>> {
    if (map === this.cache || hint?.pc === undefined) return this.cache;
    return this.mapForPc(hint.pc);
  }
}
