// Process: renderer. A kept list's change (contract/replenish.ts ReplenishLinesChange: the lines made or changed
// whole, those gone, the figures on top) merged into the list the screen shows, in the walk's order (the contract's
// lineOrder, the one the list is built in), so the screen reads one list however it arrived. Pure.
import { lineOrder, type ReplenishLinesChange, type ReplenishView, reorderOrder } from '../../../contract/replenish';

/** `old` without the changed and removed entries, the changed ones put in their places: one pass over the list. */
function merged<T extends { itemId: string }>(
  old: T[],
  changed: readonly T[],
  removed: readonly string[],
  order: (a: T, b: T) => number,
): T[] {
  if (changed.length === 0 && removed.length === 0) return old;
  const out = new Set(removed);
  for (const c of changed) out.add(c.itemId);
  const kept = old.filter((l) => !out.has(l.itemId));
  const added = [...changed].sort(order);
  const result: T[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length && j < added.length) result.push(order(added[j]!, kept[i]!) < 0 ? added[j++]! : kept[i++]!);
  while (i < kept.length) result.push(kept[i++]!);
  while (j < added.length) result.push(added[j++]!);
  return result;
}

/** Whether the change is of the list shown (the same store and floor scan). */
export const changeIsOf = (view: ReplenishView, change: ReplenishLinesChange) =>
  view.storeId.toLowerCase() === change.storeId.toLowerCase() &&
  (view.floorSessionId ?? '').toLowerCase() === (change.floorSessionId ?? '').toLowerCase();

export function mergeLinesChange(view: ReplenishView, change: ReplenishLinesChange): ReplenishView {
  return {
    ...view,
    lines: merged(view.lines, change.lines, change.removed, lineOrder),
    reorder: merged(view.reorder, change.reorder, change.reorderRemoved, reorderOrder),
    totals: change.totals,
    availability: change.availability,
    ...(change.pictures ? { pictures: change.pictures } : {}),
  };
}
