// Process: test (node + Chromium). Offline launch end to end: the app services launched from a data folder that
// holds a saved sign-in (encrypted, as Electron keeps it) and a synced catalog, while the service is down. The
// page opens on Lookup with the offline banner (no sign-in form), a tag is looked up from the cache, and after
// the service is back on the same port, Retry reconnects. The browser-mode CLI keeps no token across launches,
// so the test composes the same services and server itself with a stand-in for safeStorage.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeSgtin96 } from '../../domain/codes';
import { setLogSink } from '../../domain/shared/logger';
import { type AppServices, createAppServices } from '../../hosts/app/services';
import { type BrowserServer, startBrowserServer } from '../../hosts/web/server';
import { type RunningService, startService } from '../../service/index';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';
import { fakeSafeStorage, ok } from '../helpers/app-services';
import { collectPageErrors, RENDERER_DIR, releaseChromium, saveScreenshot, workerChromium } from './fixtures';

const ITEMS = 600;
const ITEM = catalogItemAt(27, ITEMS);
const STORE = STORES[0]!;
const EPC = encodeSgtin96({ gtin14: ITEM.epcGTIN[0]!, serial: 4711, filter: 1, companyPrefixLength: 7 });
const POLL = { timeout: 15_000, interval: 100 };

describe('offline launch end to end (browser mode, Chromium)', () => {
  let dir: string;
  let service: RunningService | null = null;
  let port = 0;
  let browser: Browser;
  let restoreSink: () => void;
  const cleanups: (() => Promise<void>)[] = [];

  const startLocalService = async () => {
    service = await startService({ port, dataPath: join(dir, 'service.db'), items: ITEMS, rateLimit: 0 });
    port = service.port;
  };
  const launchServices = async (folder = 'app') => {
    const services = await createAppServices({
      dataDir: join(dir, folder),
      appInfo: { mode: 'browser', version: 'test' },
      encryptor: fakeSafeStorage,
      maxRequestsPerSecond: 200,
    });
    cleanups.push(() => services.close());
    return services;
  };

  const serve = async (services: AppServices): Promise<BrowserServer> => {
    await services.warmUp();
    const server = await startBrowserServer({
      dispatch: services.dispatch,
      events: services.events,
      rendererDir: RENDERER_DIR,
      port: 0,
    });
    cleanups.push(() => server.close());
    return server;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stocktake-e2e-offline-'));
    restoreSink = setLogSink(() => undefined);
    [browser] = await Promise.all([workerChromium(), startLocalService()]);
  });
  afterAll(async () => {
    await releaseChromium(browser);
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await service?.close();
    restoreSink();
    await rm(dir, { recursive: true, force: true });
  });

  it('opens on the cache with the offline banner, looks up a tag, and reconnects on Retry', async () => {
    // Yesterday: signed in to the service, chose a store, the catalog synced.
    const yesterday = await launchServices();
    const connection = { kind: 'real', authUrl: service!.authUrl, baseUrl: service!.baseUrl, clientId: DEMO_CLIENT_ID };
    await ok(yesterday, 'auth.signIn', { connection, userName: DEMO_USER, password: DEMO_PASSWORD });
    await ok(yesterday, 'stores.choose', { storeId: STORE.id });
    await expect.poll(async () => (await ok(yesterday, 'catalog.status', {})).lastSyncedAt, POLL).not.toBeNull();
    await yesterday.close();

    // This morning: the service is unreachable when the app starts.
    await service!.close();
    service = null;
    const server = await serve(await launchServices());
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors = collectPageErrors(page);
    await page.goto(server.url);
    const banner = page.getByRole('region', { name: 'Offline' });
    await banner.waitFor(POLL);
    expect(await banner.textContent()).toMatch(/^Offline — working from the catalog cached just now\./);
    expect(await banner.textContent()).toMatch(/Reconnecting/);
    expect(await page.getByRole('heading', { name: 'Sign in to Stocktake' }).count()).toBe(0);
    await expect.poll(() => page.locator('[data-status="connection"]').textContent(), POLL).toBe('Offline');
    await expect
      .poll(() => page.locator('[data-status="catalog"]').textContent(), POLL)
      .toMatch(/^Offline: using the cached catalog · 600 items/);

    // A tag looked up from the cache while the service is down.
    const input = page.getByLabel('Scan, type or paste an EPC, tag URI, barcode or SKU');
    await input.fill(EPC);
    await input.press('Enter');
    await expect.poll(() => page.locator('#item-name').textContent(), POLL).toBe(ITEM.description);
    const shot = await saveScreenshot(page, 'e2e-offline-lookup.png');
    expect(shot).toMatch(/e2e-offline-lookup\.png$/);

    // The service is back on the same port: Retry reconnects at once, the banner goes, the catalog syncs. Main's own
    // attempt may already be under way (every 5, 10, 30 s): Retry then joins it and is disabled until it ends, which on
    // a loaded machine took past the click's wait; the banner going is what must happen either way.
    await startLocalService();
    const retry = banner.getByRole('button', { name: 'Retry' });
    if (await retry.isEnabled().catch(() => false)) await retry.click({ timeout: 5_000 }).catch(() => undefined);
    await expect.poll(() => banner.count(), { ...POLL, timeout: 60_000 }).toBe(0);
    await expect.poll(() => page.locator('[data-status="connection"]').textContent(), POLL).toBe('Online');
    await expect
      .poll(() => page.locator('[data-status="catalog"]').textContent(), { ...POLL, timeout: 30_000 })
      .toMatch(/^Up to date · 600 items · synced just now/); // after the offline line: a sync ran
    expect(await page.locator('#item-name').textContent()).toBe(ITEM.description);
    await saveScreenshot(page, 'e2e-offline-reconnected.png');
    expect(errors).toEqual([]);
  }, 120_000);

  it('with nothing cached, the sign-in screen says so and offers Retry beside the form', async () => {
    const yesterday = await launchServices('app-no-cache');
    const connection = { kind: 'real', authUrl: service!.authUrl, baseUrl: service!.baseUrl, clientId: DEMO_CLIENT_ID };
    await ok(yesterday, 'auth.signIn', { connection, userName: DEMO_USER, password: DEMO_PASSWORD });
    await yesterday.close(); // never chose a store: nothing was downloaded

    await service!.close();
    service = null;
    const server = await serve(await launchServices('app-no-cache'));
    const page = await browser.newPage({ viewport: { width: 1000, height: 860 } });
    const errors = collectPageErrors(page);
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Sign in to Stocktake' }).waitFor(POLL);
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), POLL)
      .toBe('No cached catalog yet: connect once to download it.');
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.locator('.offline-retry').textContent()).toMatch(/Reconnecting/);
    expect(await page.getByRole('textbox', { name: 'User name' }).inputValue()).toBe(DEMO_USER);
    await saveScreenshot(page, 'e2e-offline-no-cache.png');

    // Back online: Retry signs in with the saved sign-in; with no store yet, the store list comes next.
    await startLocalService();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Choose your working store' }).waitFor(POLL);
    expect(errors).toEqual([]);
  }, 60_000);
});
