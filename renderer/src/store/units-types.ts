// Process: renderer. The units slice's shape: each unit's precision (Settings → Units) and the unit of the items
// being counted (the hand-count panel's and the count line's unit choice), kept by main in the journal.
import type { ItemUnitName, ItemUnitView, UnitPrecisionView } from '../../../contract';
import type { AppError } from '../../../contract/result';

export interface UnitsSlice {
  unitPrecisions: UnitPrecisionView[] | null;
  /** The units of items asked for, by item id (the screens show the current item's). */
  itemUnits: Record<string, ItemUnitView>;
  unitsError: AppError | null;
  loadUnitPrecisions(): Promise<void>;
  /** Sets one unit's step (a decimal, 0.05); false when main refused it (the reason in unitsError). */
  setUnitPrecision(unit: ItemUnitName, step: number): Promise<boolean>;
  loadItemUnit(itemId: string): Promise<void>;
  /** Sets the unit the item is counted in; the open hand count's shelf shows it at once. */
  setItemUnit(itemId: string, unit: ItemUnitName): Promise<boolean>;
}
