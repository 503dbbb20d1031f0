// Process: main (domain, Electron-free). The replenishment of a store, put together: its area roles, the latest
// picture of each floor and back-room area (pictures.ts), the catalog's items and on-hand (store-items.ts), the
// minimums (minimums.ts), the list (list.ts), what is picked and missed, and floor availability. One read of the
// journal and the catalog; nothing is written (keepAvailability is the caller's step).
import type { CatalogDb } from '../catalog/db';
import type { JournalDb } from '../journal/journal';
import { roleMap } from './area-roles';
import { type AvailabilityTally, availabilityOf, tallyAvailability } from './availability';
import { replenishmentList } from './list';
import { type MinimumRules, minimumRules, resolveMinimums } from './minimums';
import { missStates } from './misses';
import { openPicks } from './picking';
import { type PictureOptions, type StorePictures, storePictures } from './pictures';
import { type StoreItem, storeItems } from './store-items';
import type { AreaRole, Replenishment } from './types';

export interface ReplenishmentState extends Replenishment {
  /** The list round: the newest picture's time (misses are kept per round). */
  round: number;
  roles: Map<string, AreaRole>;
  placed: StorePictures;
  /** What the list was made from, kept for its updates (live.ts): the store's items, its minimum rules and every
   * item's minimum, and the units each item has in the pictures (floor and back room). */
  items: ReadonlyMap<string, StoreItem>;
  rules: MinimumRules;
  minimums: Map<string, number>;
  units: Map<string, number>;
  /** Floor availability per item and category, kept so the kept list moves it item by item (live-lines.ts). */
  tally: AvailabilityTally;
}

export function buildReplenishment(
  journal: JournalDb,
  catalog: CatalogDb,
  storeId: string,
  opts: PictureOptions = {},
): ReplenishmentState {
  const roles = roleMap(journal, storeId);
  const placed = storePictures(journal, storeId, roles, opts);
  const estimated = !placed.pictures.some((p) => p.role === 'back');
  const units = new Map(placed.floor);
  for (const [itemId, byArea] of placed.back)
    for (const n of byArea.values()) units.set(itemId, (units.get(itemId) ?? 0) + n);
  const items = storeItems(catalog, storeId, units.keys());
  const rules = minimumRules(journal, storeId);
  const minimums = resolveMinimums(items, rules, units);
  const round = Math.max(0, ...placed.pictures.map((p) => p.takenAt));
  const wanted = new Set<string>();
  for (const [itemId, minimum] of minimums) if ((placed.floor.get(itemId) ?? 0) < minimum) wanted.add(itemId);
  const tally = tallyAvailability({ items, minimums, floor: placed.floor, unitsHeld: units });
  const { lines, reorder } = replenishmentList({
    items,
    minimums,
    floor: placed.floor,
    back: placed.back,
    estimated,
    picked: openPicks(journal, storeId),
    tags: estimated ? undefined : placed.backTags(wanted),
    misses: missStates(journal, storeId, round),
  });
  return {
    storeId,
    pictures: placed.pictures,
    estimated,
    lines,
    reorder,
    totals: { lines: lines.length, units: lines.reduce((a, l) => a + l.bring, 0) },
    availability: availabilityOf(tally),
    round,
    roles,
    placed,
    items,
    rules,
    minimums,
    units,
    tally,
  };
}
