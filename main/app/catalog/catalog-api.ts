// Process: main (domain, Electron-free). The catalog's view of the API through the signed-in session: every
// request goes through session.call, so it uses the session's client (and its 2-a-second scheduler) and keeps
// the connection status in the status bar current while a sync runs.
import type { CatalogApi } from '../catalog/ports';
import type { AuthStatus, ConnectionProfile } from '../ipc/contract';
import type { CatalogAccount } from './catalog-service';
import { DEMO_CLIENT_ID, type SessionService } from './session';

export function catalogApiOf(session: SessionService<CatalogApi>): CatalogApi {
  return {
    listStores: () => session.call((c) => c.listStores()),
    listStoreItemsPageRaw: (storeId, q) => session.call((c) => c.listStoreItemsPageRaw(storeId, q)),
    postInventory: (req) => session.call((c) => c.postInventory(req)),
    listVendors: () => session.call((c) => c.listVendors()),
    listDimensions: () => session.call((c) => c.listDimensions()),
  };
}

/** The cache key of a connection profile's account. The demo's port changes every launch, so it gets a fixed name. */
export function catalogAccountOfProfile(c: ConnectionProfile, demoClientId = DEMO_CLIENT_ID): CatalogAccount {
  return c.kind === 'demo'
    ? { baseUrl: 'demo:built-in', clientId: demoClientId }
    : { baseUrl: c.baseUrl, clientId: c.clientId };
}

/** The cache key of the signed-in account, or null when signed out. */
export function catalogAccountOf(status: AuthStatus, demoClientId = DEMO_CLIENT_ID): CatalogAccount | null {
  if (status.state !== 'signedIn' || !status.connection) return null;
  return catalogAccountOfProfile(status.connection, demoClientId);
}
