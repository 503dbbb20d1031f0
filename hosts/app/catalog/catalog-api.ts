// Process: main (composition, Electron-free). The catalog's view of the API through the signed-in session: every
// request goes through session.call, so it uses the session's client (and its 2-a-second scheduler) and keeps
// the connection status in the status bar current while a sync runs.
import type { CatalogApi } from '../../../domain/catalog/ports';
import type { SessionService } from '../../../domain/session/types';

export function catalogApiOf(session: SessionService<CatalogApi>): CatalogApi {
  return {
    listStores: () => session.call((c) => c.listStores()),
    listStoreItemsPageRaw: (storeId, q) => session.call((c) => c.listStoreItemsPageRaw(storeId, q)),
    postInventory: (req) => session.call((c) => c.postInventory(req)),
    listVendors: () => session.call((c) => c.listVendors()),
    listDimensions: () => session.call((c) => c.listDimensions()),
  };
}
