// Process: renderer. The store list and the working store (remembered by main across launches).
import type { StateCreator } from 'zustand';
import type { StocktakeApi } from '../../../contract';
import type { AppState, StoresSlice } from './types';

export const createStoresSlice =
  (api: StocktakeApi): StateCreator<AppState, [], [], StoresSlice> =>
  (set) => ({
    stores: [],
    storesLoading: false,
    storesError: null,
    workingStore: null,
    choosingStore: false,

    async loadStores() {
      set({ storesLoading: true, storesError: null });
      const result = await api.invoke('stores.list', {});
      if (result.ok) set({ stores: result.value, storesLoading: false });
      else set({ storesError: result.error, storesLoading: false });
    },

    async chooseStore(storeId) {
      set({ storesError: null });
      const result = await api.invoke('stores.choose', { storeId });
      if (!result.ok) {
        set({ storesError: result.error });
        return false;
      }
      set({ workingStore: result.value, choosingStore: false });
      return true;
    },

    changeStore() {
      set({ choosingStore: true });
    },
  });
