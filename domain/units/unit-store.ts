// Process: main (domain, Electron-free). Each item's unit and each unit's precision, kept in the journal (the store's
// record, like pack sizes: set once, remembered, shared by every session), and the case size of an item: the pack
// size learnt for any case GTIN-14 of the item's own GTINs (domain/journal/pack-sizes.ts). An item never set is
// counted in `each`.

import type { UnitPrecisionView } from '../../contract/units';
import { checkDigit } from '../codes/gtin';
import type { JournalDb } from '../journal/journal';
import { fromMilli } from './quantity';
import {
  checkStepMilli,
  DEFAULT_STEP_MILLI,
  type ItemUnit,
  isUnit,
  requireUnit,
  UNIT_KIND,
  UNITS,
  type Unit,
} from './units';

/** The candidate case GTIN-14s of a unit GTIN-14: indicator digits 1 to 8 before the same 12 digits. */
export function caseGtinsOf(unitGtin14: string): string[] {
  if (!/^\d{14}$/.test(unitGtin14)) return [];
  const body = unitGtin14.slice(1, 13);
  return [1, 2, 3, 4, 5, 6, 7, 8].map((d) => `${d}${body}${checkDigit(`${d}${body}`)}`);
}

export function createUnitStore(db: JournalDb, now: () => number = Date.now) {
  const st = {
    unitOf: db.prepare('SELECT unit FROM item_units WHERE item_id = ?'),
    allUnits: db.prepare('SELECT item_id AS itemId, unit FROM item_units ORDER BY item_id'),
    setUnit: db.prepare(
      `INSERT INTO item_units (item_id, unit, set_at, set_by) VALUES (?, ?, ?, ?)
       ON CONFLICT(item_id) DO UPDATE SET unit = excluded.unit, set_at = excluded.set_at, set_by = excluded.set_by`,
    ),
    stepOf: db.prepare('SELECT step_milli FROM unit_precisions WHERE unit = ?'),
    setStep: db.prepare(
      `INSERT INTO unit_precisions (unit, step_milli, set_at) VALUES (?, ?, ?)
       ON CONFLICT(unit) DO UPDATE SET step_milli = excluded.step_milli, set_at = excluded.set_at`,
    ),
    packOf: db.prepare(
      'SELECT units FROM pack_sizes WHERE gtin14 IN (SELECT value FROM json_each(?)) ORDER BY set_at DESC LIMIT 1',
    ),
  };
  const stepMilli = (unit: Unit): number =>
    (st.stepOf.get(unit) as { step_milli: number } | undefined)?.step_milli ?? DEFAULT_STEP_MILLI[unit];
  return {
    stepMilli,
    setStep(unit: Unit, step: number) {
      st.setStep.run(unit, checkStepMilli(step), now());
    },
    /** Every unit's precision, as Settings shows them. */
    precisions: (): UnitPrecisionView[] =>
      UNITS.map((unit) => ({
        unit,
        kind: UNIT_KIND[unit],
        step: fromMilli(stepMilli(unit)),
        defaultStep: fromMilli(DEFAULT_STEP_MILLI[unit]),
      })),
    /** Every item whose unit was set (an item never set is counted in each). */
    all: () =>
      (st.allUnits.all() as { itemId: string; unit: string }[]).filter((r): r is { itemId: string; unit: Unit } =>
        isUnit(r.unit),
      ),
    unit: (itemId: string): Unit => {
      const u = (st.unitOf.get(itemId) as { unit: string } | undefined)?.unit;
      return u && isUnit(u) ? u : 'each';
    },
    setUnit(itemId: string, unit: string, user: string | null = null) {
      st.setUnit.run(itemId, requireUnit(unit), now(), user);
    },
    /** The units of the item's case: the pack size learnt for a case of any of its GTIN-14s. */
    caseUnits(unitGtins: readonly string[]): number | null {
      const candidates = unitGtins.flatMap((g) => (/^0/.test(g) ? caseGtinsOf(g) : [g]));
      if (candidates.length === 0) return null;
      return (st.packOf.get(JSON.stringify(candidates)) as { units: number } | undefined)?.units ?? null;
    },
    /** How the item is counted (its GTIN-14s name its case). */
    itemUnit(itemId: string, unitGtins: readonly string[]): ItemUnit {
      const unit = this.unit(itemId);
      return { unit, stepMilli: stepMilli(unit), caseUnits: this.caseUnits(unitGtins) };
    },
  };
}
export type UnitStore = ReturnType<typeof createUnitStore>;
