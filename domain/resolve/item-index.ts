// Process: main (domain, Electron-free). In-memory indices over the catalog: GTIN-14 -> item (from epcGTIN
// and from UPC/EAN normalised to GTIN-14), SKU -> item, UPC as typed -> item. The catalog feeds it with
// upsert/remove as it syncs; resolution on the scan path is a Map lookup, no I/O.
// When two items claim one key, an active item beats an inactive one; otherwise the later upsert wins, and
// the other claimants are remembered (KeyMap) so removing the winner hands the key on.

import { gtinsOfUpc } from '../codes/gtin';
import type { Decoded } from '../codes/types';
import { createLogger } from '../shared/logger';
import { KeyMap } from './key-map';
import type { Resolution, ResolvableItem, ResolvedVia } from './types';

const log = createLogger('resolve.item-index');

export class ItemIndex<T extends ResolvableItem = ResolvableItem> {
  private readonly byId = new Map<string, T>();
  /** By the GTIN-14's value: the RFID path computes it from the EPC's bits without making a string. */
  private readonly byGtin = new KeyMap<T, number>();
  private readonly bySku = new KeyMap<T>();
  private readonly bySkuFolded = new KeyMap<T>();
  private readonly byUpc = new KeyMap<T>();
  /** Bumped on every change, so caches built on top (the RFID fast path) know when to look again. */
  version = 0;

  get size(): number {
    return this.byId.size;
  }

  get(id: string): T | undefined {
    return this.byId.get(id);
  }

  upsert(item: T): void {
    const previous = this.byId.get(item.id);
    if (previous) this.unlink(previous);
    this.byId.set(item.id, item);
    for (const key of gtinKeys(item)) this.byGtin.claim(key, item);
    const sku = item.sku.trim();
    if (sku) {
      this.bySku.claim(sku, item);
      this.bySkuFolded.claim(sku.toUpperCase(), item);
    }
    for (const upc of new Set(item.upc.map((u) => u.trim()))) if (upc) this.byUpc.claim(upc, item);
    this.version++;
  }

  upsertMany(items: Iterable<T>): void {
    for (const item of items) this.upsert(item);
  }

  remove(id: string): boolean {
    const item = this.byId.get(id);
    if (!item) return false;
    this.unlink(item);
    this.byId.delete(id);
    this.version++;
    return true;
  }

  clear(): void {
    log.debug('index cleared', { items: this.byId.size });
    this.byId.clear();
    for (const m of [this.byGtin, this.bySku, this.bySkuFolded, this.byUpc]) m.clear();
    this.version++;
  }

  byGtin14(gtin14: string): T | undefined {
    return /^\d{14}$/.test(gtin14) ? this.byGtin.get(Number(gtin14)) : undefined;
  }

  /** The item of a GTIN-14 given as its numeric value (see sgtin96GtinValue). */
  byGtinValue(gtin: number): T | undefined {
    return this.byGtin.get(gtin);
  }

  resolve(decoded: Decoded): Resolution<T> {
    switch (decoded.type) {
      case 'epc': {
        const item = this.byGtin.get(Number(decoded.gtin14));
        if (item) return found(item, 'gtin');
        return { status: 'unknown', reason: `GTIN ${decoded.gtin14} is not in the catalog` };
      }
      case 'notTradeItem':
        return { status: 'notTradeItem', scheme: decoded.scheme };
      case 'barcode': {
        // Store-internal codes carry a price or weight: their digits mean something only as typed.
        if (!decoded.storeInternal) {
          const item =
            this.byGtin.get(Number(decoded.gtin14)) ??
            (decoded.alternateGtin14 ? this.byGtin.get(Number(decoded.alternateGtin14)) : undefined);
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
      if (upc) return found(upc, 'upc');
      const sku = this.bySku.get(key) ?? this.bySkuFolded.get(key.toUpperCase());
      if (sku) return found(sku, 'sku');
    }
    return null;
  }

  private unlink(item: T): void {
    for (const key of gtinKeys(item)) this.byGtin.release(key, item);
    const sku = item.sku.trim();
    if (sku) {
      this.bySku.release(sku, item);
      this.bySkuFolded.release(sku.toUpperCase(), item);
    }
    for (const upc of new Set(item.upc.map((u) => u.trim()))) if (upc) this.byUpc.release(upc, item);
  }
}

function found<T extends ResolvableItem>(item: T, via: ResolvedVia): Resolution<T> {
  return { status: 'item', item, via, inactive: !item.active };
}

/** An item's GTIN-14s as numbers (14 digits are exact in a double, and the leading zeros carry no meaning). */
function gtinKeys(item: ResolvableItem): Set<number> {
  const keys = new Set<number>();
  for (const g of item.epcGTIN ?? []) if (/^\d{14}$/.test(g)) keys.add(Number(g));
  for (const upc of item.upc) for (const g of gtinsOfUpc(upc)) keys.add(Number(g));
  return keys;
}
