// Process: main (composition, Electron-free). The plans requests of contract/plans.ts answered by the plan service
// of the signed-in account (app-plans.ts), one function per request name, typed by the contract's request map.
import type { HandlersOf } from '../../../contract';
import type { planRequests } from '../../../contract/plans';
import type { AppPlans } from './app-plans';

export function planHandlers(plans: AppPlans): HandlersOf<typeof planRequests> {
  const s = () => plans.service();
  return {
    'plans.list': ({ storeId }) => s().list(storeId),
    'plans.add': (input) => s().add(input),
    'plans.edit': (input) => s().edit(input),
    'plans.delete': ({ planId }) => s().remove(planId),
    'plans.abc.proposal': ({ storeId, weeks }) => s().proposal(storeId, weeks),
    'plans.abc.settings.get': ({ storeId }) => s().abcSettings(storeId),
    'plans.abc.settings.set': ({ storeId, settings }) => s().setAbcSettings(storeId, settings),
    'plans.abc.accept': ({ storeId, firstDue }) => s().accept(storeId, firstDue),
    'plans.start': ({ planId }) => s().start(planId),
  };
}
