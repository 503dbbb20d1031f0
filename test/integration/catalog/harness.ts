// Process: node (tests). Catalog sync tests against the real local service: a signed-in API client
// (domain/auth/connect.ts) whose fetch is the real one behind the tests' tap (test/helpers/fetch-tap.ts: records
// every request, cuts the network on demand), plus independent reads of the service's own SQLite file.
import Database from 'libsql';
import { type Catalog, openCatalog } from '../../../domain/catalog/catalog';
import type { CatalogDb } from '../../../domain/catalog/db';
import { decodeInput } from '../../../domain/codes';
import { DEMO_CLIENT_ID } from '../../../service/seed/demo-constants';
import { type FetchTap, type TappedCall, tapFetch } from '../../helpers/fetch-tap';
import { connectAsDemo, type TestService } from '../../helpers/local-service';

/** The catalog tests' view of the tap: API requests only (sign-in calls left out), item pages picked out. */
export interface Tap extends Omit<FetchTap, 'calls' | 'count'> {
  requests: TappedCall[];
  itemPageRequests(): TappedCall[];
}

export function createTap(): Tap {
  const tap = tapFetch({ skip: (path) => path.startsWith('/auth') });
  return {
    ...tap,
    requests: tap.calls,
    itemPageRequests: () => tap.calls.filter((r) => /^\/stores\/[^/]+\/items$/.test(r.path)),
  };
}

export async function signedInApi(service: TestService, tap: Tap) {
  const { api } = await connectAsDemo(service, {
    fetch: tap.fetch,
    // The test service has no rate limit; the client's own pacing is exercised by the benchmark.
    maxPerSecond: 1000,
    retry: { maxRetries: 0, backoffBaseMs: 1, backoffMaxMs: 1 },
  });
  return api;
}

export function openTestCatalog(dataDir: string, service: TestService): Catalog {
  return openCatalog({ dataDir, baseUrl: service.baseUrl, clientId: DEMO_CLIENT_ID, decode: (t) => decodeInput(t) });
}

/** Read-only view of the service's own database, to check the cache against the source of truth. */
export function serviceDb(service: TestService): CatalogDb {
  return new Database(service.dataPath, { readonly: true });
}

/** Everything the cache holds about items, with run bookkeeping stripped, for comparing two caches. */
export function cacheSnapshot(catalog: Catalog) {
  const q = (sql: string) => catalog.db.prepare(sql).raw(true).all();
  return {
    items: q('SELECT id, sku, active, matrix_id, last_updated, raw FROM items ORDER BY id'),
    stores: q('SELECT item_id, store_id, retail_price1 FROM item_stores ORDER BY item_id, store_id'),
    gtins: q('SELECT gtin14, item_id, is_current FROM item_gtins ORDER BY gtin14'),
    upcs: q('SELECT item_id, upc, position, gtin14 FROM item_upcs ORDER BY item_id, upc'),
    levels: q('SELECT id, code, description FROM levels ORDER BY id'),
    onHand: q('SELECT item_id, store_id, qty, row_updated FROM on_hand ORDER BY item_id, store_id'),
  };
}
