// Process: renderer. What the units' screens read of the units slice: the item unit choice (hand-count panel, count
// line pad) and Settings → Units.
import type { AppState } from '../types';

export const selectItemUnitChoice = (s: AppState) => ({
  itemUnits: s.itemUnits,
  load: s.loadItemUnit,
  set: s.setItemUnit,
  error: s.unitsError,
});

export const selectUnitPrecisionsSection = (s: AppState) => ({
  precisions: s.unitPrecisions,
  load: s.loadUnitPrecisions,
  set: s.setUnitPrecision,
  error: s.unitsError,
});
