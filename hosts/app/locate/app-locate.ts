// Process: main (composition, Electron-free). The app's locate: the locate service (domain/locate/service.ts) with
// the demo catalog's company prefix length for the simulator's target, which domain/ may not know (service/).
import { createLocateService, type LocateService, type LocateServiceDeps } from '../../../domain/locate/service';
import { DEMO_GS1_COMPANY_PREFIX_LENGTH } from '../../../service/seed/demo-constants';

export function createAppLocate(deps: Omit<LocateServiceDeps, 'simulatorPrefixLength'>): LocateService {
  return createLocateService({ ...deps, simulatorPrefixLength: DEMO_GS1_COMPANY_PREFIX_LENGTH });
}
export type AppLocate = LocateService;
