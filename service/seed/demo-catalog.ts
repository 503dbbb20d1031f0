// Process: service and tests. The deterministic item catalog the seeder writes. Exported so simulators and tests
// can list demo items and their GTINs without a server: `[...demoCatalog()]` equals what --seed demo stores.
import {
  APPAREL_LEAVES,
  COLOURS,
  FNB_LEAVES,
  PACKS,
  SEASONS,
  type SeedDimension,
  type SeedLevel,
  SIZES,
  STORES,
} from './catalog-tree';
import { DEMO_GS1_COMPANY_PREFIX, DEMO_GS1_HISTORICAL_PREFIX, DEMO_ITEM_COUNT } from './demo-constants';
import { caseGtin14, gtin14, guidFor, itemGuid, mix, upcA } from './ids';

export interface CatalogItem {
  index: number;
  id: string;
  sku: string;
  description: string;
  posDescription1: string;
  posDescription2: string;
  upc: string[];
  active: boolean;
  matrixId: string | null;
  /** [level, level1, level2] = [department, category, subcategory] */
  levels: [SeedLevel, SeedLevel, SeedLevel];
  dimensions: SeedDimension[];
  /** Current GTIN first, then historical ones; empty for food and beverage. */
  epcGTIN: string[];
  stores: { storeId: string; retailPrice1: number }[];
  onHand: { storeId: string; quantity: number }[];
  attributes: Record<string, unknown> | null;
  /** Days before seeding that the item was last updated (spreads lastUpdated for filter demos). */
  ageDays: number;
  kind: 'apparel' | 'fnb';
}

const VARIANTS = SIZES.length * COLOURS.length; // 20 items per matrix style
const STYLE_WORDS = ['Classic', 'Organic', 'Slim', 'Relaxed', 'Heritage', 'Everyday', 'Coastal', 'Urban'];
const FNB_WORDS = ['Golden', 'Crisp', 'Harbour', 'Valley', 'Smoky', 'Bright'];
const price = (n: number) => Math.round(n * 100) / 100;

/** How many of `count` items are apparel: whole matrix styles filling 80 percent. */
export function apparelCount(count: number): number {
  return Math.floor((count * 0.8) / VARIANTS) * VARIANTS;
}

function apparel(i: number): CatalogItem {
  const style = Math.floor(i / VARIANTS);
  const size = SIZES[i % SIZES.length] as SeedDimension;
  const colour = COLOURS[Math.floor((i % VARIANTS) / SIZES.length)] as SeedDimension;
  const levels = APPAREL_LEAVES[style % APPAREL_LEAVES.length] as [SeedLevel, SeedLevel, SeedLevel];
  const word = STYLE_WORDS[style % STYLE_WORDS.length] as string;
  const styleName = `${word} ${levels[2].description.replace(/s$/, '')} ${String(style + 1).padStart(4, '0')}`;
  const base = 19.99 + (style % 10) * 5;
  const dims = [size, colour];
  if (style % 3 === 0) dims.push(SEASONS[style % 2] as SeedDimension);
  const epcGTIN = [gtin14(DEMO_GS1_COMPANY_PREFIX, i)];
  if (i % 10 === 0) epcGTIN.push(gtin14(DEMO_GS1_HISTORICAL_PREFIX, i));
  const stores = [
    { storeId: STORES[0]!.id, retailPrice1: price(base) },
    { storeId: STORES[1]!.id, retailPrice1: price(base * 0.9) },
  ];
  if (style % 5 === 0) stores.push({ storeId: STORES[2]!.id, retailPrice1: price(base * 1.1) });
  return {
    index: i,
    id: itemGuid(i),
    sku: `AP-${String(style + 1).padStart(4, '0')}-${colour.code}-${size.code}`,
    description: styleName,
    posDescription1: `${styleName.toUpperCase()} ${size.code} ${colour.description.toUpperCase()}`,
    posDescription2: `${word.slice(0, 3).toUpperCase()} ${levels[2].code} ${size.code} ${colour.code}`,
    upc: upcs(i),
    active: i % 50 !== 49,
    matrixId: guidFor(`matrix:${style}`),
    levels,
    dimensions: dims,
    epcGTIN,
    stores,
    onHand: stores.map((s, k) => ({ storeId: s.storeId, quantity: mix(i, k, 40) - 2 })),
    attributes: { fabric: style % 2 ? 'cotton' : 'polyester' },
    ageDays: i % 30,
    kind: 'apparel',
  };
}

function upcs(i: number): string[] {
  if (i % 11 === 0) return [];
  const list = [upcA('6141', i)];
  if (i % 7 === 0) list.push(upcA('6142', i));
  return list;
}

/** A food and beverage item packed in sixes or twenty-fours (slot 3) also carries the GTIN-14 of its case
 * (indicator 1), so scanning the case's barcode finds the item and asks how many units a case holds. */
function fnbCodes(i: number, pack: SeedDimension): string[] {
  const list = upcs(i);
  if (list.length > 0 && pack.code !== '1') list.push(caseGtin14(1, list[0]!));
  return list;
}

/** The case an item also comes in: the GTIN-14 among its codes (indicator 1-8) and the units in it (slot 3). */
export function demoCaseOf(item: CatalogItem): { gtin14: string; units: number } | null {
  const gtin14 = item.upc.find((c) => /^[1-8]\d{13}$/.test(c));
  const pack = item.dimensions.find((d) => d.dimensionNumber === 3);
  return gtin14 && pack ? { gtin14, units: Number(pack.code) } : null;
}

function fnb(i: number, j: number): CatalogItem {
  const levels = FNB_LEAVES[j % FNB_LEAVES.length] as [SeedLevel, SeedLevel, SeedLevel];
  const pack = PACKS[j % PACKS.length] as SeedDimension;
  const word = FNB_WORDS[j % FNB_WORDS.length] as string;
  const name = `${word} ${levels[2].description.replace(/s$/, '')} ${String(j + 1).padStart(5, '0')}`;
  const base = 1.49 + (j % 20) * 0.5;
  const stores = [{ storeId: STORES[0]!.id, retailPrice1: price(base) }];
  if (j % 2 === 0) stores.push({ storeId: STORES[1]!.id, retailPrice1: price(base) });
  stores.push({ storeId: STORES[2]!.id, retailPrice1: price(base * 1.25) });
  const alcohol = levels[2].code === 'BEE' || levels[2].code === 'WIN';
  return {
    index: i,
    id: itemGuid(i),
    sku: `FB-${String(j + 1).padStart(5, '0')}`,
    description: name,
    posDescription1: `${name.toUpperCase()} ${pack.description.toUpperCase()}`,
    posDescription2: `${word.slice(0, 3).toUpperCase()} ${levels[2].code} ${pack.code}`,
    upc: fnbCodes(i, pack),
    active: i % 50 !== 49,
    matrixId: null,
    levels,
    dimensions: [pack],
    epcGTIN: [],
    stores,
    onHand: stores.map((s, k) => ({ storeId: s.storeId, quantity: mix(i, k, 120) })),
    attributes: j % 4 === 0 ? null : { containsAlcohol: alcohol },
    ageDays: i % 30,
    kind: 'fnb',
  };
}

/** The item at `index` of a catalog of `count` items. */
export function catalogItemAt(index: number, count: number = DEMO_ITEM_COUNT): CatalogItem {
  const nApparel = apparelCount(count);
  return index < nApparel ? apparel(index) : fnb(index, index - nApparel);
}

/** The catalog of `count` items, in seeding order. */
export function* demoCatalog(count: number = DEMO_ITEM_COUNT): Generator<CatalogItem> {
  for (let i = 0; i < count; i++) yield catalogItemAt(i, count);
}

/** Every demo GTIN with its item, without a server. */
export function* demoGtins(
  count: number = DEMO_ITEM_COUNT,
): Generator<{ gtin: string; itemId: string; sku: string; current: boolean }> {
  for (const item of demoCatalog(count)) {
    for (const [k, gtin] of item.epcGTIN.entries()) yield { gtin, itemId: item.id, sku: item.sku, current: k === 0 };
  }
}
