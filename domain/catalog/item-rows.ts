// Process: main (domain, Electron-free). Turns one wire Item into the rows the catalog stores: the columns
// the app queries, the per-store prices, the GTIN and UPC index rows, and the raw JSON kept for fidelity.
import type { Item, LevelRef } from '../api/wire';
import { gtinsOfUpc } from '../codes/gtin';

export interface ItemRow {
  id: string;
  sku: string;
  description: string;
  posDescription1: string;
  posDescription2: string;
  active: number;
  matrixId: string | null;
  levelId: string | null;
  level1Id: string | null;
  level2Id: string | null;
  lastUpdated: string;
  raw: string;
}

export interface ItemRows {
  item: ItemRow;
  /** Only when the page was read with Expand=Stores; undefined means "leave what is stored". */
  stores: { storeId: string; retailPrice1: number }[] | undefined;
  /** Only with Expand=GTIN; undefined means "leave what is stored". */
  gtins: { gtin14: string; isCurrent: number }[] | undefined;
  upcs: { upc: string; position: number; gtin14: string | null }[];
  levels: LevelRef[];
}

export function itemToRows(item: Item): ItemRows {
  const levels = [item.level, item.level1, item.level2].filter((l): l is LevelRef => l !== null);
  const seenUpc = new Set<string>();
  const upcs: ItemRows['upcs'] = [];
  item.upc.forEach((upc, position) => {
    if (seenUpc.has(upc)) return;
    seenUpc.add(upc);
    // The GTIN a scan of this UPC reads as (null for store-internal codes: they match as typed only).
    upcs.push({ upc, position, gtin14: gtinsOfUpc(upc)[0] ?? null });
  });
  const seenGtin = new Set<string>();
  const gtins = item.epcGTIN?.flatMap((gtin14, i) => {
    if (seenGtin.has(gtin14)) return [];
    seenGtin.add(gtin14);
    return [{ gtin14, isCurrent: i === 0 ? 1 : 0 }];
  });
  return {
    item: {
      id: item.id,
      sku: item.sku,
      description: item.description,
      posDescription1: item.posDescription1,
      posDescription2: item.posDescription2,
      active: item.active ? 1 : 0,
      matrixId: item.matrix?.id ?? null,
      levelId: item.level?.id ?? null,
      level1Id: item.level1?.id ?? null,
      level2Id: item.level2?.id ?? null,
      lastUpdated: item.lastUpdated,
      raw: JSON.stringify(item),
    },
    stores: item.stores?.map((s) => ({ storeId: s.id, retailPrice1: s.retailPrice1 })),
    gtins,
    upcs,
    levels,
  };
}
