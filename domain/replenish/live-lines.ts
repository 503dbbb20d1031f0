// Process: main (domain, Electron-free). The kept list's bookkeeping (live.ts): the units an item has in the
// pictures moved by one, and the lines of the items a change touched worked out again with the list's own
// arithmetic (list.ts itemLine), so a kept list says what a fresh build would. An item that starts or stops being
// held can change the minimums of its whole style (minimums.ts): those are worked out again whole, and every item
// whose minimum moved is touched too.
import type { ReorderLine, ReplenishLine, ReplenishLinesChange } from '../../contract/replenish';
import { availabilityOf, retally } from './availability';
import { type ItemLine, itemLine, type ListInput } from './list';
import { resolveMinimums } from './minimums';
import type { MissState } from './misses';
import type { ReplenishmentState } from './replenish';

export type LinesChange = Omit<ReplenishLinesChange, 'storeId' | 'floorSessionId' | 'firstReadAt'> & {
  /** Built again from the journal (a change the updates do not follow): every line is in `lines`. */
  rebuilt: boolean;
};

/** The list as it is kept: its lines by item, the picks and misses it shows, and what changed since `settle`. */
export interface KeptLines {
  state: ReplenishmentState;
  lines: Map<string, ReplenishLine>;
  reorder: Map<string, ReorderLine>;
  picked: Map<string, number>;
  misses: Map<string, MissState>;
  totals: { lines: number; units: number };
  /** Items whose line may have changed. */
  touched: Set<string>;
  /** An item started or stopped being held: the minimums are worked out again. */
  heldChanged: boolean;
}

export function keptLines(state: ReplenishmentState, picked: Map<string, number>, misses: Map<string, MissState>) {
  const kept: KeptLines = {
    state,
    lines: new Map(state.lines.map((l) => [l.itemId, l])),
    reorder: new Map(state.reorder.map((r) => [r.itemId, r])),
    picked,
    misses,
    totals: { ...state.totals },
    touched: new Set(),
    heldChanged: false,
  };
  return kept;
}

/** `n` units of an item put in (or taken from) `area`, by its role; other roles hold nothing the list counts. */
export function addUnits(kept: KeptLines, itemId: string, area: string, n: number): void {
  const { placed, roles, units } = kept.state;
  const role = roles.get(area);
  if (role === 'floor') placed.floor.set(itemId, (placed.floor.get(itemId) ?? 0) + n);
  else if (role === 'back') {
    const byArea = placed.back.get(itemId) ?? new Map<string, number>();
    byArea.set(area, (byArea.get(area) ?? 0) + n);
    placed.back.set(itemId, byArea);
  } else return;
  const had = units.get(itemId) ?? 0;
  units.set(itemId, had + n);
  if (had > 0 !== had + n > 0) kept.heldChanged = true;
  kept.touched.add(itemId);
}

/** Every key whose value differs between two maps touched (picks, misses, minimums changed by the journal). */
export function touchChanged<V>(kept: KeptLines, before: ReadonlyMap<string, V>, after: ReadonlyMap<string, V>) {
  const same = (a: V | undefined, b: V | undefined) => JSON.stringify(a) === JSON.stringify(b);
  for (const id of new Set([...before.keys(), ...after.keys()]))
    if (!same(before.get(id), after.get(id))) kept.touched.add(id);
}

const bringOf = (one: ItemLine) => (one && 'line' in one ? one.line.bring : 0);

/** The touched items' lines worked out again: what changed, what left, and the figures on top. */
export function settle(kept: KeptLines): LinesChange {
  const s = kept.state;
  if (kept.heldChanged) {
    const minimums = resolveMinimums(s.items, s.rules, s.units);
    touchChanged(kept, s.minimums, minimums);
    s.minimums = minimums;
    kept.heldChanged = false;
  }
  const wanted = new Set<string>();
  for (const id of kept.touched) {
    const minimum = s.minimums.get(id);
    if (minimum !== undefined && (s.placed.floor.get(id) ?? 0) < minimum) wanted.add(id);
  }
  const input: ListInput = {
    items: s.items,
    minimums: s.minimums,
    floor: s.placed.floor,
    back: s.placed.back,
    estimated: s.estimated,
    picked: kept.picked,
    misses: kept.misses,
    ...(s.estimated || wanted.size === 0 ? {} : { tags: s.placed.backTags(wanted) }),
  };
  const change: LinesChange = {
    lines: [],
    removed: [],
    reorder: [],
    reorderRemoved: [],
    totals: kept.totals,
    availability: [],
    rebuilt: false,
  };
  for (const id of kept.touched) {
    const had = kept.lines.get(id);
    const minimum = s.minimums.get(id);
    const one = minimum === undefined ? null : itemLine(input, id, minimum);
    kept.totals.units += bringOf(one) - (had?.bring ?? 0);
    if (one && 'line' in one) {
      kept.lines.set(id, one.line);
      change.lines.push(one.line);
    } else if (kept.lines.delete(id)) change.removed.push(id);
    if (one && 'reorder' in one) {
      kept.reorder.set(id, one.reorder);
      change.reorder.push(one.reorder);
    } else if (kept.reorder.delete(id)) change.reorderRemoved.push(id);
  }
  retally(s.tally, { items: s.items, minimums: s.minimums, floor: s.placed.floor, unitsHeld: s.units }, kept.touched);
  kept.touched.clear();
  kept.totals.lines = kept.lines.size;
  s.availability = availabilityOf(s.tally);
  change.availability = s.availability;
  return change;
}
