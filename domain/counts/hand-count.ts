// Process: main (domain, Electron-free). Food-and-beverage counting on the counting engine: each item's unit and
// case (domain/units), counts typed by hand ("3 cases + 4", "2.35") read exactly with their breakdown, open bottles
// weighed into a line (weighing.ts), and an area's shelf order with what this count holds of each item. service.ts
// builds it with the engine's own journal, ledger and session rows, so every change is journaled and sent as any
// other change by hand is.
import type { CountEvent, ShelfView } from '../../contract/counts';
import { toGtin14 } from '../codes/gtin';
import type { ItemIndex } from '../resolve/item-index';
import type { ResolvableItem } from '../resolve/types';
import { parseTypedCount, type TypedCount } from '../units/parse-count';
import { exactQuantity } from '../units/quantity';
import { createShelfOrder } from '../units/shelf-order';
import { createUnitStore } from '../units/unit-store';
import type { ItemUnit } from '../units/units';
import { createWeightStore } from '../units/weight-store';
import { createWeighing, type StableWeight, type WeighingDeps } from './weighing';

export type HandCountDeps = Omit<WeighingDeps, 'units' | 'weights'> & { index: ItemIndex<ResolvableItem> };

/** An item's own GTIN-14s (its EPC GTINs and its UPCs as GTIN-14): what names its case. */
function unitGtinsOf(item: ResolvableItem | undefined): string[] {
  if (!item) return [];
  const upcs = item.upc.filter((u) => /^(\d{8}|\d{12,14})$/.test(u)).map(toGtin14);
  return [...new Set([...(item.epcGTIN ?? []), ...upcs])];
}

export function createHandCount(deps: HandCountDeps) {
  const units = createUnitStore(deps.db, deps.now);
  const weights = createWeightStore(deps.db, deps.now);
  const shelf = createShelfOrder(deps.db);
  const weighing = createWeighing({ ...deps, units, weights });
  const itemUnit = (itemId: string): ItemUnit => units.itemUnit(itemId, unitGtinsOf(deps.index.get(itemId)));
  const describe = deps.db.prepare('SELECT sku, description FROM count_item_facts WHERE item_id = ?');
  return {
    units,
    weights,
    shelf,
    itemUnit,
    /** A typed count of the item, exact at its unit's precision, with its breakdown (refused with the reason). */
    parse: (itemId: string, text: string): TypedCount => parseTypedCount(text, itemUnit(itemId)),
    /** The weighing, and the scan feed's event for it (the weight and the fraction, the item named). */
    weigh(sessionId: string, itemId: string, weighingId: string, reading: StableWeight, user: string | null) {
      const outcome = weighing.add(sessionId, itemId, weighingId, reading, user);
      const d = describe.get(itemId) as { sku: string; description: string } | undefined;
      const event: CountEvent = {
        at: (deps.now ?? Date.now)(),
        source: 'weight',
        raw: weighingId,
        outcome: exactQuantity(outcome.counted - outcome.fraction) === 0 ? 'newItem' : 'plusOne',
        itemId,
        sku: d?.sku ?? null,
        description: d?.description ?? null,
        area: deps.rows.require(sessionId).active_area,
        added: outcome.repeated ? 0 : outcome.fraction,
        message: null,
        weighed: { grams: outcome.grams, fraction: outcome.fraction },
      };
      return { ...outcome, event };
    },
    /** The session's area (its active one unless named) in shelf order, and the items not counted there yet. */
    inShelfOrder(sessionId: string, area?: string) {
      const s = deps.rows.require(sessionId);
      const name = area ?? s.active_area;
      return { area: name, ...shelf.handCount(s.store_id, name, sessionId) };
    },
    /** The active area in shelf order as the hand-count screen shows it (each item named, with its unit). */
    shelfView(sessionId: string): ShelfView {
      const s = deps.rows.require(sessionId);
      const order = shelf.handCount(s.store_id, s.active_area, sessionId);
      deps.facts.ensure(
        order.lines.map((l) => l.itemId),
        s.store_id,
      );
      const lines = order.lines.map((l) => {
        const d = describe.get(l.itemId) as { sku: string; description: string } | undefined;
        const named = { sku: d?.sku ?? '', description: d?.description ?? l.itemId };
        return { ...l, ...named, unit: units.unit(l.itemId) };
      });
      return { sessionId, area: s.active_area, lines, notCounted: order.notCounted.length };
    },
  };
}
export type HandCount = ReturnType<typeof createHandCount>;
