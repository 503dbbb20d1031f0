// Process: main (composition, Electron-free). The app's locate: the locate service (domain/locate/service.ts) with
// the demo simulator's target (sim-target.ts), which knows the demo catalog's encoding as domain/ may not.
import { createLocateService, type LocateService, type LocateServiceDeps } from '../../../domain/locate/service';
import { simulatedTargetEpc } from './sim-target';

export function createAppLocate(deps: Omit<LocateServiceDeps, 'simulatedTarget'>): LocateService {
  return createLocateService({ ...deps, simulatedTarget: simulatedTargetEpc });
}
export type AppLocate = LocateService;
