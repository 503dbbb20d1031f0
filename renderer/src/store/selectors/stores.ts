// Process: renderer. What the store picker reads of the stores slice (features/stores): store references and plain
// values only (see app.ts).
import type { AppState } from '../types';

export const selectStorePicker = (s: AppState) => ({
  stores: s.stores,
  loading: s.storesLoading,
  error: s.storesError,
  current: s.workingStore,
  loadStores: s.loadStores,
  chooseStore: s.chooseStore,
});

/** The working store's id, or null before one is chosen (a single value). */
export const selectWorkingStoreId = (s: AppState) => s.workingStore?.id ?? null;
