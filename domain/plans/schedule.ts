// Process: main (domain, Electron-free). Spreads an ABC plan's counting evenly over the weeks: every item gets a
// first due week (its offset in its class's cycle) so that each week's due list holds about the same number of
// items. Pure; the classes come from abc.ts.
import { ABC_CLASSES, type AbcClass } from './abc';
import { mustDay } from './days';

/**
 * Weeks between two counts of an item, per class. The schedule is in whole weeks, so "monthly" is every 4 weeks
 * (13 counts a year), "quarterly" every 13 and "twice a year" every 26.
 */
export type AbcFrequencies = Record<AbcClass, number>;
export const DEFAULT_ABC_FREQUENCIES: AbcFrequencies = { A: 4, B: 13, C: 26 };

export interface ScheduledItem {
  itemId: string;
  abcClass: AbcClass;
  /** The first week (0-based from the schedule's start) the item is due; then every `periodWeeks` weeks. */
  firstWeek: number;
  periodWeeks: number;
}

export interface Schedule {
  items: ScheduledItem[];
  /** Items due in each week of the horizon. */
  perWeek: number[];
}

export interface Spread {
  weeks: number;
  mean: number;
  min: number;
  max: number;
  /** The largest distance of a week from the mean, as a share of the mean (0.05 = 5%); 0 with no items. */
  maxDeviation: number;
}

export function checkFrequencies(f: AbcFrequencies): AbcFrequencies {
  for (const c of ABC_CLASSES)
    if (!Number.isInteger(f[c]) || f[c] < 1 || f[c] > 520)
      throw new RangeError(`Weeks between counts of class ${c} must be a whole number from 1 to 520 (got ${f[c]})`);
  return f;
}

/**
 * The week a day falls in, counted in Monday-to-Sunday weeks from Monday 1970-01-05. An item is due in the weeks
 * that are `firstWeek` modulo its period, so a schedule needs no start date of its own: week 0 of every cycle is
 * a week whose number divides by the period.
 */
export function weekOf(day: string): number {
  return Math.floor((mustDay(day) - 4) / 7);
}

/** Is the item due in `week` (a weekOf number, or 0-based: the same, as a cycle starts at every multiple of its period)? */
export const isDueIn = (item: Pick<ScheduledItem, 'firstWeek' | 'periodWeeks'>, week: number): boolean =>
  (((week - item.firstWeek) % item.periodWeeks) + item.periodWeeks) % item.periodWeeks === 0;

/**
 * Each class's items are dealt over the offsets 0..period-1 of its cycle, so a class adds floor(n/period) or one
 * more to each week. Where the extra items of a class land is chosen against the weeks already loaded by the
 * classes before it (least loaded first), so the remainders of A, B and C do not pile up on the same weeks. The
 * items come highest value first, so dealing them in turn also spreads the value, not only the count.
 * `horizonWeeks` is how far the per-week figures look (a year by default).
 */
export function spreadAbc(
  items: readonly { itemId: string; abcClass: AbcClass }[],
  frequencies: AbcFrequencies = DEFAULT_ABC_FREQUENCIES,
  horizonWeeks = 52,
): Schedule {
  checkFrequencies(frequencies);
  const perWeek = new Array<number>(horizonWeeks).fill(0);
  const out: ScheduledItem[] = [];
  for (const c of ABC_CLASSES) {
    const period = frequencies[c];
    const members = items.filter((i) => i.abcClass === c);
    const offsets = offsetOrder(perWeek, period);
    // Dealt in turn, the first `members.length % period` offsets (the least loaded) take one item more.
    members.forEach((m, i) => {
      const firstWeek = offsets[i % period]!;
      out.push({ itemId: m.itemId, abcClass: c, firstWeek, periodWeeks: period });
      for (let w = firstWeek; w < horizonWeeks; w += period) perWeek[w]!++;
    });
  }
  return { items: out, perWeek };
}

/** Offsets of a cycle of `period` weeks, the least loaded first (by their heaviest week, then their total). */
function offsetOrder(perWeek: readonly number[], period: number): number[] {
  const load = (o: number) => {
    let max = 0;
    let sum = 0;
    for (let w = o; w < perWeek.length; w += period) {
      max = Math.max(max, perWeek[w]!);
      sum += perWeek[w]!;
    }
    return { max, sum };
  };
  const loads = Array.from({ length: period }, (_, o) => ({ o, ...load(o) }));
  loads.sort((x, y) => x.max - y.max || x.sum - y.sum || x.o - y.o);
  return loads.map((l) => l.o);
}

/** How evenly a schedule spreads: mean, min and max items per week and the worst week's distance from the mean. */
export function spreadOf(perWeek: readonly number[]): Spread {
  const weeks = perWeek.length;
  const total = perWeek.reduce((s, n) => s + n, 0);
  const mean = weeks === 0 ? 0 : total / weeks;
  const min = weeks === 0 ? 0 : Math.min(...perWeek);
  const max = weeks === 0 ? 0 : Math.max(...perWeek);
  const maxDeviation = mean === 0 ? 0 : Math.max(max - mean, mean - min) / mean;
  return { weeks, mean, min, max, maxDeviation };
}

/** The due list of one week: which items, and how many per class. */
export function dueInWeek(schedule: Schedule, week: number): { itemIds: string[]; byClass: Record<AbcClass, number> } {
  const byClass: Record<AbcClass, number> = { A: 0, B: 0, C: 0 };
  const itemIds: string[] = [];
  for (const it of schedule.items)
    if (isDueIn(it, week)) {
      itemIds.push(it.itemId);
      byClass[it.abcClass]++;
    }
  return { itemIds, byClass };
}
