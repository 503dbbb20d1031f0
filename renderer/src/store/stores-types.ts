// Process: renderer. The stores slice's public shape: the service's stores and the working store, and choosing it.
// Part of AppState (types.ts); its creator is stores-slice.ts.
import type { Store } from '../../../main/api/wire/stores';
import type { WorkingStore } from '../../../main/contract';
import type { AppError } from '../../../main/shared/result';

export interface StoresSlice {
  stores: Store[];
  storesLoading: boolean;
  storesError: AppError | null;
  workingStore: WorkingStore | null;
  /** True while the user is (re)choosing the working store. */
  choosingStore: boolean;
  loadStores(): Promise<void>;
  chooseStore(storeId: string): Promise<boolean>;
  changeStore(): void;
}
