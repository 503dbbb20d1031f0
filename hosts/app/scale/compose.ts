// Process: main (composition, Electron-free). The app's scale wired: the domain's scale service
// (domain/scale/service.ts) on the app's settings and hardware, its status pushed through the event hub, the
// simulator allowed against the demo service only (as the reader's).
import { createScaleService, type ScaleService } from '../../../domain/scale/service';
import type { ScaleHardware } from '../../../domain/scale/sources/from-settings';
import type { SettingsStore } from '../../../domain/settings/settings-store';
import type { EventHub } from '../../ipc/events';

export interface AppScaleDeps {
  settings: SettingsStore;
  events: EventHub;
  hardware?: ScaleHardware;
}

export function composeScale(deps: AppScaleDeps): ScaleService {
  const { settings, events } = deps;
  return createScaleService({
    settings,
    onStatus: (status) => events.emit('scale.status', status),
    isDemo: () => (settings.get().connection?.kind ?? 'demo') === 'demo',
    ...(deps.hardware ? { hardware: deps.hardware } : {}),
  });
}
