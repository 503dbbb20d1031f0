// Process: main (domain, Electron-free).
// What the catalog cache holds for a profile, checked when a launch cannot reach the service: with items cached the app
// opens offline on them; with none it says so on the sign-in screen. Reads only; the catalog service opens the same
// file for real once the offline session starts.
import { existsSync } from 'node:fs';
import type { ConnectionProfile } from '../../contract';
import { catalogAccountOfProfile } from '../catalog/account';
import { catalogDbPath, openCatalogDb, scalar } from '../catalog/db';
import { createSyncStateStore } from '../catalog/sync-state';
import { createLogger } from '../shared/logger';

const log = createLogger('app.offline-cache');

export interface OfflineCacheInfo {
  /** Items in the cache (any store's prices are per item, so this counts what lookups can find). */
  items: number;
  /** When the working store's last items sync completed; null if none ever did (a first sync cut short). */
  syncedAt: string | null;
}

/** Null when no working store is saved or there is no cache file for the profile's service and client. */
export function probeOfflineCache(
  dataDir: string,
  profile: ConnectionProfile,
  workingStoreId: string | null,
): OfflineCacheInfo | null {
  if (!workingStoreId) return null;
  const account = catalogAccountOfProfile(profile);
  const path = catalogDbPath(dataDir, account.baseUrl, account.clientId);
  if (!existsSync(path)) return null;
  try {
    const db = openCatalogDb(path);
    try {
      const items = scalar<number>(db.prepare('SELECT count(*) FROM items')) ?? 0;
      const syncedAt = createSyncStateStore(db).get(workingStoreId, 'items').lastCompletedAt;
      return { items, syncedAt };
    } finally {
      db.close();
    }
  } catch (err) {
    // A damaged cache is no cache: the sign-in screen says so, and the next sync rebuilds it.
    log.warn('catalog cache unreadable', { error: String(err) });
    return null;
  }
}
