// Process: renderer. What the counting screens read (features/counts): one selector per component, named after it,
// so the store's shape is read in one place (the zustand docs' pattern: slices, actions in the store, selectors
// beside them). Components call `useApp(useShallow(selectX))`; a selector returns store references or plain values
// only (a fresh `[]` or `.map()` here would re-render forever: React error #185).
import type { AppState } from '../types';

export const selectAreaBar = (s: AppState) => ({
  session: s.countSession,
  switchArea: s.switchCountArea,
  addArea: s.addCountArea,
  recount: s.recountArea,
});

export const selectCountHeader = (s: AppState) => ({
  session: s.countSession,
  show: s.showCountsScreen,
  close: s.closeCountSession,
});

/** Lines counted outside the scope: the running figure (countTotals) while counting, else the session's. */
export const selectOutsideScopeLines = (s: AppState): number =>
  s.countTotals?.outsideScope ?? s.countSession?.totals.outsideScope ?? 0;

export const selectCountMessages = (s: AppState) => ({ error: s.countError, notice: s.countNotice });

export const selectCountingScreen = (s: AppState) => ({
  sessionId: s.countSession?.id,
  readOnly: s.countSession?.readOnly ?? true,
  areas: s.countSession?.areas,
  activeArea: s.countSession?.activeArea,
  scan: s.countScan,
  scanList: s.countScanList,
  switchArea: s.switchCountArea,
  undo: s.undoCount,
});

export const selectCountsArea = (s: AppState) => ({
  screen: s.countsScreen,
  watchCounts: s.watchCounts,
  loadCountSessions: s.loadCountSessions,
  storeId: s.workingStore?.id ?? null,
});

export const selectExportActions = (s: AppState) => ({
  exportCount: s.exportCount,
  loadSheet: s.loadCountSheet,
  savePdf: s.saveCountPdf,
  session: s.countSession,
});

export const selectLineFilters = (s: AppState) => ({
  filter: s.countLinesFilter,
  setFilter: s.setCountLinesFilter,
  areas: s.countSession?.areas,
  categories: s.countCategories,
  loadCategories: s.loadCountCategories,
});

export const selectLinesPanel = (s: AppState) => ({
  total: s.countLinesTotal,
  pages: s.countLinePages,
  revision: s.countLinesRevision,
  load: s.loadCountLinePages,
  blind: s.countSession?.blind ?? true,
  readOnly: s.countSession?.readOnly ?? true,
  filter: s.countLinesFilter,
  setLineText: s.setCountLineText,
  adjust: s.adjustCountLine,
});

export const selectLockBanner = (s: AppState) => ({
  session: s.countSession,
  exportUnsent: s.exportCountUnsent,
  moveUnsent: s.moveCountUnsent,
  open: s.openCountSession,
});

export const selectPrintSheet = (s: AppState) => ({
  sheet: s.countSheet,
  session: s.countSession,
  store: s.workingStore,
});

export const selectReaderBadge = (s: AppState) => ({
  status: s.readerStatus,
  lastReadAt: s.countLastReadAt,
  readerTotals: s.countTotals?.readers,
});

export const selectRefusedPanel = (s: AppState) => ({
  refused: s.countRefused,
  remove: s.removeCountLine,
  readOnly: s.countSession?.readOnly ?? true,
});

export const selectSessionRow = (s: AppState) => ({
  open: s.openCountSession,
  rename: s.renameCountSession,
  process: s.processDemoCount,
  // The demo's back office is offered against the built-in demo service only (a real one has its own).
  demo: s.auth?.connection?.kind === 'demo',
  busy: s.countBusy,
});

export const selectSessionsScreen = (s: AppState) => ({
  sessions: s.countSessions,
  status: s.countSessionsStatus,
  load: s.loadCountSessions,
  busy: s.countBusy,
  error: s.countError,
  store: s.workingStore,
  open: s.openCountSession,
});

export const selectUnknownsPanel = (s: AppState) => ({
  unknowns: s.countUnknowns,
  ignore: s.ignoreCountUnknown,
  readOnly: s.countSession?.readOnly ?? true,
});
