// Process: main (domain, Electron-free). In-memory indices over the catalog: GTIN-14 -> item (from epcGTIN
// and from UPC/EAN normalised to GTIN-14), SKU -> item, UPC as typed -> item. The catalog feeds it with
// upsert/remove as it syncs; resolution on the scan path is a table lookup, no I/O.
// When two items claim one key, an active item beats an inactive one; otherwise the later upsert wins, and
// the other claimants are remembered (KeyMap) so removing the winner hands the key on.
// Layout (sized for 500,000 items): each item has a dense number; its text is one packed string (item-pack.ts),
// its active flag a byte, and every key map is a typed-array table of item numbers (key-table.ts). With
// `keepItems: false` (the catalog's index) the objects given are not kept: the items handed out are records
// made from the packed text ({id, sku, active, upc, epcGTIN}), the same object while it stays in a small cache.

import { itemTagGtins } from '../codes/tag-gtins';
import type { Decoded } from '../codes/types';
import { createLogger } from '../shared/logger';
import { hasId, pack, skuOf, unpack, upcsOf } from './item-pack';
import { KeyMap, type KeyMapState, NONE } from './key-map';
import { gtinWords, KeyTable, type KeyTableState, textWords } from './key-table';
import type { Resolution, ResolvableItem, ResolvedVia } from './types';

const log = createLogger('resolve.item-index');

export interface ItemIndexOptions {
  /** Keep the objects upserted and hand them out (default). False: keep only their text, hand out records. */
  keepItems?: boolean;
}

/** The index's whole state (index-snapshot.ts writes and reads it): item texts, flags, free numbers, tables. */
export interface ItemIndexState {
  packs: string[];
  active: Uint8Array;
  free: number[];
  count: number;
  ids: KeyTableState;
  gtin: KeyMapState<number>;
  sku: KeyMapState<string>;
  skuFolded: KeyMapState<string>;
  upc: KeyMapState<string>;
}

/** Recently handed-out records kept (keepItems false), so repeated reads of an item share one object. */
const CACHE = 4096;

export class ItemIndex<T extends ResolvableItem = ResolvableItem> {
  /** Item number -> packed text ('' for a free number). */
  private packs: string[] = [];
  private activeFlags = new Uint8Array(1024);
  /** Item number -> the object given (keepItems), else null. */
  private readonly objects: (T | undefined)[] | null;
  private readonly free: number[] = [];
  private count = 0;
  /** id -> item number; narrow: every hash match is confirmed against the item's text. */
  private readonly ids = new KeyTable(false);
  private readonly w = new Int32Array(2);
  private readonly cacheNo = new Int32Array(CACHE).fill(NONE);
  private readonly cacheItem: (T | undefined)[] = new Array(CACHE);
  private readonly active = (n: number) => this.activeFlags[n] === 1;
  /** By the GTIN-14's value: the RFID path computes it from the EPC's bits without making a string. */
  private readonly byGtin = new KeyMap<number>({ words: gtinWords, holds: null, active: this.active });
  private readonly bySku = new KeyMap<string>({
    words: textWords,
    holds: (n, key) => skuOf(this.packOf(n)).trim() === key,
    active: this.active,
  });
  private readonly bySkuFolded = new KeyMap<string>({
    words: textWords,
    holds: (n, key) => skuOf(this.packOf(n)).trim().toUpperCase() === key,
    active: this.active,
  });
  private readonly byUpc = new KeyMap<string>({
    words: textWords,
    holds: (n, key) => upcsOf(this.packOf(n)).some((u) => u.trim() === key),
    active: this.active,
  });
  /** Bumped on every change, so caches built on top (the RFID fast path) know when to look again. */
  version = 0;

  constructor(options: ItemIndexOptions = {}) {
    this.objects = options.keepItems === false ? null : [];
  }

  get size(): number {
    return this.count;
  }

  /** Whether it keeps the objects given (then it has no snapshot: state() and restore() are for records). */
  get keepsItems(): boolean {
    return this.objects !== null;
  }

  get(id: string): T | undefined {
    const n = this.numberOf(id);
    return n === NONE ? undefined : this.itemAt(n);
  }

  upsert(item: T): void {
    let n = this.numberOf(item.id);
    if (n !== NONE) this.unlink(n);
    else {
      n = this.free.pop() ?? this.packs.length;
      this.count++;
    }
    this.store(n, pack(item), item.active, item);
    textWords(item.id, this.w);
    this.ids.set(this.w[0] as number, this.w[1] as number, n, (c) => c === n);
    for (const key of gtinKeys(item.upc, item.epcGTIN)) this.byGtin.claim(key, n);
    const sku = item.sku.trim();
    if (sku) {
      this.bySku.claim(sku, n);
      this.bySkuFolded.claim(sku.toUpperCase(), n);
    }
    for (const upc of new Set(item.upc.map((u) => u.trim()))) if (upc) this.byUpc.claim(upc, n);
    this.version++;
  }

  upsertMany(items: Iterable<T>): void {
    for (const item of items) this.upsert(item);
  }

  remove(id: string): boolean {
    const n = this.numberOf(id);
    if (n === NONE) return false;
    this.unlink(n);
    textWords(id, this.w);
    this.ids.delete(this.w[0] as number, this.w[1] as number, (c) => c === n);
    this.store(n, '', false, undefined);
    this.free.push(n);
    this.count--;
    this.version++;
    return true;
  }

  clear(): void {
    log.debug('index cleared', { items: this.count });
    this.packs = [];
    this.activeFlags = new Uint8Array(1024);
    if (this.objects) this.objects.length = 0;
    this.free.length = 0;
    this.count = 0;
    this.ids.clear();
    this.cacheNo.fill(NONE);
    this.cacheItem.fill(undefined);
    for (const m of [this.byGtin, this.bySku, this.bySkuFolded, this.byUpc]) m.clear();
    this.version++;
  }

  /** The whole state, shared (not copied): write it out before the next change. Only without kept items. */
  state(): ItemIndexState {
    // plain Error: invariant (the caller chose the index's kind).
    if (this.objects) throw new Error('an index that keeps its items has no snapshot');
    return {
      packs: this.packs,
      active: this.activeFlags.subarray(0, this.packs.length),
      free: this.free,
      count: this.count,
      ids: this.ids.state(),
      gtin: this.byGtin.state(),
      sku: this.bySku.state(),
      skuFolded: this.bySkuFolded.state(),
      upc: this.byUpc.state(),
    };
  }

  /** Replaces everything with a state from state() (a snapshot); the version moves on as for any change. */
  restore(state: ItemIndexState): void {
    // plain Error: invariant (the caller chose the index's kind).
    if (this.objects) throw new Error('an index that keeps its items has no snapshot');
    if (state.active.length !== state.packs.length) throw new RangeError('bad index state');
    this.clear();
    this.ids.restore(state.ids);
    this.byGtin.restore(state.gtin);
    this.bySku.restore(state.sku);
    this.bySkuFolded.restore(state.skuFolded);
    this.byUpc.restore(state.upc);
    this.packs = state.packs;
    this.activeFlags = new Uint8Array(Math.max(1024, state.packs.length));
    this.activeFlags.set(state.active);
    this.free.push(...state.free);
    this.count = state.count;
    this.version++;
  }

  byGtin14(gtin14: string): T | undefined {
    return /^\d{14}$/.test(gtin14) ? this.byGtinValue(Number(gtin14)) : undefined;
  }

  /** The item of a GTIN-14 given as its numeric value (see sgtin96GtinValue). */
  byGtinValue(gtin: number): T | undefined {
    const n = this.byGtin.get(gtin);
    return n === NONE ? undefined : this.itemAt(n);
  }

  /** The item number (valid until the next change: see version) of a GTIN-14's value, or -1: the RFID path
   * keeps numbers per tag, not objects. */
  gtinItemNumber(gtin: number): number {
    return this.byGtin.get(gtin);
  }

  /** Whether item number n (from gtinItemNumber, same version) is active. */
  activeAt(n: number): boolean {
    return this.activeFlags[n] === 1;
  }

  /** Bytes of typed arrays held (for the memory benchmark; the packed strings are heap). */
  get tableBytes(): number {
    let b = this.activeFlags.byteLength + this.ids.bytes;
    for (const m of [this.byGtin, this.bySku, this.bySkuFolded, this.byUpc]) b += m.bytes;
    return b;
  }

  resolve(decoded: Decoded): Resolution<T> {
    switch (decoded.type) {
      case 'epc': {
        const item = this.byGtinValue(Number(decoded.gtin14));
        if (item) return found(item, 'gtin');
        return { status: 'unknown', reason: `GTIN ${decoded.gtin14} is not in the catalog` };
      }
      case 'notTradeItem':
        return { status: 'notTradeItem', scheme: decoded.scheme };
      case 'barcode': {
        // Store-internal codes carry a price or weight: their digits mean something only as typed.
        if (!decoded.storeInternal) {
          const item =
            this.byGtinValue(Number(decoded.gtin14)) ??
            (decoded.alternateGtin14 ? this.byGtinValue(Number(decoded.alternateGtin14)) : undefined);
          if (item) return found(item, 'gtin');
        }
        return (
          this.exact(decoded.code, decoded.input.trim()) ?? {
            status: 'unknown',
            reason: `${decoded.storeInternal ? 'store-internal code' : `GTIN ${decoded.gtin14}`} is not in the catalog`,
          }
        );
      }
      case 'sku':
        return this.exact(decoded.sku) ?? { status: 'unknown', reason: `no item with SKU or UPC "${decoded.sku}"` };
      case 'invalid':
        // A failed barcode may still be a SKU or UPC someone typed into the catalog; an EPC may not.
        if (decoded.kind === 'barcode') {
          const hit = this.exact(decoded.input.trim());
          if (hit) return hit;
        }
        return { status: 'invalid', reason: decoded.reason };
    }
  }

  /** Exact SKU or UPC-as-typed match, then a case-insensitive SKU match. */
  private exact(...keys: string[]): Resolution<T> | null {
    for (const key of keys) {
      if (!key) continue;
      const upc = this.byUpc.get(key);
      if (upc !== NONE) return found(this.itemAt(upc), 'upc');
      let sku = this.bySku.get(key);
      if (sku === NONE) sku = this.bySkuFolded.get(key.toUpperCase());
      if (sku !== NONE) return found(this.itemAt(sku), 'sku');
    }
    return null;
  }

  private numberOf(id: string): number {
    textWords(id, this.w);
    return this.ids.find(this.w[0] as number, this.w[1] as number, (n) => hasId(this.packOf(n), id));
  }

  private packOf(n: number): string {
    return this.packs[n] as string;
  }

  private store(n: number, packed: string, active: boolean, item: T | undefined): void {
    if (n >= this.activeFlags.length) {
      const grown = new Uint8Array(Math.max(n + 1, this.activeFlags.length * 2));
      grown.set(this.activeFlags);
      this.activeFlags = grown;
    }
    this.packs[n] = packed;
    this.activeFlags[n] = active ? 1 : 0;
    if (this.objects) this.objects[n] = item;
    const c = n & (CACHE - 1);
    if (this.cacheNo[c] === n) {
      this.cacheNo[c] = NONE;
      this.cacheItem[c] = undefined;
    }
  }

  /** The item with number n (same version): the object given, or (keepItems false) a record made from its text. */
  itemAt(n: number): T {
    if (this.objects) return this.objects[n] as T;
    const c = n & (CACHE - 1);
    if (this.cacheNo[c] === n) return this.cacheItem[c] as T;
    const record = { ...unpack(this.packOf(n)), active: this.activeFlags[n] === 1 } as unknown as T;
    this.cacheNo[c] = n;
    this.cacheItem[c] = record;
    return record;
  }

  private unlink(n: number): void {
    const { sku, upc, epcGTIN } = unpack(this.packOf(n));
    for (const key of gtinKeys(upc, epcGTIN)) this.byGtin.release(key, n);
    const s = sku.trim();
    if (s) {
      this.bySku.release(s, n);
      this.bySkuFolded.release(s.toUpperCase(), n);
    }
    for (const u of new Set(upc.map((x) => x.trim()))) if (u) this.byUpc.release(u, n);
  }
}

function found<T extends ResolvableItem>(item: T, via: ResolvedVia): Resolution<T> {
  return { status: 'item', item, via, inactive: !item.active };
}

/**
 * An item's GTIN-14s as numbers (14 digits are exact in a double, and the leading zeros carry no meaning): the GTINs
 * its tags may carry (domain/codes/tag-gtins.ts, the rule encode and locate use too), which are also the GTINs its
 * barcodes scan as.
 */
function gtinKeys(upcs: readonly string[], epcGTIN: readonly string[] | undefined): Set<number> {
  return new Set(itemTagGtins(epcGTIN ?? [], upcs).map((g) => Number(g.gtin14)));
}
