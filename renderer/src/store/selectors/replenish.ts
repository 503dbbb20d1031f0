// Process: renderer. What the Replenish screen reads (features/replenish): one selector per component, named after
// it; each returns store references or plain values only (see selectors/receiving.ts on why).
import type { AppState } from '../types';

export const selectReplenishScreen = (s: AppState) => ({
  storeId: s.workingStore?.id ?? null,
  storeName: s.workingStore ? `${s.workingStore.code} · ${s.workingStore.description}` : '',
  view: s.replenishView,
  busy: s.replenishBusy,
  error: s.replenishError,
  notice: s.replenishNotice,
  floorSession: s.replenishFloorSession,
  watch: s.watchReplenish,
  load: s.loadReplenish,
  chooseFloorScan: s.chooseFloorScan,
  csv: s.replenishCsv,
});

export const selectPickPanel = (s: AppState) => ({
  view: s.replenishView,
  picking: s.replenishPicking,
  feed: s.replenishFeed,
  busy: s.replenishBusy,
  setPicking: s.setPicking,
  scan: s.pickScan,
  scanList: s.pickScanList,
  putAway: s.putAway,
});

export const selectReplenishLines = (s: AppState) => ({ miss: s.missLine });

export const selectAreaRoles = (s: AppState) => ({ areas: s.replenishView?.areas ?? null, setRole: s.setAreaRole });

export const selectMinimumsPanel = (s: AppState) => ({
  rows: s.replenishMinimums,
  load: s.loadMinimums,
  set: s.setMinimum,
  importCsv: s.importMinimums,
  exportCsv: s.minimumsCsv,
});
