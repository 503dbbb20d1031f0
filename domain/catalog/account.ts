// Process: main (domain, Electron-free). Which catalog cache file an account uses: one per service and
// client. The demo's port changes every launch, so it gets a fixed name.
import type { AuthStatus, ConnectionProfile } from '../../contract';
import { DEMO_CLIENT_ID } from '../shared/demo-account';

/** Which cache file: one per service and client. */
export interface CatalogAccount {
  baseUrl: string;
  clientId: string;
}

/** The cache key of a connection profile's account. */
export function catalogAccountOfProfile(c: ConnectionProfile): CatalogAccount {
  return c.kind === 'demo'
    ? { baseUrl: 'demo:built-in', clientId: DEMO_CLIENT_ID }
    : { baseUrl: c.baseUrl, clientId: c.clientId };
}

/** The cache key of the signed-in account, or null when signed out. */
export function catalogAccountOf(status: AuthStatus): CatalogAccount | null {
  if (status.state !== 'signedIn' || !status.connection) return null;
  return catalogAccountOfProfile(status.connection);
}
