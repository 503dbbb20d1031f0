// Process: main (domain, Electron-free). What a plan's count due in a given week means: which items and how many,
// from the store's stock (stock-values.ts). An ABC plan's list is that week's slice of its class (schedule.ts); a
// scope plan's is the items its scope expects.
import { type AbcCuts, classifyAbc, DEFAULT_ABC_CUTS, type StockValue } from './abc';
import { cycleWeeks, type Plan } from './plan';
import { type AbcFrequencies, DEFAULT_ABC_FREQUENCIES, dueInWeek, spreadAbc, weekOf } from './schedule';

export interface DueList {
  week: number;
  /** The items the count is to cover; null for an areas-only scope (only what is counted there is expected). */
  itemIds: string[] | null;
  items: number | null;
}

export interface AbcSettings {
  cuts: AbcCuts;
  frequencies: AbcFrequencies;
}
export const DEFAULT_ABC_SETTINGS: AbcSettings = { cuts: DEFAULT_ABC_CUTS, frequencies: DEFAULT_ABC_FREQUENCIES };

/**
 * The due list of `plan` in the week of `day`. An ABC plan with its own cycle (every N weeks) spreads its class
 * over that cycle instead of the class's default; the other classes keep theirs.
 */
export function dueListOf(
  plan: Pick<Plan, 'what' | 'every'>,
  stock: readonly StockValue[],
  day: string,
  settings: AbcSettings = DEFAULT_ABC_SETTINGS,
): DueList {
  const week = weekOf(day);
  const what = plan.what;
  if (what.kind === 'abc') {
    const frequencies = { ...settings.frequencies, [what.abcClass]: cycleWeeks(plan, settings.frequencies) };
    const schedule = spreadAbc(classifyAbc(stock, settings.cuts).items, frequencies);
    const due = dueInWeek({ ...schedule, items: schedule.items.filter((i) => i.abcClass === what.abcClass) }, week);
    return { week, itemIds: due.itemIds, items: due.itemIds.length };
  }
  const scope = what.scope;
  if (scope.kind === 'areas') return { week, itemIds: null, items: null };
  const inScope = scope.kind === 'store' ? stock : stock.filter((s) => scope.categories.includes(s.category));
  const itemIds = inScope.map((s) => s.itemId);
  return { week, itemIds, items: itemIds.length };
}
