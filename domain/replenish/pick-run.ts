// Process: main (domain, Electron-free). A run of pick scans against one list: the picker (picking.ts) with what
// it asks of the list kept up to date as the scans go: a line asks for units until as many are picked as it brings,
// and a tag put away is in its new area for the next scan, without building the list again after every scan.
import type { JournalDb } from '../journal/journal';
import { createPicker, type PickOutcome, type PickScan } from './picking';
import type { ReplenishmentState } from './replenish';

export function createPickRun(journal: JournalDb, state: ReplenishmentState, area: string | null, now?: () => number) {
  const pick = createPicker(journal);
  const clock = now ?? Date.now;
  const wanted = new Map(state.lines.map((l) => [l.itemId, l.bring - l.picked]));
  const role = area === null ? null : (state.roles.get(area) ?? 'other');
  const ctx = {
    storeId: state.storeId,
    round: state.round,
    area: area === null || role === null ? null : { name: area, role },
    onList: (itemId: string) => (wanted.get(itemId) ?? 0) > 0,
    placeOf: (epc: string) => state.placed.placeOf(epc),
    now: clock,
  };
  return function scan(s: PickScan): PickOutcome {
    const outcome = pick(ctx, s);
    if (outcome.kind === 'picked') wanted.set(s.itemId, (wanted.get(s.itemId) ?? 0) - 1);
    if (outcome.kind === 'placed' && s.epc !== null && ctx.area !== null)
      state.placed.moved(s.epc, { itemId: s.itemId, area: ctx.area.name, role: ctx.area.role, at: clock() });
    return outcome;
  };
}

/**
 * The "put away" step: every unit picked and not yet on the floor put in `area` (a sales-floor area) at once, as if
 * each were scanned there; their moves are recorded one by one (picking.ts), so a rerun after a kill puts away only
 * what is left.
 */
export function putAwayOpenPicks(journal: JournalDb, state: ReplenishmentState, area: string, now?: () => number) {
  const open = journal
    .prepare('SELECT item_id, epc FROM replen_picks WHERE store_id = ? AND placed_at IS NULL ORDER BY id')
    .raw(true)
    .all(state.storeId) as [string, string | null][];
  const scan = createPickRun(journal, state, area, now);
  return open.map(([itemId, epc]) => scan({ itemId, epc }));
}
