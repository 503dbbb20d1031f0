// Process: renderer. What the accuracy history screens read (features/accuracy): one selector per component, store
// references and plain values only (see app.ts).
import type { AppState } from '../types';

export const selectAccuracyScreen = (s: AppState) => ({
  history: s.accuracyHistory,
  category: s.accuracyCategory,
  busy: s.accuracyBusy,
  readBack: s.accuracyReadBack,
  error: s.accuracyError,
  store: s.workingStore,
  open: s.openAccuracyHistory,
  refresh: s.readBackAccuracy,
  setCategory: s.setAccuracyCategory,
  csv: s.accuracyCsv,
});

export const selectAvailabilitySection = (s: AppState) => ({
  availability: s.floorAvailability,
  category: s.availabilityCategory,
  setCategory: s.setAvailabilityCategory,
  csv: s.availabilityCsv,
});

export const selectAccuracyButton = (s: AppState) => ({ open: s.openAccuracyHistory, busy: s.accuracyBusy });

export const selectAccuracyPanel = (s: AppState) => ({
  accuracy: s.sessionAccuracy,
  error: s.sessionAccuracyError,
  session: s.countSession,
  /** The judge of "within tolerance": the panel is worked out again when they are saved. */
  tolerances: s.reviewTolerances,
  load: s.loadSessionAccuracy,
});
