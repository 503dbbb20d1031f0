// Process: main (domain, Electron-free). Inventory record accuracy of a finalized count: the share of counted
// items in scope whose count matched the expected on-hand within tolerance, and the same with zero tolerance.
// Pure: the lines are the count's per-item figures (domain/counts/variance.ts PER_ITEM_SQL gives them).
import { judge, type Tolerances, ZERO_TOLERANCE } from '../review/tolerance';

export interface AccuracyLine {
  itemId: string;
  category: string;
  /** On-hand when the count was opened (0 for an item the store did not expect). */
  expected: number;
  /** Null: not counted (no line, no confirmed zero). */
  counted: number | null;
  /** Outside the count's scope (counted there anyway): not part of the figure. */
  inScope: boolean;
  price: number | null;
}

export interface AccuracyFigures {
  /** Counted items in scope: the figure's denominator. */
  items: number;
  withinTolerance: number;
  exact: number;
  /** withinTolerance / items, 0..1; null when nothing in scope was counted (no figure, rather than 0% or 100%). */
  accuracy: number | null;
  /** exact / items. */
  accuracyExact: number | null;
  /** Sum of (counted - expected) x price where the price is known. Of the whole report: the count's variance value
   * (every counted line, in the scope or outside it: domain/counts/variance.ts, what finalizing posts); of a
   * category: its items in scope. */
  varianceValue: number;
}

export interface AccuracyReport extends AccuracyFigures {
  byCategory: Record<string, AccuracyFigures>;
  /** Items beyond tolerance, for a recount list and "most often wrong". */
  beyond: string[];
}

const empty = (): AccuracyFigures => ({
  items: 0,
  withinTolerance: 0,
  exact: 0,
  accuracy: null,
  accuracyExact: null,
  varianceValue: 0,
});

function add(f: AccuracyFigures, within: boolean, exact: boolean, value: number): void {
  f.items++;
  if (within) f.withinTolerance++;
  if (exact) f.exact++;
  f.varianceValue += value;
}

const close = (f: AccuracyFigures): void => {
  f.accuracy = f.items === 0 ? null : f.withinTolerance / f.items;
  f.accuracyExact = f.items === 0 ? null : f.exact / f.items;
};

/**
 * Items not counted are left out: the count did not measure them (a whole-store count confirms its missing items
 * as zero first, and those are counted zeros). Items counted outside the scope are left out of the accuracy too:
 * the plan did not ask for them, so they say nothing about the records it checked; their value is in the report's
 * variance value all the same (finalizing posts their lines), so it is the count's one variance value.
 */
export function accuracyOf(lines: readonly AccuracyLine[], tolerances: Tolerances = ZERO_TOLERANCE): AccuracyReport {
  const total = empty();
  const byCategory: Record<string, AccuracyFigures> = {};
  const beyond: string[] = [];
  for (const l of lines) {
    if (l.counted === null) continue;
    const value = l.price === null ? 0 : (l.counted - l.expected) * l.price;
    if (!l.inScope) {
      total.varianceValue += value;
      continue;
    }
    const line = { category: l.category, expected: l.expected, counted: l.counted, price: l.price };
    const within = judge(line, tolerances) === 'within';
    const exact = l.counted === l.expected;
    add(total, within, exact, value);
    byCategory[l.category] ??= empty();
    add(byCategory[l.category]!, within, exact, value);
    if (!within) beyond.push(l.itemId);
  }
  close(total);
  for (const f of Object.values(byCategory)) close(f);
  return { ...total, byCategory, beyond };
}
