// Process: renderer. What the scale's screens read of the scale slice: Settings -> Scale and the status bar item.
import type { AppState } from '../types';

export const selectScaleSettingsSection = (s: AppState) => ({
  settings: s.scaleSettings,
  status: s.scaleStatus,
  busy: s.scaleBusy,
  error: s.scaleError,
  save: s.saveScaleSettings,
  command: s.scaleCommand,
  put: s.putOnSimulatedScale,
  hidScales: s.hidScales,
  loadHidScales: s.loadHidScales,
});

export const selectScaleStatusItem = (s: AppState) => ({
  status: s.scaleStatus,
  unit: s.scaleSettings?.unit ?? 'g',
  watch: s.watchScale,
});
