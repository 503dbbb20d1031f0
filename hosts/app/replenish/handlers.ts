// Process: main (composition, Electron-free). The replenishment requests of contract/replenish.ts answered on the
// working store (app-replenish.ts, replenish-work.ts), one function per request name, typed by the contract's map.
// Pick mode on checks the area exists here, then makes picking the reader's scan target.
import type { HandlersOf } from '../../../contract';
import type { replenishRequests } from '../../../contract/replenish';
import { areaRoles, setAreaRole } from '../../../domain/replenish/area-roles';
import { replenishmentCsv } from '../../../domain/replenish/list-csv';
import { importMinimumsCsv, minimumRows, minimumsCsv, setMinimumByCode } from '../../../domain/replenish/minimums-csv';
import { recordMiss } from '../../../domain/replenish/misses';
import type { ReplenishmentState } from '../../../domain/replenish/replenish';
import { UserError } from '../../../domain/shared/errors';
import type { AppReplenish } from './app-replenish';
import { buildState, listView, pickScans, putAway, type ReplenishOn, viewOf } from './replenish-work';

export function replenishHandlers(replenish: AppReplenish): HandlersOf<typeof replenishRequests> {
  const on = () => replenish.on();
  /** The list the screen will show now: kept up to date from here on (live-list.ts). */
  const shown = (o: ReplenishOn, floorSessionId: string | undefined) => (state: ReplenishmentState) =>
    replenish.live.hold(o, floorSessionId, state);
  return {
    'replenish.list': ({ floorSessionId }) => {
      const o = on();
      return listView(o, floorSessionId, shown(o, floorSessionId));
    },
    'replenish.csv': ({ floorSessionId }) => ({ csv: replenishmentCsv(buildState(on(), floorSessionId)) }),
    'replenish.roles.get': () => areaRoles(on().journal, on().storeId),
    'replenish.roles.set': ({ area, role }) => {
      const o = on();
      setAreaRole(o.journal, o.storeId, area, role);
      return areaRoles(o.journal, o.storeId);
    },
    'replenish.minimums.get': () => minimumRows(on().journal, on().catalog, on().storeId),
    'replenish.minimums.set': (rule) => {
      const o = on();
      setMinimumByCode(o.journal, o.catalog, o.storeId, rule);
      return minimumRows(o.journal, o.catalog, o.storeId);
    },
    'replenish.minimums.import': ({ csv }) => importMinimumsCsv(on().journal, on().catalog, on().storeId, csv),
    'replenish.minimums.export': () => ({ csv: minimumsCsv(on().journal, on().catalog, on().storeId) }),
    'replenish.pick.scan': ({ area, floorSessionId, texts }) => {
      const o = on();
      const kept = replenish.live.kept(o.storeId, floorSessionId);
      const r = pickScans(o, { area, floorSessionId }, texts, kept);
      return { outcomes: r.outcomes, view: r.view ?? viewOf(o, kept!.state(), floorSessionId) };
    },
    'replenish.pick.putAway': ({ area, floorSessionId }) => {
      const o = on();
      return putAway(o, area, floorSessionId, shown(o, floorSessionId));
    },
    'replenish.pick.miss': ({ itemId, reason, floorSessionId }) => {
      const o = on();
      const state = buildState(o, floorSessionId);
      if (!state.lines.some((l) => l.itemId.toLowerCase() === itemId.toLowerCase()))
        throw new UserError('not_on_list', 'Only a line to pick can be missed: that item is not on the list');
      const line = state.lines.find((l) => l.itemId.toLowerCase() === itemId.toLowerCase())!;
      recordMiss(o.journal, { storeId: o.storeId, itemId: line.itemId, reason, round: state.round });
      const after = buildState(o, floorSessionId);
      shown(o, floorSessionId)(after);
      return viewOf(o, after, floorSessionId);
    },
    'replenish.pick.activate': ({ area, floorSessionId }) => {
      const o = on();
      const state = buildState(o, floorSessionId);
      if (area !== null && !state.roles.has(area))
        throw new UserError('not_found', `No area ${area} in this store's counts`);
      replenish.activate({ area, floorSessionId });
      shown(o, floorSessionId)(state);
      return viewOf(o, state, floorSessionId);
    },
    'replenish.pick.deactivate': () => {
      replenish.deactivate();
      return { active: null };
    },
    'replenish.close': () => {
      replenish.live.release();
      return { closed: true as const };
    },
  };
}
