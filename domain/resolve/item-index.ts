// Process: main (domain, Electron-free). In-memory indices over the catalog: GTIN-14 -> item (from epcGTIN
// and from UPC/EAN normalised to GTIN-14), SKU -> item, UPC as typed -> item. The catalog feeds it with
// upsert/remove as it syncs; resolution on the scan path is a table lookup, no I/O.
// When two items claim one key, an active item beats an inactive one; otherwise the later upsert wins, and
// the other claimants are remembered (KeyMap) so removing the winner hands the key on.
// Layout (sized for 500,000 items): each item has a dense number and a compact record (item-record.ts: active
// flag, id, SKU, GTIN keys, UPCs, epcGTINs) in one byte buffer (item-store.ts); every key map is a typed-array
// table of 4-byte codes (key-table.ts) whose keys are read back from the records. With `keepItems: false` (the
// catalog's index) the objects given are not kept: the items handed out are records made from the record's
// fields ({id, sku, active, upc, epcGTIN}), the same object while it stays in a small cache.

import { itemTagGtins } from '../codes/tag-gtins';
import type { Decoded } from '../codes/types';
import { createLogger } from '../shared/logger';
import { encodeRecord, KEYS_PER_ITEM, RecordReader } from './item-record';
import { ItemStore, type ItemStoreState } from './item-store';
import { KeyMap, type KeyMapState, NONE } from './key-map';
import { gtinHash, KeyTable, type KeyTableState, textHash } from './key-table';
import type { Resolution, ResolvableItem, ResolvedVia } from './types';

const log = createLogger('resolve.item-index');

export interface ItemIndexOptions {
  /** Keep the objects upserted and hand them out (default). False: keep only their record, hand out records. */
  keepItems?: boolean;
}

/** The index's whole state (index-snapshot.ts writes and reads it): the item records, free numbers, tables. */
export interface ItemIndexState {
  items: ItemStoreState;
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
/** A UPC or GTIN key's code in its table: the item's number times this, plus the key's place in the item. */
const PLACES = KEYS_PER_ITEM;

export class ItemIndex<T extends ResolvableItem = ResolvableItem> {
  private readonly reader = new RecordReader();
  /** Item number -> its record (item-record.ts): id, SKU, keys, UPCs, epcGTINs, active flag. */
  private readonly store = new ItemStore((buf, at) => {
    this.reader.buf = buf;
    return this.reader.length(at);
  });
  /** Item number -> the object given (keepItems), else null. */
  private readonly objects: (T | undefined)[] | null;
  private readonly free: number[] = [];
  private count = 0;
  /** id -> item number; every slot's id is read from its item's record. */
  private readonly ids = new KeyTable((n) => textHash(this.reader.id(this.at(n))));
  private readonly cacheNo = new Int32Array(CACHE).fill(NONE);
  private readonly cacheItem: (T | undefined)[] = new Array(CACHE);
  private readonly active = (n: number) => this.reader.active(this.at(n));
  /** By the GTIN-14's value: the RFID path computes it from the EPC's bits without making a string. */
  private readonly byGtin = new KeyMap<number>({
    hash: gtinHash,
    hashAt: (code) => gtinHash(this.reader.key(this.at(Math.floor(code / PLACES)), code % PLACES)),
    holds: (code, key) => this.reader.hasKey(this.at(Math.floor(code / PLACES)), code % PLACES, key),
    codeOf: (n, key) => n * PLACES + this.keyPlace(n, key),
    itemOf: (code) => Math.floor(code / PLACES),
    active: this.active,
  });
  private readonly bySku = this.skuMap(false);
  private readonly bySkuFolded = this.skuMap(true);
  private readonly byUpc = new KeyMap<string>({
    hash: textHash,
    hashAt: (code) => textHash(this.upcAt(code)),
    holds: (code, key) => this.reader.upcIs(this.at(Math.floor(code / PLACES)), code % PLACES, key),
    codeOf: (n, key) => n * PLACES + this.upcPlace(n, key),
    itemOf: (code) => Math.floor(code / PLACES),
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
    const known = n !== NONE;
    if (known) this.unlink(n);
    else {
      n = this.free.pop() ?? this.store.items;
      this.count++;
    }
    const keys = [...gtinKeys(item.upc, item.epcGTIN)];
    this.put(n, encodeRecord(item, keys), item);
    if (!known) this.ids.add(textHash(item.id), n);
    // Claimed from the item given (the record holds the same): no field is read back.
    for (let i = 0; i < Math.min(keys.length, PLACES); i++) this.byGtin.claim(keys[i] as number, n, n * PLACES + i);
    const sku = item.sku.trim();
    if (sku) {
      this.bySku.claim(sku, n, n);
      this.bySkuFolded.claim(sku.toUpperCase(), n, n);
    }
    const upcs = item.upc.slice(0, PLACES).map((u) => u.trim());
    upcs.forEach((upc, i) => {
      if (upc && upcs.indexOf(upc) === i) this.byUpc.claim(upc, n, n * PLACES + i);
    });
    this.version++;
  }

  upsertMany(items: Iterable<T>): void {
    for (const item of items) this.upsert(item);
  }

  remove(id: string): boolean {
    const n = this.numberOf(id);
    if (n === NONE) return false;
    this.unlink(n);
    this.ids.delete(textHash(id), (c) => c === n);
    this.put(n, null, undefined);
    this.free.push(n);
    this.count--;
    this.version++;
    return true;
  }

  clear(): void {
    log.debug('index cleared', { items: this.count });
    this.store.clear();
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
      items: this.store.state(),
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
    this.clear();
    this.store.restore(state.items);
    this.ids.restore(state.ids);
    this.byGtin.restore(state.gtin);
    this.bySku.restore(state.sku);
    this.bySkuFolded.restore(state.skuFolded);
    this.byUpc.restore(state.upc);
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
    return this.reader.active(this.at(n));
  }

  /** Bytes of typed arrays held (for the memory benchmark: the records' buffer and every table). */
  get tableBytes(): number {
    let b = this.store.bytes + this.ids.bytes;
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
    return this.ids.find(textHash(id), (n) => this.reader.hasId(this.at(n), id));
  }

  /** Where item n's record starts (the reader pointed at the store's buffer of now). */
  private at(n: number): number {
    this.reader.buf = this.store.buf;
    return this.store.start(n);
  }

  /** The SKU map keyed by the trimmed SKU, as given or upper case (folded). */
  private skuMap(folded: boolean): KeyMap<string> {
    const skuAt = (n: number) => {
      const sku = this.reader.sku(this.at(n)).trim();
      return folded ? sku.toUpperCase() : sku;
    };
    return new KeyMap<string>({
      hash: textHash,
      hashAt: (n) => textHash(skuAt(n)),
      holds: (n, key) => this.reader.skuIs(this.at(n), key, folded),
      codeOf: (n) => n,
      itemOf: (n) => n,
      active: this.active,
    });
  }

  /** The trimmed UPC a UPC table code names. */
  private upcAt(code: number): string {
    return this.reader.upc(this.at(Math.floor(code / PLACES)), code % PLACES)?.trim() ?? '';
  }

  /** The place of a trimmed UPC among item n's UPCs as given (its first). */
  private upcPlace(n: number, key: string): number {
    return this.reader.list(this.at(n), 0).findIndex((u) => u.trim() === key);
  }

  private keyPlace(n: number, key: number): number {
    const at = this.at(n);
    const count = this.reader.keys(at);
    for (let i = 0; i < count; i++) if (this.reader.key(at, i) === key) return i;
    return NONE;
  }

  /**
   * Each key item n claims, by its record: its GTIN keys, trimmed SKU (as given and folded), distinct trimmed UPCs.
   * A table code has room for an item's first KEYS_PER_ITEM UPCs and GTIN keys; the rest are not indexed.
   */
  private eachKey(n: number, f: <K extends string | number>(map: KeyMap<K>, key: K) => void): void {
    const at = this.at(n);
    const keys: number[] = [];
    for (let i = 0, count = this.reader.keys(at); i < Math.min(count, PLACES); i++) keys.push(this.reader.key(at, i));
    const sku = this.reader.sku(at).trim();
    const upcs = this.reader.list(at, 0).slice(0, PLACES);
    for (const key of keys) f(this.byGtin, key);
    if (sku) {
      f(this.bySku, sku);
      f(this.bySkuFolded, sku.toUpperCase());
    }
    for (const upc of new Set(upcs.map((u) => u.trim()))) if (upc) f(this.byUpc, upc);
  }

  /** Sets item n's record (null: frees it) and object, and forgets its cached record. */
  private put(n: number, record: Buffer | null, item: T | undefined): void {
    if (record) this.store.put(n, record);
    else this.store.drop(n);
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
    const at = this.at(n);
    const r = this.reader;
    const record = {
      id: r.id(at),
      sku: r.sku(at),
      upc: r.list(at, 0),
      epcGTIN: r.list(at, 1),
      active: r.active(at),
    } as unknown as T;
    this.cacheNo[c] = n;
    this.cacheItem[c] = record;
    return record;
  }

  private unlink(n: number): void {
    this.eachKey(n, (map, key) => map.release(key, n));
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
