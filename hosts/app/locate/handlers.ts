// Process: main (composition, Electron-free). The locate requests of contract/locate.ts answered by the app's
// locate (app-locate.ts).
import type { HandlersOf } from '../../../contract';
import type { locateRequests } from '../../../contract/locate';
import type { AppLocate } from './app-locate';

export function locateHandlers(locate: AppLocate): HandlersOf<typeof locateRequests> {
  return {
    'locate.start': ({ target, label }) => locate.start(target, label),
    'locate.stop': () => locate.stop(),
    'locate.status': () => locate.status(),
    'locate.simulator.get': () => locate.simulatorView(),
    'locate.simulator.set': ({ distanceM }) => locate.setSimulatedDistance(distanceM),
  };
}
