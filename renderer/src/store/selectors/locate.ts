// Process: renderer. What the Locate screen and its actions read (features/locate): one selector per component,
// named after it. A selector returns store references or plain values only.
import type { AppState } from '../types';

export const selectLocateScreen = (s: AppState) => ({
  target: s.locateTarget,
  label: s.locateLabel,
  status: s.locateStatus,
  muted: s.locateMuted,
  busy: s.locateBusy,
  error: s.locateError,
  start: s.startLocate,
  stop: s.stopLocate,
  setMuted: s.setLocateMuted,
  open: s.openLocate,
  loadSimulator: s.loadLocateSimulator,
  readerConnected: s.readerStatus?.state === 'connected',
});

export const selectLocateMeter = (s: AppState) => ({
  reading: s.locateReading,
  active: s.locateStatus?.active ?? false,
  item: s.locateTarget?.kind === 'item',
  muted: s.locateMuted,
});

export const selectLocateSimulator = (s: AppState) => ({
  simulator: s.locateSimulator,
  setDistance: s.setLocateDistance,
  move: s.moveLocateTarget,
});

export const selectLocateButton = (s: AppState) => ({ open: s.openLocate, locateItem: s.locateItem });
