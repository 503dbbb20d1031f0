// Process: main (composition, Electron-free). The store requests of contract/stores.ts: list the signed-in
// service's stores and choose the working store (saved in settings; the catalog opens for it).
import type { HandlersOf } from '../../../contract';
import type { storeRequests } from '../../../contract/stores';
import type { CatalogService } from '../../../domain/catalog/service-types';
import type { SessionService, StoresClient } from '../../../domain/session/types';
import type { SettingsStore } from '../../../domain/settings/settings-store';
import { UserError } from '../../../domain/shared/errors';

export function storeHandlers(
  session: SessionService<StoresClient>,
  settings: SettingsStore,
  catalog: Pick<CatalogService, 'activate'>,
): HandlersOf<typeof storeRequests> {
  // The last list shown to the user: choosing from it costs no request (the service allows 2 a second).
  let lastStores: Awaited<ReturnType<StoresClient['listStores']>> = [];
  return {
    'stores.list': async () => {
      lastStores = await session.call((client) => client.listStores());
      return lastStores;
    },
    'stores.choose': async ({ storeId }) => {
      let store = lastStores.find((s) => s.id.toLowerCase() === storeId.toLowerCase());
      if (!store) {
        lastStores = await session.call((client) => client.listStores());
        store = lastStores.find((s) => s.id.toLowerCase() === storeId.toLowerCase());
      }
      if (!store) throw new UserError('not_found', 'That store no longer exists. Refresh the list and choose again.');
      const workingStore = { id: store.id, code: store.code, description: store.description };
      await settings.update({ workingStore });
      catalog.activate();
      return workingStore;
    },
  };
}
