// Process: renderer. The one zustand store, built from typed slices; actions call the injected API, so tests
// pass an in-memory fake of the contract. React reads it through useApp (selectors) from context.ts.
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StocktakeApi } from '../../../contract';
import { createAccuracySlice } from './accuracy-slice';
import { createAppSlice } from './app-slice';
import { createCatalogSlice } from './catalog-slice';
import { createCountsSlice } from './counts-slice';
import { createEncodeSlice } from './encode-slice';
import { createLocateSlice } from './locate-slice';
import { createPlansSlice } from './plans-slice';
import { createReaderSlice } from './reader-slice';
import { createReaderTuningSlice } from './reader-tuning-slice';
import { createReceivingSlice } from './receiving-slice';
import { createReplenishSlice } from './replenish-slice';
import { createScaleSlice } from './scale-slice';
import { createSessionSlice } from './session-slice';
import { createSettingsSlice } from './settings-slice';
import { createStoresSlice } from './stores-slice';
import { createTagsSlice } from './tags-slice';
import { createTransfersSlice } from './transfers-slice';
import type { AppState } from './types';
import { createUnitsSlice } from './units-slice';

export type AppStore = StoreApi<AppState>;

export function createAppStore(api: StocktakeApi): AppStore {
  return createStore<AppState>()((...a) => ({
    ...createSessionSlice(api)(...a),
    ...createStoresSlice(api)(...a),
    ...createAppSlice(api)(...a),
    ...createCatalogSlice(api)(...a),
    ...createReaderSlice(api)(...a),
    // The counts slice spreads in the review slice: both stand on one context of the open count.
    ...createCountsSlice(api)(...a),
    ...createReceivingSlice(api)(...a),
    ...createSettingsSlice(api)(...a),
    ...createEncodeSlice(api)(...a),
    ...createLocateSlice(api)(...a),
    ...createTagsSlice(api)(...a),
    ...createReaderTuningSlice(api)(...a),
    ...createScaleSlice(api)(...a),
    ...createAccuracySlice(api)(...a),
    ...createPlansSlice(api)(...a),
    ...createTransfersSlice(api)(...a),
    ...createReplenishSlice(api)(...a),
    ...createUnitsSlice(api)(...a),
  }));
}

export type { AppState, Area } from './types';
