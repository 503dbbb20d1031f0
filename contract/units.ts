// Process: shared by main and renderer (types only outside main). Food-and-beverage units over IPC: the unit an item
// is counted in (each, bottle, kg, l: set on the hand-count panel or the count line's pad) and each unit's precision
// (Settings → Units). Kept in this PC's journal (domain/units/unit-store.ts), shared by every session. A precision
// crosses as the decimal step (0.05 bottle, 0.001 kg); main refuses one that does not divide a unit evenly.
import { z } from 'zod';
import { Guid, NoArgs, request } from './request';

/** The units an item can be counted in (domain/units/units.ts gives each its kind and default step). */
export const ITEM_UNITS = ['each', 'bottle', 'kg', 'l'] as const;
export type ItemUnitName = (typeof ITEM_UNITS)[number];

/** How an item is counted: its unit, that unit's step (a decimal), and its case size when one is learnt. */
export interface ItemUnitView {
  itemId: string;
  unit: ItemUnitName;
  step: number;
  /** Units in one of its cases (the pack size learnt for a case GTIN-14); null: no case known. */
  caseUnits: number | null;
}

/** One unit's precision: the step a count of it moves by, and the default it had before anyone set it. */
export interface UnitPrecisionView {
  unit: ItemUnitName;
  kind: 'each' | 'weight' | 'volume';
  step: number;
  defaultStep: number;
}

export const ItemUnitSetArgs = z.object({ itemId: Guid, unit: z.enum(ITEM_UNITS) }).strict();
/** A step of at most one unit and at least a thousandth (main checks it divides one unit evenly). */
export const UnitPrecisionSetArgs = z
  .object({ unit: z.enum(ITEM_UNITS), step: z.number().finite().min(0.001).max(1) })
  .strict();

export const unitRequests = {
  'units.item': request<ItemUnitView>()(z.object({ itemId: Guid }).strict()),
  /** Sets the unit the item is counted in, for every session of this PC from now on. */
  'units.item.set': request<ItemUnitView>()(ItemUnitSetArgs),
  'units.precisions': request<UnitPrecisionView[]>()(NoArgs),
  /** Sets one unit's precision; the answer is every unit's. */
  'units.precisions.set': request<UnitPrecisionView[]>()(UnitPrecisionSetArgs),
} as const;
