// Process: test (renderer logic under node). Floor availability as the History screen shows it
// (features/accuracy/availability-rows.ts): the kept days of test/unit/accuracy/availability.test.ts's hand count
// (Tops: tee-s at its minimum, tee-m not; Bottoms: jeans not; the jeans and tee-m put on the floor) as a row per day,
// the categories summed to the store or one category alone, with the shares in percent.
import { describe, expect, it } from 'vitest';
import type { AvailabilityDayView } from '../../../contract/accuracy';
import { availabilityCategories, availabilityRows } from '../../../renderer/src/features/accuracy/availability-rows';

const DAY1 = '1970-01-21';
const DAY2 = '1970-01-22';
const f = (held: number, atMinimum: number) => ({ held, atMinimum });
// As main answers them: oldest day first, by category within a day.
const DAYS: AvailabilityDayView[] = [
  { day: DAY1, category: 'Bottoms', before: f(1, 0), after: f(1, 1) },
  { day: DAY1, category: 'Tops', before: f(2, 1), after: f(2, 2) },
  { day: DAY2, category: 'Bottoms', before: f(1, 1), after: f(1, 1) },
  { day: DAY2, category: 'Tops', before: f(2, 2), after: f(2, 2) },
];

describe('floor availability rows', () => {
  it('sums the categories to the store per day: 1 of 3 items at minimum before (33.3%), 3 of 3 after', () => {
    expect(availabilityRows(DAYS, null)).toEqual([
      { day: DAY1, before: f(3, 1), after: f(3, 3), beforePercent: 33.3, afterPercent: 100 },
      { day: DAY2, before: f(3, 3), after: f(3, 3), beforePercent: 100, afterPercent: 100 },
    ]);
  });

  it('shows one category alone, and a day with nothing held as no figure rather than 0%', () => {
    expect(availabilityRows(DAYS, 'Tops').map((r) => [r.day, r.beforePercent, r.afterPercent])).toEqual([
      [DAY1, 50, 100],
      [DAY2, 100, 100],
    ]);
    const empty: AvailabilityDayView[] = [{ day: DAY1, category: 'Hats', before: f(0, 0), after: f(0, 0) }];
    expect(availabilityRows(empty, null)[0]).toMatchObject({ beforePercent: null, afterPercent: null });
    expect(availabilityRows([], null)).toEqual([]);
    expect(availabilityCategories([...DAYS].reverse())).toEqual(['Bottoms', 'Tops']);
  });
});
