// Process: renderer (pure TS). Floor availability as the History screen shows it: per day, the store as a whole
// (each category's items held and at minimum summed: an item is in one category, so the sums count each item once)
// or one category, before and after the day's replenishment, with the shares as chart points (percent, one decimal).
import type { AvailabilityDayView, AvailabilityFigures } from '../../../../contract/accuracy';
import { percentOf } from '../../lib/format';

export interface AvailabilityRow {
  day: string;
  before: AvailabilityFigures;
  after: AvailabilityFigures;
  /** The shares in percent; null where nothing was held (a gap in the line, not a zero). */
  beforePercent: number | null;
  afterPercent: number | null;
}

const shareOf = (f: AvailabilityFigures) => (f.held === 0 ? null : percentOf(f.atMinimum / f.held));

/** A row per day, oldest first: `category`'s figures, or (null) every category's summed. */
export function availabilityRows(days: readonly AvailabilityDayView[], category: string | null): AvailabilityRow[] {
  const byDay = new Map<string, { before: AvailabilityFigures; after: AvailabilityFigures }>();
  for (const d of days) {
    if (category !== null && d.category !== category) continue;
    const row = byDay.get(d.day) ?? { before: { held: 0, atMinimum: 0 }, after: { held: 0, atMinimum: 0 } };
    row.before.held += d.before.held;
    row.before.atMinimum += d.before.atMinimum;
    row.after.held += d.after.held;
    row.after.atMinimum += d.after.atMinimum;
    byDay.set(d.day, row);
  }
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([day, f]) => ({ day, ...f, beforePercent: shareOf(f.before), afterPercent: shareOf(f.after) }));
}

/** The categories of the kept days, by name. */
export const availabilityCategories = (days: readonly AvailabilityDayView[]): string[] =>
  [...new Set(days.map((d) => d.category))].sort((a, b) => a.localeCompare(b));
