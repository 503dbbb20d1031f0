// Process: renderer. What the shell, the status bar and Settings read (shell, features/settings): one selector per
// component, named after it, so the store's shape is read in one place (the zustand docs' pattern: slices, actions
// in the store, selectors beside them). Components call `useApp(useShallow(selectX))`; a selector returns store
// references or plain values only (a fresh `[]` or `.map()` here would re-render forever: React error #185).
import type { AppState } from '../types';

export const selectSettingsPanel = (s: AppState) => ({ auth: s.auth, info: s.info, store: s.workingStore });

export const selectShell = (s: AppState) => ({
  area: s.area,
  setArea: s.setArea,
  choosing: s.choosingStore,
  store: s.workingStore,
  busy: s.authBusy,
  signOut: s.signOut,
  changeStore: s.changeStore,
});

export const selectStatusBar = (s: AppState) => ({
  rateLimitedUntil: s.rateLimitedUntil,
  auth: s.auth,
  store: s.workingStore,
  connection: s.connection,
  catalog: s.catalog,
  watchCatalog: s.watchCatalog,
});
