// Process: renderer. What Lookup and the item picker read (features/lookup, shared/ItemPicker): one selector per
// component, named after it, so the store's shape is read in one place (the zustand docs' pattern: slices, actions
// in the store, selectors beside them). Components call `useApp(useShallow(selectX))`; a selector returns store
// references or plain values only (a fresh `[]` or `.map()` here would re-render forever: React error #185).
import type { AppState } from '../types';

export const selectCatalogBar = (s: AppState) => ({
  catalog: s.catalog,
  error: s.catalogError,
  connection: s.connection.state,
  sync: s.syncCatalog,
  cancel: s.cancelCatalogSync,
});

export const selectLookupScreen = (s: AppState) => ({
  results: s.lookupResults,
  shown: s.lookupShown,
  busy: s.lookupBusy,
  error: s.lookupError,
  lookup: s.lookup,
});

export const selectResultList = (s: AppState) => ({
  results: s.lookupResults,
  shown: s.lookupShown,
  show: s.showLookupResult,
});

export const selectSearchPanel = (s: AppState) => ({
  hits: s.searchHits,
  busy: s.searchBusy,
  error: s.searchError,
  search: s.search,
});

export const selectItemPicker = (s: AppState) => ({
  hits: s.searchHits,
  busy: s.searchBusy,
  search: s.search,
  clear: s.clearSearch,
});
