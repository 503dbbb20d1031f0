// Process: main (domain, Electron-free). ABC classification of a store's items by the value they hold (retail
// price x on-hand): A = the items making up the first 80% of the store's value, B the next 15%, C the rest.
// Pure: the items come from a port (stock-values.ts), so the rule is tested and benchmarked without a catalog.

export type AbcClass = 'A' | 'B' | 'C';
export const ABC_CLASSES: readonly AbcClass[] = ['A', 'B', 'C'];

export interface StockValue {
  itemId: string;
  /** The category name the count scope uses (the item's level, 'No category' when it has none). */
  category: string;
  /** The store's retail price; null when the store has no price for the item. */
  price: number | null;
  /** On-hand at the store; 0 when the catalog holds no on-hand row. */
  onHand: number;
}

/** Cumulative shares of the store's value where A ends and where B ends (0 < a <= b <= 1). */
export interface AbcCuts {
  a: number;
  b: number;
}
export const DEFAULT_ABC_CUTS: AbcCuts = { a: 0.8, b: 0.95 };

export interface ClassifiedItem extends StockValue {
  /** price x on-hand; 0 when the price is unknown or on-hand is zero or negative. */
  value: number;
  abcClass: AbcClass;
}

export interface AbcResult {
  /** Highest value first; equal values by item id, so the order never depends on the input's. */
  items: ClassifiedItem[];
  totalValue: number;
  byClass: Record<AbcClass, { items: number; value: number }>;
}

/**
 * Why a negative on-hand or an unknown price is worth 0: neither is stock the store holds a value in, and
 * letting a negative figure lower the total would move the cut points of every other item.
 */
export const stockValueOf = (s: Pick<StockValue, 'price' | 'onHand'>): number =>
  s.price !== null && s.price > 0 && s.onHand > 0 ? s.price * s.onHand : 0;

export function checkCuts(cuts: AbcCuts): AbcCuts {
  if (!(cuts.a > 0 && cuts.a <= cuts.b && cuts.b <= 1))
    throw new RangeError(`ABC cut points must satisfy 0 < A (${cuts.a}) <= B (${cuts.b}) <= 1`);
  return cuts;
}

/**
 * An item belongs to the band its value starts in: A while the value of the items before it is below the A cut
 * (so the item that crosses 80% is an A item and A covers at least 80% of the value), B while below the B cut,
 * else C. Ties: an item worth exactly as much as the one before it takes that item's class, so equal items are
 * never split across classes by their ids. Items worth 0 are always C (nothing to lose), and so is every item of
 * a store whose total value is 0.
 */
export function classifyAbc(stock: readonly StockValue[], cuts: AbcCuts = DEFAULT_ABC_CUTS): AbcResult {
  checkCuts(cuts);
  // Fields named, not spread: on Node 20 `{ ...s, value, abcClass }` took ~230 ms for 100k items, this ~7 ms.
  const items: ClassifiedItem[] = stock.map((s) => ({
    itemId: s.itemId,
    category: s.category,
    price: s.price,
    onHand: s.onHand,
    value: stockValueOf(s),
    abcClass: 'C',
  }));
  items.sort((x, y) => y.value - x.value || (x.itemId < y.itemId ? -1 : x.itemId > y.itemId ? 1 : 0));
  let total = 0;
  for (const it of items) total += it.value;
  const byClass: AbcResult['byClass'] = {
    A: { items: 0, value: 0 },
    B: { items: 0, value: 0 },
    C: { items: 0, value: 0 },
  };
  let before = 0;
  let previous: ClassifiedItem | undefined;
  for (const it of items) {
    if (it.value > 0) {
      const share = before / total;
      it.abcClass =
        previous && previous.value === it.value ? previous.abcClass : share < cuts.a ? 'A' : share < cuts.b ? 'B' : 'C';
    }
    byClass[it.abcClass].items++;
    byClass[it.abcClass].value += it.value;
    before += it.value;
    previous = it;
  }
  return { items, totalValue: total, byClass };
}
