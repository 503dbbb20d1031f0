// Process: main (domain, Electron-free). Floor availability: per category, of the items the store holds that have a
// minimum, the share on the floor at it. Kept per store and day: the first list of the day is its 'before', every
// later one its 'after', so a day's replenishment shows as the rise from one to the other.
import { toCsv } from '../counts/export';
import type { JournalDb } from '../journal/journal';
import { crashPoint } from '../shared/crash-points';
import { byText } from './list';
import type { StoreItem } from './store-items';
import type { CategoryAvailability } from './types';

/** The list's figures availability is worked out from: the store's items, their minimums, the floor, units held. */
export interface AvailabilityInput {
  items: ReadonlyMap<string, StoreItem>;
  minimums: ReadonlyMap<string, number>;
  floor: ReadonlyMap<string, number>;
  unitsHeld: ReadonlyMap<string, number>;
}

/** Per category, kept so a change of a few items moves the figures without a pass over every item (live.ts). */
export interface AvailabilityTally {
  byCategory: Map<string, CategoryAvailability>;
  /** What each item adds now: nothing (not held, or no minimum), held, or held and at its minimum on the floor. */
  of: Map<string, 'held' | 'atMinimum'>;
}

/** An item with a minimum is held with units anywhere or on-hand; at its minimum with that many on the floor. */
function standing(input: AvailabilityInput, itemId: string): 'held' | 'atMinimum' | null {
  const minimum = input.minimums.get(itemId);
  const item = input.items.get(itemId);
  if (minimum === undefined || !item || ((input.unitsHeld.get(itemId) ?? 0) <= 0 && item.onHand <= 0)) return null;
  return (input.floor.get(itemId) ?? 0) >= minimum ? 'atMinimum' : 'held';
}

function count(t: AvailabilityTally, category: string, what: 'held' | 'atMinimum', n: 1 | -1) {
  const c = t.byCategory.get(category) ?? { category, held: 0, atMinimum: 0 };
  c.held += n;
  if (what === 'atMinimum') c.atMinimum += n;
  if (c.held === 0) t.byCategory.delete(category);
  else t.byCategory.set(category, c);
}

/** The tally of every item with a minimum. */
export function tallyAvailability(input: AvailabilityInput): AvailabilityTally {
  const t: AvailabilityTally = { byCategory: new Map(), of: new Map() };
  for (const itemId of input.minimums.keys()) {
    const now = standing(input, itemId);
    if (!now) continue;
    count(t, input.items.get(itemId)!.category, now, 1);
    t.of.set(itemId, now);
  }
  return t;
}

/** These items' shares worked out again (their floor, units or minimum changed); the rest stay as they were. */
export function retally(t: AvailabilityTally, input: AvailabilityInput, itemIds: Iterable<string>): void {
  for (const itemId of itemIds) {
    const before = t.of.get(itemId);
    const now = standing(input, itemId);
    if (before === (now ?? undefined)) continue;
    const category = input.items.get(itemId)?.category;
    if (category === undefined) continue;
    if (before) count(t, category, before, -1);
    if (now) {
      count(t, category, now, 1);
      t.of.set(itemId, now);
    } else t.of.delete(itemId);
  }
}

/** Per category (by name), from the same figures as the list. */
export const availabilityOf = (t: AvailabilityTally): CategoryAvailability[] =>
  [...t.byCategory.values()].map((c) => ({ ...c })).sort((a, b) => byText(a.category, b.category));

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
