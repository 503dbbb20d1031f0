// Process: main (domain, Electron-free). Floor availability: per category, of the items the store holds that have a
// minimum, the share on the floor at it. Kept per store and day: the first list of the day is its 'before', every
// later one its 'after', so a day's replenishment shows as the rise from one to the other.
import { toCsv } from '../counts/export';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { byText } from './list';
import type { StoreItem } from './store-items';
import type { CategoryAvailability } from './types';

/** Per category (by name), from the same figures as the list; an item is held with units anywhere or on-hand. */
export function floorAvailability(
  items: ReadonlyMap<string, StoreItem>,
  minimums: ReadonlyMap<string, number>,
  floor: ReadonlyMap<string, number>,
  unitsHeld: ReadonlyMap<string, number>,
): CategoryAvailability[] {
  const byCategory = new Map<string, CategoryAvailability>();
  for (const [itemId, minimum] of minimums) {
    const item = items.get(itemId);
    if (!item || ((unitsHeld.get(itemId) ?? 0) <= 0 && item.onHand <= 0)) continue;
    const c = byCategory.get(item.category) ?? { category: item.category, held: 0, atMinimum: 0 };
    c.held += 1;
    if ((floor.get(itemId) ?? 0) >= minimum) c.atMinimum += 1;
    byCategory.set(item.category, c);
  }
  return [...byCategory.values()].sort((a, b) => byText(a.category, b.category));
}

export interface AvailabilityDay {
  day: string;
  category: string;
  before: { held: number; atMinimum: number };
  after: { held: number; atMinimum: number };
}

export const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Keeps today's figures: the first of the day as 'before' (and 'after'), later ones as 'after'. One transaction. */
export function keepAvailability(db: JournalDb, storeId: string, figures: readonly CategoryAvailability[], at: number) {
  const day = dayOf(at);
  const upsert = db.prepare(
    `INSERT INTO replen_availability (store_id, day, category, before_held, before_at_minimum, after_held,
       after_at_minimum) VALUES (?1, ?2, ?3, ?4, ?5, ?4, ?5)
     ON CONFLICT (store_id, day, category) DO UPDATE SET after_held = excluded.after_held,
       after_at_minimum = excluded.after_at_minimum`,
  );
  db.transaction(() => {
    for (const f of figures) upsert.run(storeId, day, f.category, f.held, f.atMinimum);
  })();
  crashPoint('replen.availability.kept');
}

/** The store's kept days, oldest first, per category. */
export function availabilityHistory(db: JournalDb, storeId: string): AvailabilityDay[] {
  const rows = db
    .prepare(
      `SELECT day, category, before_held, before_at_minimum, after_held, after_at_minimum
       FROM replen_availability WHERE store_id = ? ORDER BY day, category`,
    )
    .raw(true)
    .all(storeId) as [string, string, number, number, number, number][];
  return rows.map(([day, category, bh, bm, ah, am]) => ({
    day,
    category,
    before: { held: bh, atMinimum: bm },
    after: { held: ah, atMinimum: am },
  }));
}

const share = (f: { held: number; atMinimum: number }) =>
  f.held === 0 ? null : Math.round((f.atMinimum / f.held) * 1000) / 10;

/** The kept days as CSV (counting's toCsv): a row per day and category, each figure and its share in percent. */
export function availabilityCsv(days: readonly AvailabilityDay[]): string {
  const header = ['day', 'category', 'held before', 'at minimum before', '% before', 'held after', 'at minimum after'];
  return toCsv([
    [...header, '% after'],
    ...days.map((d) => [
      d.day,
      d.category,
      d.before.held,
      d.before.atMinimum,
      share(d.before),
      d.after.held,
      d.after.atMinimum,
      share(d.after),
    ]),
  ]);
}
