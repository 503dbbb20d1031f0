// Process: main (domain, Electron-free). The reader hot path: EPC hex -> resolution at millions of reads a
// second. Readers repeat every tag every round, so each distinct EPC is decoded once, given a small dense
// `tagId` (a count dedupes with a bitmap, not a string set), and resolved against the index; its status is
// kept with the index version it was resolved against (a catalog change re-resolves lazily, by the GTIN's
// value, never decoding again).
// Bare 96-bit EPCs (24 upper-case hex digits, nearly every read) are keyed by their three words in an
// EpcWordTable whose slot holds the tagId, and a tag's first read computes its GTIN straight from the
// words: no string is hashed or made per read, and no object is kept per tag. `resolveMany` is the hot
// path (typed arrays out); `resolveEpcHex` gives the full record (decoded identifier and resolution), made
// on request. Every other text (a PC hint, other lengths, lower case) goes through a Map by its text.
import { decodeEpcHex } from '../codes/epc/decode';
import { sgtin96GtinValue } from '../codes/epc/sgtin96-words';
import type { DecodedEpc, EpcHint } from '../codes/types';
import { ABSENT, EpcWordTable, GROUP, NOT_WORDS } from './epc-table';
import type { ItemIndex } from './item-index';
import { ScanBuffer, ScanStatus, statusOf, TagRecords } from './tag-records';
import { TextReads } from './text-reads';
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

interface Entry<T extends ResolvableItem> extends EpcRead<T> {
  version: number;
}

export interface RfidResolverOptions {
  /** Distinct raw texts (other than bare 24-digit EPCs) kept decoded; dropped and rebuilt when full. */
  cacheSize?: number;
}

export class RfidResolver<T extends ResolvableItem = ResolvableItem> {
  /** Bare 24-digit texts by their words -> tagId + 1, or -(index in `invalid` + 1). */
  private readonly table = new EpcWordTable();
  private readonly tags: TagRecords<T>;
  /** resolveEpcHex's records of table tags, by tagId, made on request. */
  private readonly reads: (Entry<T> | undefined)[] = [];
  /** Bare 24-digit texts that are no valid EPC (a broken SGTIN-96, say). */
  private readonly invalid: Entry<T>[] = [];
  /** Every other text, with or without a PC hint. */
  private readonly texts: TextReads<Entry<T>>;
  /** tagIds of EPCs that are not 96-bit (SGTIN-198, SGTIN+, ...). */
  private readonly tagIdsByEpc = new Map<string, number>();
  private readonly codes = new Int32Array(GROUP);

  constructor(
    private readonly index: ItemIndex<T>,
    options: RfidResolverOptions = {},
  ) {
    this.tags = new TagRecords(index);
    this.texts = new TextReads(options.cacheSize ?? 200_000);
  }

  /**
   * The hot path: each of `hexes` (reads without a PC hint, as one reader data event holds them) gives
   * out.tagIds[i] (-1: invalid) and out.statuses[i] (ScanStatus). Reads go in groups: the table lookups of
   * a group are done together, so their cache misses overlap.
   */
  resolveMany(hexes: readonly string[], out: ScanBuffer = new ScanBuffer(hexes.length)): ScanBuffer {
    out.reset(hexes.length);
    for (let from = 0; from < hexes.length; from += GROUP) {
      this.resolveGroup(hexes, from, Math.min(GROUP, hexes.length - from), out);
    }
    return out;
  }

  /** The full record of one read: decoded identifier and resolution; the same object for the same text. */
  resolveEpcHex(hex: string, hint?: EpcHint): EpcRead<T> {
    // A PC hint changes how the text is read, so reads with one are cached apart.
    const pc = hint === undefined ? undefined : hint.pc;
    if (pc === undefined && hex.length === 24) {
      let code = this.table.findHex(hex);
      if (code === ABSENT) {
        const key = this.table.lastKey;
        code = this.coldWords(key[0] as number, key[1] as number, key[2] as number, hex);
      }
      // Not upper-case hex digits: the text path below caches it by its text.
      if (code !== NOT_WORDS) return code > 0 ? this.readOf(code - 1) : (this.invalid[-code - 1] as Entry<T>);
    }
    const entry = this.texts.get(hex, hint);
    if (entry !== undefined) return this.current(entry);
    return this.coldText(hex, hint);
  }

  /** The full record of a tag by its tagId (from resolveMany), kept current. */
  readOf(tagId: number): EpcRead<T> {
    const made = this.reads[tagId];
    if (made !== undefined) return this.current(made);
    const decoded = this.tags.decodedOf(tagId);
    const entry: Entry<T> = {
      epc: decoded.type === 'invalid' ? null : decoded.hex,
      tagId,
      decoded,
      resolution: this.index.resolve(decoded),
      version: this.index.version,
    };
    this.reads[tagId] = entry;
    return entry;
  }

  /** The item a tag resolved to (current), if any. */
  itemOf(tagId: number): T | undefined {
    this.tags.fresh(tagId);
    return this.tags.item(tagId);
  }

  /** Number of distinct EPCs given a tagId so far (the size a bitmap over tagIds needs). */
  get knownTags(): number {
    return this.tags.count;
  }

  /** Distinct raw reads held: bare 24-digit texts (kept for the resolver's life) and other texts. */
  get cachedTags(): number {
    return this.table.size + this.texts.size;
  }

  private resolveGroup(hexes: readonly string[], from: number, count: number, out: ScanBuffer): void {
    const codes = this.codes;
    this.table.findMany(hexes, from, count, codes);
    const { status, version } = this.tags;
    const now = this.index.version | 0;
    const tagIds = out.tagIds;
    const statuses = out.statuses;
    for (let j = 0; j < count; j++) {
      const code = codes[j] as number;
      if (code > 0) {
        const t = code - 1;
        if (version[t] !== now) this.tags.resolve(t);
        tagIds[from + j] = t;
        statuses[from + j] = status[t] as number;
      } else if (code !== ABSENT && code !== NOT_WORDS) {
        tagIds[from + j] = -1;
        statuses[from + j] = ScanStatus.invalid;
      }
    }
    // First reads, in reading order (tagIds are handed out in it), and texts the table does not take.
    for (let j = 0; j < count; j++) {
      const code = codes[j] as number;
      if (code === NOT_WORDS) {
        const read = this.resolveEpcHex(hexes[from + j] as string);
        tagIds[from + j] = read.tagId;
        statuses[from + j] = statusOf(read.resolution);
      } else if (code === ABSENT) {
        this.fillCode(out, from + j, this.coldGroupRead(j, hexes[from + j] as string));
      }
    }
  }

  /** The j-th text of the group was not in the table; it may be by now (the same new tag twice in a group). */
  private coldGroupRead(j: number, hex: string): number {
    const t = this.table;
    const w0 = t.groupWord(j, 0);
    const w1 = t.groupWord(j, 1);
    const w2 = t.groupWord(j, 2);
    const again = t.find(w0, w1, w2);
    return again !== ABSENT ? again : this.coldWords(w0, w1, w2, hex);
  }

  private fillCode(out: ScanBuffer, i: number, code: number): void {
    if (code > 0) {
      this.tags.fresh(code - 1);
      out.tagIds[i] = code - 1;
      out.statuses[i] = this.tags.status[code - 1] as number;
    } else {
      out.tagIds[i] = -1;
      out.statuses[i] = ScanStatus.invalid;
    }
  }

  /** First read of a bare 24-digit text, given its words; stores and returns its table code. */
  private coldWords(w0: number, w1: number, w2: number, hex: string): number {
    let code: number;
    const gtin = sgtin96GtinValue(w0, w1);
    if (gtin >= 0) {
      // An SGTIN-96 (nearly every tag): the GTIN's value is all resolving needs; the record waits for readOf.
      code = this.tags.add(w0, w1, w2, gtin) + 1;
    } else {
      const decoded = decodeEpcHex(hex);
      if (decoded.type === 'invalid') {
        this.invalid.push({ epc: null, tagId: -1, decoded, resolution: this.index.resolve(decoded), version: 0 });
        code = -this.invalid.length;
      } else if (decoded.hex !== hex) {
        // Read as a PC word and an 80-bit EPC: the EPC, not the text, is the tag's identity.
        code = this.tagIdOfEpc(decoded) + 1;
      } else {
        const t = this.tags.add(w0, w1, w2, decoded.type === 'epc' ? Number(decoded.gtin14) : -1, decoded);
        code = t + 1;
      }
    }
    this.table.add(w0, w1, w2, code);
    return code;
  }

  /** A text's first read: decoded by the general decoder, its EPC given a tagId, cached by its text. */
  private coldText(hex: string, hint: EpcHint | undefined): EpcRead<T> {
    const decoded = decodeEpcHex(hex, hint);
    const epc = decoded.type === 'invalid' ? null : decoded.hex;
    const tagId = epc === null || decoded.type === 'invalid' ? -1 : this.tagIdOfEpc(decoded);
    const entry: Entry<T> = {
      epc,
      tagId,
      decoded,
      resolution: this.index.resolve(decoded),
      version: this.index.version,
    };
    this.texts.set(hex, hint, entry);
    return entry;
  }

  /** The tagId of a decoded EPC (decoders give `hex` in upper case), given the next one when it is new. */
  private tagIdOfEpc(decoded: Exclude<DecodedEpc, { type: 'invalid' }>): number {
    const epc = decoded.hex;
    // Only an EPC given as a URI has no hex, and this resolver reads hex.
    if (epc === null) return -1;
    if (epc.length === 24) {
      let code = this.table.findHex(epc);
      if (code === ABSENT) {
        const key = this.table.lastKey;
        code = this.coldWords(key[0] as number, key[1] as number, key[2] as number, epc);
      }
      if (code > 0) return code - 1;
    }
    const known = this.tagIdsByEpc.get(epc);
    if (known !== undefined) return known;
    const t = this.tags.add(0, 0, 0, decoded.type === 'epc' ? Number(decoded.gtin14) : -1, decoded);
    this.tagIdsByEpc.set(epc, t);
    return t;
  }

  /** The entry, re-resolved first when the catalog changed since it was last resolved. */
  private current(entry: Entry<T>): Entry<T> {
    if (entry.version !== this.index.version) {
      entry.resolution = this.index.resolve(entry.decoded);
      entry.version = this.index.version;
    }
    return entry;
  }
}
