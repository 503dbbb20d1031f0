// Process: renderer. The stores slice's public shape: the service's stores and the working store, and choosing it.
// Part of AppState (types.ts); its creator is stores-slice.ts.

import type { WorkingStore } from '../../../contract';
import type { AppError } from '../../../contract/result';
import type { Store } from '../../../domain/api/wire/stores';

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
