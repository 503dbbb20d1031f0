// Process: test (node). Floor availability on the History screen, against a hand count: a store's whole count
// (one tee-s on the floor; the stockroom holds tee-s x2, tee-m, jeans x3) gives the day's first list, a pick and a
// put-away its latest; the app's requests (hosts/app/accuracy handlers on the real journal file) answer the kept
// days and their CSV. The screen's rows of these days: test/unit/renderer/availability-rows.test.ts.
import { describe, expect, it } from 'vitest';
import { keepAvailability } from '../../../domain/replenish/availability';
import { setMinimum } from '../../../domain/replenish/minimums';
import { createPickRun } from '../../../domain/replenish/pick-run';
import { DAY_MS } from '../../../domain/replenish/pictures';
import { buildReplenishment } from '../../../domain/replenish/replenish';
import { recordFinalizedTags } from '../../../domain/tags/history';
import type { AppAccuracy } from '../../../hosts/app/accuracy/app-accuracy';
import { accuracyHandlers } from '../../../hosts/app/accuracy/handlers';
import { columnSum, parseCsv } from '../../helpers/csv-sums';
import { replenishStore, STORE } from '../replenish/fixture';
import { addCount, gtin, sgtin } from '../tags/journal-fixture';

const E = (n: number) => sgtin(gtin('0061414112345'), n);
const FLOOR = 'Sales floor';
const BACK = 'Stockroom';
const DAY1 = 20 * DAY_MS + 9 * 3_600_000;

function keptStore() {
  const s = replenishStore();
  s.addItems([
    { id: 'tee-s', style: 'tee', onHand: 3 },
    { id: 'tee-m', style: 'tee', onHand: 1 },
    { id: 'jeans', category: 'Bottoms', onHand: 3 },
    // Holds nothing (no units, no on-hand): not counted as held.
    { id: 'hat', onHand: 0 },
  ]);
  setMinimum(s.journal, STORE, 'category', 'cat-Bottoms', 2);
  addCount(s.journal, 'whole', {
    areas: [FLOOR, BACK],
    tags: [
      { epc: E(1), item: 'tee-s', area: FLOOR },
      { epc: E(2), item: 'tee-s', area: BACK },
      { epc: E(3), item: 'tee-s', area: BACK },
      { epc: E(4), item: 'tee-m', area: BACK },
      { epc: E(5), item: 'jeans', area: BACK },
      { epc: E(6), item: 'jeans', area: BACK },
      { epc: E(7), item: 'jeans', area: BACK },
    ],
  });
  recordFinalizedTags(s.journal, 'whole', { now: () => DAY1 - DAY_MS });
  // Day 1's first list: Tops tee-s at its minimum of 1, tee-m 0 of 1; Bottoms jeans 0 of 2.
  const before = buildReplenishment(s.journal, s.catalog, STORE, { now: DAY1 });
  keepAvailability(s.journal, STORE, before.availability, DAY1);
  // Picked in the stockroom and put on the floor: tee-m, and both jeans the line brings.
  const back = createPickRun(s.journal, before, BACK, () => DAY1 + 60_000);
  for (const [itemId, epc] of [
    ['tee-m', E(4)],
    ['jeans', E(5)],
    ['jeans', E(6)],
  ] as const)
    expect(back({ itemId, epc }).kind).toBe('picked');
  const picked = buildReplenishment(s.journal, s.catalog, STORE, { now: DAY1 + 120_000 });
  const floor = createPickRun(s.journal, picked, FLOOR, () => DAY1 + 180_000);
  for (const [itemId, epc] of [
    ['tee-m', E(4)],
    ['jeans', E(5)],
    ['jeans', E(6)],
  ] as const)
    expect(floor({ itemId, epc }).kind).toBe('placed');
  const after = buildReplenishment(s.journal, s.catalog, STORE, { now: DAY1 + 240_000 });
  expect(after.lines).toEqual([]);
  keepAvailability(s.journal, STORE, after.availability, DAY1 + 240_000);
  // Day 2's first list, nothing changed since: its before and after are the same.
  keepAvailability(s.journal, STORE, after.availability, DAY1 + DAY_MS);
  return s;
}

const handlersOn = (journal: ReturnType<typeof replenishStore>['journal']) =>
  accuracyHandlers(
    { db: () => journal } as unknown as AppAccuracy,
    { get: () => ({ workingStore: { id: STORE, code: 'S01', description: 'Downtown' } }) } as never,
    async () => ({ code: null, source: 'none' }) as never,
  );

describe('floor availability on the History screen', () => {
  it('answers the kept days per category, as counted by hand', async () => {
    const { journal } = keptStore();
    const handlers = handlersOn(journal);
    const { storeId, days } = await handlers['accuracy.availability']({ storeId: STORE });
    expect(storeId).toBe(STORE);
    const day1 = '1970-01-21';
    const day2 = '1970-01-22';
    expect(days).toEqual([
      { day: day1, category: 'Bottoms', before: { held: 1, atMinimum: 0 }, after: { held: 1, atMinimum: 1 } },
      { day: day1, category: 'Tops', before: { held: 2, atMinimum: 1 }, after: { held: 2, atMinimum: 2 } },
      { day: day2, category: 'Bottoms', before: { held: 1, atMinimum: 1 }, after: { held: 1, atMinimum: 1 } },
      { day: day2, category: 'Tops', before: { held: 2, atMinimum: 2 }, after: { held: 2, atMinimum: 2 } },
    ]);
    // The store: 3 items held, 1 at its minimum before, all 3 after.
    const store = (day: string, at: 'before' | 'after') =>
      days.filter((d) => d.day === day).reduce((n, d) => n + d[at].atMinimum, 0);
    expect([store(day1, 'before'), store(day1, 'after'), store(day2, 'before')]).toEqual([1, 3, 3]);
  });

  it('downloads the same days as CSV: a row per day and category, summing to the store', async () => {
    const { journal } = keptStore();
    const csv = await handlersOn(journal)['accuracy.availabilityExport']({ storeId: STORE });
    expect(csv.fileName).toBe('floor availability S01.csv');
    expect(csv.rows).toBe(4);
    const { rows } = parseCsv(csv.csv);
    const day1 = rows.filter((r) => r.day === '1970-01-21');
    expect(day1.map((r) => [r.category, r['% before'], r['% after']])).toEqual([
      ['Bottoms', '0', '100'],
      ['Tops', '50', '100'],
    ]);
    expect(columnSum(day1, 'held before')).toBe(3);
    expect(columnSum(day1, 'at minimum before')).toBe(1);
    expect(columnSum(day1, 'at minimum after')).toBe(3);
  });
});
