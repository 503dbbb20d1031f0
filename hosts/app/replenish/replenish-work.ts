// Process: main (composition, Electron-free). Replenishment's work on one open journal and catalog: the view of the
// list (domain/replenish's list, plus the areas' roles and the floor scans to choose), pick scans resolved on the
// catalog's scan index (typed texts or reader events) and fed through one pick run, the put-away and the misses.
// The list is computed, never stored: each step builds it from the journal again, so what the screen shows after
// a scan is what the journal holds.
import type { PickPush, PickScanOutcome, ReplenishLinesChange, ReplenishView } from '../../../contract/replenish';
import type { CatalogDb } from '../../../domain/catalog/db';
import type { JournalDb } from '../../../domain/journal/journal';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import type { BarcodeEvent, EpcEvent } from '../../../domain/reader/events';
import { areaRoles } from '../../../domain/replenish/area-roles';
import { keepAvailability } from '../../../domain/replenish/availability';
import { floorScanChoices } from '../../../domain/replenish/floor-scans';
import type { LinesChange, LiveReplenishment } from '../../../domain/replenish/live';
import { createPickRun, putAwayOpenPicks } from '../../../domain/replenish/pick-run';
import type { PickOutcome, PickScan } from '../../../domain/replenish/picking';
import { buildReplenishment, type ReplenishmentState } from '../../../domain/replenish/replenish';
import type { ItemIndex } from '../../../domain/resolve/item-index';
import { createScanItemResolver, type ScanItem } from '../../../domain/resolve/scan-item';
import type { ResolvableItem } from '../../../domain/resolve/types';
import { UserError } from '../../../domain/shared/errors';

export interface ReplenishOn {
  journal: JournalDb;
  catalog: CatalogDb;
  index: ItemIndex<ResolvableItem>;
  storeId: string;
  /** Settings' stale-days limit for back-room pictures (domain default when absent). */
  staleDays?: number | undefined;
}

/** Where pick scans are made (null: no area, a handheld in the back room) and which floor scan the list is from. */
export interface PickWhere {
  area: string | null;
  floorSessionId?: string | undefined;
}

export function buildState(on: ReplenishOn, floorSessionId?: string): ReplenishmentState {
  return buildReplenishment(on.journal, on.catalog, on.storeId, {
    ...(floorSessionId ? { floorSessionId } : {}),
    ...(on.staleDays !== undefined ? { staleDays: on.staleDays } : {}),
  });
}

/** The screen's view of a built list (its maps stay in main). */
export function viewOf(on: ReplenishOn, state: ReplenishmentState, floorSessionId?: string): ReplenishView {
  const { storeId, pictures, estimated, lines, reorder, totals, availability } = state;
  return {
    storeId,
    pictures,
    estimated,
    lines,
    reorder,
    totals,
    availability,
    floorSessionId: floorSessionId ?? null,
    areas: areaRoles(on.journal, on.storeId),
    floorScans: floorScanChoices(on.journal, on.storeId, state.roles),
  };
}

/**
 * The list, keeping the day's floor availability (the day's first as before, each later one as after); `shown`
 * gets the state built (the screen's list, kept up to date from then on: live-list.ts).
 */
export function listView(
  on: ReplenishOn,
  floorSessionId?: string,
  shown?: (state: ReplenishmentState) => void,
): ReplenishView {
  const state = buildState(on, floorSessionId);
  shown?.(state);
  keepAvailability(on.journal, on.storeId, state.availability, Date.now());
  return viewOf(on, state, floorSessionId);
}

function checkArea(state: ReplenishmentState, area: string | null) {
  if (area !== null && !state.roles.has(area))
    throw new UserError('not_found', `No area ${area} in this store's counts`);
}

const outcomeOf = (text: string, sku: string | null, o: PickOutcome): PickScanOutcome => ({
  text,
  kind: o.kind,
  itemId: o.itemId,
  sku,
  epc: o.epc,
  fromArea: o.kind === 'placed' ? o.fromArea : null,
});

/**
 * Scans (typed texts or reader events) through one pick run made in `where`; an outcome each, and the list after:
 * built again, or with `live` (the screen's kept list: live-list.ts) changed in place and only the change given.
 */
export function pickScans(
  on: ReplenishOn,
  where: PickWhere,
  scans: readonly (string | EpcEvent | BarcodeEvent)[],
  live: LiveReplenishment | null = null,
): PickPush {
  const state = live ? live.forPicking() : buildState(on, where.floorSessionId);
  checkArea(state, where.area);
  const resolver = createScanItemResolver(on.index, createPackSizes(on.journal));
  const run = createPickRun(on.journal, state, where.area);
  const taken: PickOutcome[] = [];
  const scan = (s: PickScan) => {
    const outcome = run(s);
    taken.push(outcome);
    return outcome;
  };
  const outcomes = scans.map((s) => {
    const found: ScanItem = typeof s === 'string' ? resolver.text(s) : resolver.event(s);
    const text = found.raw;
    if (found.kind === 'tag' && found.item)
      return outcomeOf(text, found.item.sku, scan({ itemId: found.item.id, epc: found.epc }));
    if (found.kind === 'barcode') return outcomeOf(text, found.item.sku, scan({ itemId: found.item.id, epc: null }));
    const epc = found.kind === 'tag' ? found.epc : null;
    return { text, kind: 'unknown', itemId: null, sku: null, epc, fromArea: null } satisfies PickScanOutcome;
  });
  if (live) return { outcomes, change: changeOf(live.takePicks(where.area, taken), on.storeId, where.floorSessionId) };
  return { outcomes, view: viewOf(on, buildState(on, where.floorSessionId), where.floorSessionId) };
}

/** A kept list's change as the screen takes it (contract/replenish.ts ReplenishLinesChange). */
export function changeOf(
  change: LinesChange,
  storeId: string,
  floorSessionId: string | undefined,
  firstReadAt?: number,
): ReplenishLinesChange {
  const { rebuilt: _rebuilt, ...rest } = change;
  return {
    ...rest,
    storeId,
    floorSessionId: floorSessionId ?? null,
    ...(firstReadAt !== undefined ? { firstReadAt } : {}),
  };
}

/** Every open pick put in the sales-floor `area`; the availability after is kept. */
export function putAway(
  on: ReplenishOn,
  area: string,
  floorSessionId?: string,
  shown?: (state: ReplenishmentState) => void,
) {
  const state = buildState(on, floorSessionId);
  if (state.roles.get(area) !== 'floor') throw new UserError('not_floor_area', `${area} is not a sales-floor area`);
  const sku = new Map(state.lines.map((l) => [l.itemId, l.sku]));
  const outcomes = putAwayOpenPicks(on.journal, state, area).map((o) => {
    const code = sku.get(o.itemId) ?? null;
    return outcomeOf(o.epc ?? code ?? '', code, o);
  });
  return { outcomes, view: listView(on, floorSessionId, shown) };
}
