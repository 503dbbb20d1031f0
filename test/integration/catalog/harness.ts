// Process: node (tests). Catalog sync tests against the real local service: a signed-in API client whose
// fetch is the real one behind a tap that records every request and can cut the network on demand (the only
// fake part: a lost connection), plus independent reads of the service's own SQLite file to compare with.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { createApiClient } from '../../../main/api/client';
import { createRequestScheduler } from '../../../main/api/scheduler';
import { createMemoryRefreshTokenStore } from '../../../main/auth/refresh-token-store';
import { createTokenManager } from '../../../main/auth/token-manager';
import { type Catalog, openCatalog } from '../../../main/catalog/catalog';
import type { CatalogDb } from '../../../main/catalog/db';
import { decodeInput } from '../../../main/codes';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import type { TestService } from '../../helpers/local-service';

export interface TappedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface Tap {
  fetch: typeof fetch;
  requests: TappedRequest[];
  /** Every request from now on fails like a dropped connection, until `restore()`. */
  cut(): void;
  restore(): void;
  /** Cuts the network right after the n-th successful response whose path matches. */
  cutAfter(n: number, pathPattern: RegExp): void;
  itemPageRequests(): TappedRequest[];
  clear(): void;
}

export function createTap(): Tap {
  const requests: TappedRequest[] = [];
  let down = false;
  let trigger: { left: number; pattern: RegExp } | null = null;
  const tapped: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (down) throw new TypeError('fetch failed (network cut by the test)');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const path = url.pathname.replace(/^\/api\/v3/, '');
    const res = await fetch(input, init);
    if (!url.pathname.startsWith('/auth'))
      requests.push({ method: init?.method ?? 'GET', path, query: url.searchParams, body });
    if (trigger?.pattern.test(path) && --trigger.left === 0) {
      trigger = null;
      down = true;
    }
    return res;
  };
  return {
    fetch: tapped,
    requests,
    cut: () => {
      down = true;
    },
    restore: () => {
      down = false;
    },
    cutAfter(n, pattern) {
      trigger = { left: n, pattern };
    },
    itemPageRequests: () => requests.filter((r) => /^\/stores\/[^/]+\/items$/.test(r.path)),
    clear: () => {
      requests.length = 0;
    },
  };
}

export async function signedInApi(service: TestService, tap: Tap) {
  const tokens = createTokenManager({
    authUrl: service.authUrl,
    clientId: DEMO_CLIENT_ID,
    store: createMemoryRefreshTokenStore(),
  });
  await tokens.signIn({ userName: DEMO_USER, password: DEMO_PASSWORD });
  return createApiClient({
    baseUrl: service.baseUrl,
    tokens,
    // The test service has no rate limit; the client's own pacing is exercised by the benchmark.
    scheduler: createRequestScheduler({ maxPerSecond: 1000 }),
    fetch: tap.fetch,
    retry: { maxRetries: 0, backoffBaseMs: 1, backoffMaxMs: 1 },
  });
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
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
