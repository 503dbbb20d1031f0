// Process: main (domain, Electron-free). The replenishment list's arithmetic, pure: for every item with a minimum
// that the floor holds less of, bring = min(minimum − floor, back room); an item short on the floor with none in
// the back room is listed apart, to reorder. Without a back-room picture the back room is estimated as the
// service's on-hand minus the floor (never below zero), and the lines say so. Lines are sorted by the back-room
// area most of the item's units sit in, then category, then SKU: one walk through the stockroom picks them.

import { byText, lineOrder, reorderOrder } from '../../contract/replenish';
import type { MissState } from './misses';
import type { StoreItem } from './store-items';
import type { PickTag, ReorderLine, ReplenishLine } from './types';

export interface ListInput {
  items: ReadonlyMap<string, StoreItem>;
  minimums: ReadonlyMap<string, number>;
  floor: ReadonlyMap<string, number>;
  /** Item → back-room area → units (ignored when `estimated`). */
  back: ReadonlyMap<string, ReadonlyMap<string, number>>;
  estimated: boolean;
  /** Item → units picked and not yet on the floor. */
  picked?: ReadonlyMap<string, number>;
  /** Item → its back-room tags. */
  tags?: ReadonlyMap<string, PickTag[]>;
  /** Item → this round's miss and whether it is a shrink candidate. */
  misses?: ReadonlyMap<string, MissState>;
}

export interface ListResult {
  lines: ReplenishLine[];
  reorder: ReorderLine[];
}

/** The area holding most units (the first by name on a tie), or null with none. */
function mainArea(byArea: ReadonlyMap<string, number> | undefined): string | null {
  let best: [string, number] | null = null;
  for (const [area, n] of byArea ?? [])
    if (n > 0 && (!best || n > best[1] || (n === best[1] && area < best[0]))) best = [area, n];
  return best?.[0] ?? null;
}

function sum(byArea: ReadonlyMap<string, number> | undefined): number {
  let n = 0;
  for (const units of byArea?.values() ?? []) n += units;
  return n;
}

/** Code-unit order (contract/replenish.ts, where the screen's merge of a change needs it too). */
export { byText };

/** One item's place in the list: a line to pick, a reorder line, or nothing (the floor holds its minimum). */
export type ItemLine = { line: ReplenishLine } | { reorder: ReorderLine } | null;

/**
 * The arithmetic for one item with a minimum: used by the whole list below and by the kept list's updates
 * (live.ts), so both say the same.
 */
export function itemLine(input: ListInput, itemId: string, minimum: number): ItemLine {
  const item = input.items.get(itemId);
  if (!item) return null;
  const floor = Math.max(0, input.floor.get(itemId) ?? 0);
  if (floor >= minimum) return null;
  const short = minimum - floor;
  const byArea = input.back.get(itemId);
  const back = input.estimated ? Math.max(0, item.onHand - floor) : Math.max(0, sum(byArea));
  const { sku, description, category } = item;
  if (back === 0) return { reorder: { itemId, sku, description, category, floor, minimum, short } };
  const miss = input.misses?.get(itemId);
  // Every field written out: V8 builds `{ ...named, more }` property by property, and for 50,000 lines that
  // spread was most of the list's time.
  return {
    line: {
      itemId,
      sku,
      description,
      category,
      floor,
      minimum,
      back,
      backEstimated: input.estimated,
      bring: Math.min(short, back),
      picked: input.picked?.get(itemId) ?? 0,
      backArea: input.estimated ? null : mainArea(byArea),
      tags: input.estimated ? [] : (input.tags?.get(itemId) ?? []),
      missed: miss?.reason ?? null,
      shrinkCandidate: miss?.shrinkCandidate ?? false,
    },
  };
}

export function replenishmentList(input: ListInput): ListResult {
  const lines: ReplenishLine[] = [];
  const reorder: ReorderLine[] = [];
  for (const [itemId, minimum] of input.minimums) {
    const one = itemLine(input, itemId, minimum);
    if (one === null) continue;
    if ('line' in one) lines.push(one.line);
    else reorder.push(one.reorder);
  }
  lines.sort(lineOrder);
  reorder.sort(reorderOrder);
  return { lines, reorder };
}
