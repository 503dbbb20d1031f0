// Process: main (composition, Electron-free). The units requests of contract/units.ts answered by the counting
// engine of the signed-in account (its journal keeps each item's unit and each unit's precision:
// domain/units/unit-store.ts): the hand-count panel and the count line's pad set an item's unit, Settings → Units
// the precisions. A step crosses as a decimal and is refused unless it divides one unit evenly.
import type { HandlersOf } from '../../../contract';
import type { ItemUnitView, unitRequests } from '../../../contract/units';
import type { CountService } from '../../../domain/counts/service';
import { fromMilli } from '../../../domain/units/quantity';
import { stepMilliOf } from '../../../domain/units/units';
import type { AppCounts } from '../counts/app-counts';

function itemUnitView(engine: CountService, itemId: string): ItemUnitView {
  const u = engine.itemUnit(itemId);
  return { itemId, unit: u.unit, step: fromMilli(u.stepMilli), caseUnits: u.caseUnits };
}

export function unitHandlers(counts: Pick<AppCounts, 'engine'>): HandlersOf<typeof unitRequests> {
  const c = () => counts.engine();
  return {
    'units.item': ({ itemId }) => itemUnitView(c(), itemId),
    'units.item.set': ({ itemId, unit }) => {
      const engine = c();
      engine.setItemUnit(itemId, unit);
      return itemUnitView(engine, itemId);
    },
    'units.precisions': () => c().units.precisions(),
    'units.precisions.set': ({ unit, step }) => {
      const engine = c();
      engine.units.setStep(unit, stepMilliOf(step));
      return engine.units.precisions();
    },
  };
}
