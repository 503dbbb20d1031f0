// Process: test (node). Offline launch against the real local service over HTTP with real files: sign in to a
// "real" profile (the local service on a fixed loopback port), sync a small catalog, quit; stop the service and
// launch again from the same data folder: signed in offline on the cache, the refresh token kept, a known EPC
// looked up; start the service again on the same port: the app reconnects on its own (backoff), rotates the
// token and syncs again. Then the same launch with no cache: the sign-in screen says so. safeStorage is the fake.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthStatus } from '../../../contract';
import type { CatalogStatusView } from '../../../contract/catalog';
import { encodeSgtin96 } from '../../../domain/codes';
import { NO_CACHE_MESSAGE } from '../../../domain/session/core';
import { setLogSink } from '../../../domain/shared/logger';
import { type AppServices, createAppServices, REFRESH_TOKEN_FILE } from '../../../hosts/app/services';
import { type RunningService, startService } from '../../../service/index';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../../service/seed/demo-constants';
import { fakeSafeStorage, ok } from '../../helpers/app-services';

const ITEMS = 600; // two pages
const ITEM = catalogItemAt(77, ITEMS);
const EPC = encodeSgtin96({ gtin14: ITEM.epcGTIN[0]!, serial: 31, companyPrefixLength: 7 });

describe('offline launch (real local service, real files)', () => {
  let dir: string;
  let service: RunningService | null = null;
  let port = 0;
  let restoreSink: () => void;
  const open: AppServices[] = [];

  const startLocalService = async () => {
    service = await startService({ port, dataPath: join(dir, 'service.db'), items: ITEMS, rateLimit: 0 });
    port = service.port;
    return service;
  };
  const stopLocalService = async () => {
    await service?.close();
    service = null;
  };
  const launch = async (dataDir: string) => {
    const services = await createAppServices({
      dataDir,
      appInfo: { mode: 'electron', version: 'test' },
      encryptor: fakeSafeStorage,
      maxRequestsPerSecond: 200,
    });
    open.push(services);
    return services;
  };
  const quit = async (services: AppServices) => {
    await services.close();
    open.splice(open.indexOf(services), 1);
  };
  const catalogStatus = (s: AppServices): Promise<CatalogStatusView> => ok(s, 'catalog.status', {});
  const tokenOnDisk = (dataDir: string) => readFile(join(dataDir, REFRESH_TOKEN_FILE), 'utf8');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stocktake-offline-'));
    restoreSink = setLogSink(() => undefined);
    await startLocalService();
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    await stopLocalService();
    restoreSink();
    await rm(dir, { recursive: true, force: true });
  });

  const signInAndSync = async (dataDir: string) => {
    const first = await launch(dataDir);
    const connection = { kind: 'real', authUrl: service!.authUrl, baseUrl: service!.baseUrl, clientId: DEMO_CLIENT_ID };
    await ok(first, 'auth.signIn', { connection, userName: DEMO_USER, password: DEMO_PASSWORD });
    await ok(first, 'stores.choose', { storeId: STORES[0]!.id });
    await expect
      .poll(async () => (await catalogStatus(first)).lastSyncedAt, { timeout: 30_000, interval: 100 })
      .not.toBeNull();
    await expect.poll(async () => (await catalogStatus(first)).state, { timeout: 30_000 }).toBe('ready');
    return first;
  };

  // Waits out the app's own backoff (10 or 30 s) on top of a sync and two launches.
  it('opens offline on the cache, keeps the token, looks up from it, and reconnects when the service is back', {
    timeout: 90_000,
  }, async () => {
    const dataDir = join(dir, 'app');
    const first = await signInAndSync(dataDir);
    const syncedAt = (await catalogStatus(first)).lastSyncedAt!;
    await quit(first);
    const tokenBefore = await tokenOnDisk(dataDir);

    // 6 a.m., the Wi-Fi is down: nothing listens on the service's port.
    await stopLocalService();
    const app = await launch(dataDir);
    const auth: AuthStatus[] = [];
    app.events.subscribe((event, payload) => {
      if (event === 'auth.changed') auth.push(payload as AuthStatus);
    });
    const launched = await ok(app, 'auth.resume', {});
    expect(launched).toMatchObject({
      state: 'signedIn',
      userName: DEMO_USER,
      offline: { cachedItems: ITEMS, cachedAt: syncedAt, attempts: 1 },
    });
    expect(launched.reason).toBeUndefined();
    expect(await tokenOnDisk(dataDir)).toBe(tokenBefore); // neither spent nor wiped
    expect((await ok(app, 'connection.status', {})).state).toBe('offline');

    // The catalog opens from the cache for the saved store; its sync says offline, lookups and search work.
    await expect.poll(async () => (await catalogStatus(app)).state, { timeout: 10_000 }).toBe('offline');
    expect(await catalogStatus(app)).toMatchObject({ items: ITEMS, storeId: STORES[0]!.id, lastSyncedAt: syncedAt });
    const found = await ok(app, 'lookup.lookup', { text: EPC });
    expect(found).toMatchObject({ status: 'item', item: { sku: ITEM.sku } });
    expect((await ok(app, 'lookup.search', { query: ITEM.sku }))[0]).toMatchObject({ sku: ITEM.sku });
    // Retry while still down: one more attempt, still offline, token still unspent. On a busy machine the first
    // automatic attempt (5 s after launch) may have run already: Retry adds one to what there was.
    const attempted = (await ok(app, 'auth.status', {})).offline!.attempts;
    const retried = await ok(app, 'auth.resume', {});
    expect(retried.offline?.attempts).toBe(attempted + 1);
    expect(await tokenOnDisk(dataDir)).toBe(tokenBefore);

    // The service comes back on the same port: the next automatic attempt (10 s backoff after two failures, 30 s
    // after three) completes the resume, rotates the token, and the catalog syncs again. Waited for until the time
    // the app has set for that attempt, and 15 s beyond it.
    await startLocalService();
    const nextRetryAt = (await ok(app, 'auth.status', {})).offline?.nextRetryAt;
    const untilRetry = nextRetryAt ? Math.max(0, Date.parse(nextRetryAt) - Date.now()) : 0;
    await expect
      .poll(async () => (await ok(app, 'auth.status', {})).offline, { timeout: untilRetry + 15_000, interval: 200 })
      .toBeUndefined();
    expect(await ok(app, 'auth.status', {})).toMatchObject({ state: 'signedIn' });
    expect((await ok(app, 'connection.status', {})).state).toBe('online');
    const tokenAfter = await tokenOnDisk(dataDir);
    expect(tokenAfter).not.toBe(tokenBefore);
    expect(tokenAfter.startsWith('enc:')).toBe(true);
    await expect
      .poll(async () => (await catalogStatus(app)).lastSyncedAt, { timeout: 20_000, interval: 100 })
      .not.toBe(syncedAt);
    // A sync the reconnect asked for may still be finishing the one that set lastSyncedAt.
    await expect.poll(async () => (await catalogStatus(app)).state, { timeout: 30_000 }).toBe('ready');
    expect((await ok(app, 'stores.list', {})).length).toBe(STORES.length);
    expect(auth.some((a) => a.offline?.retrying)).toBe(true);
    expect(auth.at(-1)?.offline).toBeUndefined();
    await quit(app);
  });

  it('with no cache for the profile, stays on the sign-in screen, says so, and keeps the token', async () => {
    const dataDir = join(dir, 'app-no-cache');
    const first = await launch(dataDir);
    const connection = { kind: 'real', authUrl: service!.authUrl, baseUrl: service!.baseUrl, clientId: DEMO_CLIENT_ID };
    await ok(first, 'auth.signIn', { connection, userName: DEMO_USER, password: DEMO_PASSWORD });
    await quit(first); // signed in, never chose a store: nothing cached
    const tokenBefore = await tokenOnDisk(dataDir);

    await stopLocalService();
    const app = await launch(dataDir);
    const launched = await ok(app, 'auth.resume', {});
    expect(launched).toMatchObject({ state: 'signedOut', reason: NO_CACHE_MESSAGE, offline: { cachedItems: 0 } });
    expect(await tokenOnDisk(dataDir)).toBe(tokenBefore);
    await startLocalService();
    // Retry (the button) with the service back: signed in at once.
    expect(await ok(app, 'auth.resume', {})).toMatchObject({ state: 'signedIn', userName: DEMO_USER });
    expect(await tokenOnDisk(dataDir)).not.toBe(tokenBefore);
    await quit(app);
  });
});
