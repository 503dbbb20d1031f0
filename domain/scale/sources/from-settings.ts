// Process: main (domain, Electron-free). From saved scale settings to a source: serial with the chosen format, HID,
// or the in-app simulator; null when no scale is set up (source 'none', or no port chosen).
import type { ScaleSettings } from '../../../contract/scale-settings';
import type { HidModule } from '../../reader/sources/hid-source';
import { createHidScaleSource } from './hid-source';
import { createSerialScaleSource, type SerialBinding } from './serial-source';
import { createScaleSimulatorSource } from './simulator-source';
import type { ScaleSource } from './source';

/** The app's hardware access, injectable so tests run on the mock binding and a fake node-hid. */
export interface ScaleHardware {
  binding?: SerialBinding;
  loadHid?: () => Promise<HidModule>;
}

export function scaleSourceFromSettings(s: ScaleSettings, hw: ScaleHardware = {}): (() => ScaleSource) | null {
  switch (s.source) {
    case 'none':
      return null;
    case 'simulator':
      // The simulator prints in the unit chosen for display, so the demo shows the conversion at work.
      return () => createScaleSimulatorSource({ format: s.protocol, unit: s.unit });
    case 'serial': {
      const path = s.port;
      if (!path) return null;
      return () =>
        createSerialScaleSource({
          path,
          format: s.protocol,
          ...(s.baudRate === null ? {} : { baudRate: s.baudRate }),
          ...(hw.binding ? { binding: hw.binding } : {}),
        });
    }
    case 'hid': {
      const path = s.port;
      if (!path) return null;
      return () => createHidScaleSource({ path, ...(hw.loadHid ? { load: hw.loadHid } : {}) });
    }
  }
}
