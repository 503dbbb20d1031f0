// Process: test (node). The catalog inside the app, through the dispatcher, against the real local demo service
// and real SQLite files: it opens when a store is chosen and syncs in the background (first full, then
// incremental, on its own again later), pushes progress, pauses and resumes, keeps answering from the cache
// when the service is gone, survives a restart, upgrades an older cache in the worker, and closes on sign-out. safeStorage is the one fake.
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogStatusView } from '../../../contract/catalog';
import { encodeSgtin96 } from '../../../domain/codes';
import type { StartService } from '../../../domain/session/demo-service';
import { setLogSink } from '../../../domain/shared/logger';
import { type AppServices, createAppServices } from '../../../hosts/app/services';
import { startService } from '../../../service/index';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { fakeSafeStorage, ok } from '../../helpers/app-services';

const ITEMS = 1200; // three pages of 500
const ITEM = catalogItemAt(41, ITEMS);
const EPC = encodeSgtin96({ gtin14: ITEM.epcGTIN[0]!, serial: 9, companyPrefixLength: 7 });

describe('catalog service in the app (real demo service, real files)', () => {
  let dataDir: string;
  let restoreSink: () => void;
  const open: AppServices[] = [];
  // No server-side limit and a fast client: these tests are about lifecycle, not rate (the e2e test runs at 2/s).
  const startDemo: StartService = (o) => startService({ ...o, items: ITEMS, rateLimit: 0 });

  const launch = async (syncEveryMs?: number) => {
    const services = await createAppServices({
      dataDir,
      appInfo: { mode: 'electron', version: 'test' },
      encryptor: fakeSafeStorage,
      startDemoService: startDemo,
      maxRequestsPerSecond: 200,
      catalogSyncEveryMs: syncEveryMs,
    });
    open.push(services);
    const events: CatalogStatusView[] = [];
    services.events.subscribe((event, payload) => {
      if (event === 'catalog.progress') events.push(payload as CatalogStatusView);
    });
    return { services, events };
  };
  const quit = async (services: AppServices) => {
    await services.close();
    open.splice(open.indexOf(services), 1);
  };
  const status = (s: AppServices) => ok(s, 'catalog.status', {});

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stocktake-catalog-app-'));
    restoreSink = setLogSink(() => undefined);
  });
  afterAll(async () => {
    for (const s of open) await s.close();
    restoreSink();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('opens on store choice, syncs in the background with progress, and looks up from the cache', async () => {
    const { services, events } = await launch();
    await ok(services, 'auth.signIn', { connection: { kind: 'demo' }, userName: 'demo', password: 'demo' });
    expect((await status(services)).state).toBe('closed');
    const closed = await services.dispatch('lookup.lookup', { text: EPC });
    expect(closed).toMatchObject({ ok: false, error: { code: 'catalog_closed' } });

    await ok(services, 'stores.choose', { storeId: STORES[0]!.id });
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).toBe('ready');
    const ready = await status(services);
    expect(ready).toMatchObject({ storeId: STORES[0]!.id, items: ITEMS, unfinished: null, problem: null });
    expect(Date.now() - Date.parse(ready.lastSyncedAt!)).toBeLessThan(60_000);

    // Progress was pushed: reference data, each items page, on-hand, then ready.
    const phases = events.map((e) => e.progress?.phase ?? e.state);
    expect(phases).toContain('reference');
    const itemPages = events.filter((e) => e.progress?.phase === 'items').map((e) => e.progress!.itemsDone);
    expect(itemPages.filter((n) => n > 0)).toEqual([500, 1000, 1200]);
    expect(events.filter((e) => e.progress?.phase === 'items').every((e) => e.progress?.mode === 'full')).toBe(true);
    expect(phases).toContain('onhand');
    expect(events.at(-1)?.state).toBe('ready');

    const found = await ok(services, 'lookup.lookup', { text: EPC });
    expect(found).toMatchObject({ status: 'item', matchedBy: 'gtin', item: { sku: ITEM.sku } });
    expect(found.item?.price).toBe(ITEM.stores.find((s) => s.storeId === STORES[0]!.id)?.retailPrice1);
    expect(found.decoded).toMatchObject({ kind: 'epc', scheme: 'sgtin-96', gtin14: ITEM.epcGTIN[0], serial: '9' });
    const sscc = await ok(services, 'lookup.lookup', { text: '3174257BF4499602D2000000' });
    expect(sscc).toMatchObject({ status: 'notTradeItem', item: null, decoded: { scheme: 'sscc-96' } });
    const hits = await ok(services, 'lookup.search', { query: ITEM.sku });
    expect(hits[0]).toMatchObject({ sku: ITEM.sku, matchedBy: 'sku' });

    // The cache is a file in the data folder, one per service and client.
    expect(readdirSync(join(dataDir, 'catalog')).filter((f) => f.endsWith('.db'))).toHaveLength(1);

    // A second sync reads only what changed.
    events.length = 0;
    await ok(services, 'catalog.sync', {});
    await expect.poll(async () => (await status(services)).state).toBe('ready');
    const modes = events.filter((e) => e.progress?.phase === 'items').map((e) => e.progress?.mode);
    expect(modes.length).toBeGreaterThan(0);
    expect(new Set(modes)).toEqual(new Set(['incremental']));
    await quit(services);
  });

  it('pauses on cancel and resumes from the checkpoint; a working-store change re-targets the sync', async () => {
    const { services, events } = await launch();
    await ok(services, 'auth.resume', {});
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).not.toBe('closed');
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).toBe('ready');

    // A full sync cancelled after its first page keeps that page and says how to continue.
    let cancelled = false;
    const off = services.events.subscribe((event, payload) => {
      const p = (payload as CatalogStatusView).progress;
      if (event === 'catalog.progress' && p?.phase === 'items' && p.itemsDone >= 500 && !cancelled) {
        cancelled = true;
        void services.dispatch('catalog.cancelSync', {});
      }
    });
    await ok(services, 'catalog.sync', { full: true });
    await expect.poll(async () => (await status(services)).problem?.code, { timeout: 20_000 }).toBe('cancelled');
    off();
    const paused = await status(services);
    expect(paused.state).toBe('ready');
    expect(paused.unfinished).toMatchObject({ mode: 'full' });
    expect(paused.unfinished!.itemsSoFar).toBeGreaterThanOrEqual(500);
    expect(paused.problem?.action).toMatch(/continues from where it stopped/);

    events.length = 0;
    await ok(services, 'catalog.sync', {});
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).toBe('ready');
    const resumed = events.filter((e) => e.progress?.phase === 'items');
    expect(resumed[0]?.progress).toMatchObject({ mode: 'full', resumed: true });
    expect(resumed.at(-1)?.progress?.itemsDone).toBe(ITEMS);
    expect((await status(services)).unfinished).toBeNull();

    // Another store: the lookup shows its price, after a sync of that store.
    await ok(services, 'stores.choose', { storeId: STORES[1]!.id });
    await expect.poll(async () => (await status(services)).storeId, { timeout: 20_000 }).toBe(STORES[1]!.id);
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).toBe('ready');
    const there = await ok(services, 'lookup.lookup', { text: EPC });
    expect(there.item?.price).toBe(ITEM.stores.find((s) => s.storeId === STORES[1]!.id)?.retailPrice1 ?? null);
    await quit(services);
  });

  it('syncs again on its own, and answers from the cache when the service is gone', async () => {
    const { services, events } = await launch(300);
    await ok(services, 'auth.resume', {});
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).toBe('ready');
    // Open with a cache already there: lookups answer at once.
    expect((await ok(services, 'lookup.lookup', { text: EPC })).status).toBe('item');

    // Periodic: with nobody asking, incremental syncs keep coming.
    events.length = 0;
    await expect
      .poll(() => events.filter((e) => e.state === 'ready').length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
    expect(events.some((e) => e.progress?.mode === 'incremental')).toBe(true);

    // The service goes away: the next sync says offline and what to do; lookups keep working.
    await services.demo.close();
    await ok(services, 'catalog.sync', {});
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).toBe('offline');
    const offline = await status(services);
    expect(offline.problem?.action).toMatch(/cached catalog/);
    expect(offline.items).toBe(ITEMS);
    expect((await ok(services, 'connection.status', {})).state).toBe('offline');
    expect((await ok(services, 'lookup.lookup', { text: EPC })).item?.sku).toBe(ITEM.sku);
    await quit(services);
  });

  it('a cache from an older app is upgraded in the sync worker, then opens with its description index rebuilt', async () => {
    const file = readdirSync(join(dataDir, 'catalog')).find((f) => f.endsWith('.db'))!;
    const path = join(dataDir, 'catalog', file);
    // One migration behind, its description index emptied: what the fifth migration (the FTS rebuild) restores.
    const raw = new Database(path);
    const current = (raw.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
    raw.exec(`INSERT INTO items_fts(items_fts) VALUES ('delete-all'); PRAGMA user_version = ${current - 1}`);
    raw.close();
    const lines: string[] = [];
    const restore = setLogSink((line) => lines.push(line));
    try {
      const { services } = await launch();
      await ok(services, 'auth.resume', {});
      await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).toBe('ready');
      expect(lines.some((l) => l.includes('[catalog.upgrade] catalog cache upgraded'))).toBe(true);
      const hits = await ok(services, 'lookup.search', { query: ITEM.description });
      expect(hits.map((h) => h.sku)).toContain(ITEM.sku);
      await quit(services);
    } finally {
      restore();
    }
  });

  it('closes the catalog on sign-out and forgets nothing on disk that a new sign-in needs', async () => {
    const { services, events } = await launch();
    await ok(services, 'auth.resume', {});
    await expect.poll(async () => (await status(services)).state, { timeout: 20_000 }).not.toBe('closed');
    await ok(services, 'auth.signOut', {});
    await expect.poll(async () => (await status(services)).state).toBe('closed');
    expect(events.at(-1)).toMatchObject({ state: 'closed', items: 0, storeId: null });
    const after = await services.dispatch('lookup.lookup', { text: EPC });
    expect(after).toMatchObject({ ok: false, error: { code: 'signed_out' } });
    expect(existsSync(join(dataDir, 'catalog'))).toBe(true);
    await quit(services);
  });
});
