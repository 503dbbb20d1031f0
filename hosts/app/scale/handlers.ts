// Process: main (composition, Electron-free). The scale requests of contract/scale.ts answered by the app's scale
// (domain/scale/service.ts, wired by compose.ts): settings, status, tare/zero/weigh, the simulated pan; and the USB
// HID scales present (domain/scale/hid-discovery.ts).
import type { HandlersOf } from '../../../contract';
import type { scaleRequests } from '../../../contract/scale';
import { discoverHidScales } from '../../../domain/scale/hid-discovery';
import type { ScaleService } from '../../../domain/scale/service';

export function scaleHandlers(scale: ScaleService): HandlersOf<typeof scaleRequests> {
  return {
    'scale.getSettings': () => scale.settings(),
    'scale.setSettings': (patch) => scale.updateSettings(patch),
    'scale.status': () => scale.status(),
    'scale.command': ({ command }) => scale.command(command),
    'scale.simulatorPut': ({ grams }) => scale.simulatorPut(grams),
    'scale.hidScales': () => discoverHidScales(),
  };
}
