// Process: renderer. What the accuracy history screens read (features/history): one selector per component, store
// references and plain values only (see app.ts).
import type { AppState } from '../types';

export const selectHistoryScreen = (s: AppState) => ({
  history: s.accuracyHistory,
  category: s.historyCategory,
  busy: s.historyBusy,
  readBack: s.historyReadBack,
  error: s.historyError,
  store: s.workingStore,
  open: s.openHistory,
  refresh: s.readBackHistory,
  setCategory: s.setHistoryCategory,
  csv: s.historyCsv,
});

export const selectHistoryButton = (s: AppState) => ({ open: s.openHistory, busy: s.historyBusy });

export const selectAccuracyPanel = (s: AppState) => ({
  accuracy: s.sessionAccuracy,
  error: s.sessionAccuracyError,
  session: s.countSession,
  load: s.loadSessionAccuracy,
});
