// Process: main (domain, Electron-free). Reads one cached item as the lookup screen shows it: names, codes,
// size and colour, category path, matrix siblings, price at the working store and on-hand per store.

import type { ItemDimensionView, ItemView } from '../../contract/catalog';
import type { Item, LevelRef } from '../api/wire';
import { gtinsOfUpc } from '../codes/gtin';
import { itemTagGtins } from '../codes/tag-gtins';
import { type CatalogDb, column, scalar } from './db';

export type { ItemDimensionView, ItemView, OnHandView, SiblingView } from '../../contract/catalog';

/** Which dimension slot means what. The demo data (and most retail setups) use 1 = size, 2 = colour. */
export const DEFAULT_DIMENSION_NAMES: Record<number, string> = { 1: 'size', 2: 'colour' };

export function dimensionsOf(item: Item, names = DEFAULT_DIMENSION_NAMES): ItemDimensionView[] {
  const bySlot = new Map<number, { id: string; description: string }>();
  for (const [key, ref] of Object.entries(item.dimensions ?? {})) {
    const slot = Number(key.replace(/^Dimension/, ''));
    if (Number.isInteger(slot)) bySlot.set(slot, ref);
  }
  for (let slot = 1; slot <= 10; slot++) {
    const ref = item[`dimension${slot}` as `dimension${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10}`];
    if (ref && !bySlot.has(slot)) bySlot.set(slot, ref);
  }
  return [...bySlot.entries()]
    .sort(([a], [b]) => a - b)
    .map(([slot, ref]) => ({ slot, name: names[slot] ?? null, id: ref.id, description: ref.description }));
}

function named(dims: ItemDimensionView[], name: string): string | null {
  return dims.find((d) => d.name === name)?.description ?? null;
}

function categoryPathOf(item: Item): LevelRef[] {
  const seen = new Set<string>();
  return [item.level, item.level1, item.level2].filter((l): l is LevelRef => {
    if (!l || seen.has(l.id)) return false;
    seen.add(l.id);
    return true;
  });
}

export function createItemViewReader(db: CatalogDb, names = DEFAULT_DIMENSION_NAMES) {
  const rawById = db.prepare('SELECT raw FROM items WHERE id = ?');
  const gtinsOf = db.prepare('SELECT gtin14, is_current FROM item_gtins WHERE item_id = ? ORDER BY is_current DESC');
  const priceAt = db.prepare('SELECT retail_price1 FROM item_stores WHERE item_id = ? AND store_id = ?');
  const siblingsOf = db.prepare('SELECT raw FROM items WHERE matrix_id = ? AND id <> ? ORDER BY sku LIMIT 200');
  const onHandOf = db.prepare(`SELECT o.store_id, s.code, s.description, o.qty, o.row_updated
    FROM on_hand o LEFT JOIN stores s ON s.id = o.store_id WHERE o.item_id = ? ORDER BY s.code`);

  return {
    read(itemId: string, storeId: string | null): ItemView | null {
      const raw = scalar<string>(rawById, itemId);
      if (raw === undefined) return null;
      const item = JSON.parse(raw) as Item;
      const dims = dimensionsOf(item, names);
      const rfid = gtinsOf.all(item.id) as { gtin14: string; is_current: number }[];
      const price = storeId ? scalar<number>(priceAt, item.id, storeId) : undefined;
      const siblings = item.matrix
        ? column<string>(siblingsOf, item.matrix.id, item.id).map((r) => {
            const s = JSON.parse(r) as Item;
            const sd = dimensionsOf(s, names);
            return {
              id: s.id,
              sku: s.sku,
              description: s.posDescription1 || s.description,
              size: named(sd, 'size'),
              colour: named(sd, 'colour'),
              active: s.active,
            };
          })
        : [];
      const onHand = (
        onHandOf.all(item.id) as {
          store_id: string;
          code: string | null;
          description: string | null;
          qty: number;
          row_updated: string;
        }[]
      ).map((r) => ({
        storeId: r.store_id,
        storeCode: r.code,
        storeDescription: r.description,
        qty: r.qty,
        rowUpdated: r.row_updated,
      }));
      return {
        id: item.id,
        description: item.description,
        posDescription1: item.posDescription1,
        posDescription2: item.posDescription2,
        sku: item.sku,
        upcs: item.upc,
        gtins: rfid.map((g) => ({ gtin14: g.gtin14, current: g.is_current === 1 })),
        // The resolver's own rule (gtinsOfUpc), so a tag the card names as this item's is one that resolves to it.
        barcodeGtins: item.upc.flatMap((upc) => gtinsOfUpc(upc).map((gtin14) => ({ upc, gtin14 }))),
        tagGtins: itemTagGtins(
          rfid.map((g) => g.gtin14),
          item.upc,
        ),
        active: item.active,
        availableAtStore: price !== undefined,
        size: named(dims, 'size'),
        colour: named(dims, 'colour'),
        dimensions: dims,
        categoryPath: categoryPathOf(item),
        matrixId: item.matrix?.id ?? null,
        siblings,
        price: price ?? null,
        onHand,
        lastUpdated: item.lastUpdated,
      };
    },
  };
}
