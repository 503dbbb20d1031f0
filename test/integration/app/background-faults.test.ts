// Process: test (node). Background work cannot take the process down: each background part of the app gets a
// dependency that throws (the catalog's folder is a file, so opening the catalog fails; the service's items pages
// and count uploads fail; the serial port cannot be listed or opened; the receiving submit loses its answer and the
// reader keeps scanning into a submitted draft), and each failure comes back as a problem the user can read while
// dispatch keeps answering. Vitest fails the run on any uncaught exception or unhandled rejection.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReaderHardware } from '../../../domain/reader/sources/from-settings';
import type { AppServices } from '../../../hosts/app/services';
import { STORES } from '../../../service/seed/catalog-tree';
import { catalogItemAt } from '../../../service/seed/demo-catalog';
import { appHarnessPerFile, DEMO_SIGN_IN } from '../../helpers/app-harness';
import { ok } from '../../helpers/app-services';

const ITEMS = 300;
const STORE = STORES[0]!;

/** Which requests fail, switched on and off by the tests; everything else goes to the real demo service. */
const faults = { items: false, uploads: false, receipts: false };
const faultyFetch: typeof fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  const method = init?.method ?? 'GET';
  if (faults.items && /\/stores\/[^/]+\/items/.test(url)) throw new TypeError('fetch failed (injected)');
  if (faults.uploads && method === 'POST' && /\/sessions(\/|$)/.test(url))
    throw new TypeError('fetch failed (injected)');
  if (faults.receipts && method === 'POST' && /\/receipts$/.test(url)) {
    await fetch(input, init); // it reaches the service; its answer is lost
    throw new TypeError('socket hang up (injected)');
  }
  return fetch(input, init);
};

/** A serial binding that throws from everything. */
const brokenSerial = {
  list: () => {
    throw new Error('serial bus unreadable (injected)');
  },
  open: () => {
    throw new Error('port exploded (injected)');
  },
} as unknown as ReaderHardware['serialBinding'];

describe('background faults never take the app down (real demo service, real files)', () => {
  const app = appHarnessPerFile('stocktake-faults-', ITEMS);
  const launch = (dir = app.dataDir) =>
    app.launch({
      dataDir: dir,
      fetch: faultyFetch,
      readerHardware: { serialBinding: brokenSerial },
      countsOutbox: { debounceMs: 10, backoffMs: { base: 50, max: 200 } },
    });
  const stillAnswers = async (services: AppServices) =>
    expect(await services.dispatch('app.info', {})).toMatchObject({ ok: true, value: { version: 'test' } });

  it('opening the catalog fails: reported in the catalog status, counting says why, the app answers', async () => {
    const dir = join(app.dataDir, 'broken');
    mkdirSync(dir);
    writeFileSync(join(dir, 'catalog'), 'a file where the catalog folder should be');
    const services = await launch(dir);
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await expect
      .poll(async () => (await ok(services, 'catalog.status', {})).problem?.code, { timeout: 10_000 })
      .toBe('catalog_open_failed');
    const status = await ok(services, 'catalog.status', {});
    expect(status.state).toBe('error');
    expect(status.problem?.message).toMatch(/^The local catalog could not be opened: /);
    expect(await services.dispatch('counts.sessions.list', { storeId: STORE.id })).toMatchObject({
      ok: false,
      error: { code: 'counts_unavailable', message: /could not be opened/ },
    });
    await stillAnswers(services);
    await app.quit(services);
  });

  it('syncing, the reader, the count outbox and receiving drafts fail in the background: all reported', async () => {
    const services = await launch();
    await ok(services, 'auth.signIn', DEMO_SIGN_IN);
    await ok(services, 'stores.choose', { storeId: STORE.id });
    await expect.poll(async () => (await ok(services, 'catalog.status', {})).state, { timeout: 20_000 }).toBe('ready');

    // Syncing: the items pages fail; the status says so in words, lookups still answer from the cache.
    faults.items = true;
    await ok(services, 'catalog.sync', { full: true });
    await expect
      .poll(async () => (await ok(services, 'catalog.status', {})).state, { timeout: 20_000 })
      .toMatch(/offline|error/);
    expect((await ok(services, 'catalog.status', {})).problem?.message).toBe('The service cannot be reached.');
    expect(await ok(services, 'lookup.search', { query: catalogItemAt(4, ITEMS).sku })).not.toHaveLength(0);
    faults.items = false;
    await stillAnswers(services);

    // The reader: listing and opening the serial port throw.
    // (discovery swallows a bus it cannot read: no ports, no crash)
    expect(await services.dispatch('reader.ports', {})).toMatchObject({ ok: true, value: { ports: [] } });
    await ok(services, 'reader.setSettings', { source: 'serial', port: '/dev/ttyBROKEN', protocol: 'lines' });
    await services.dispatch('reader.connect', {});
    await expect
      .poll(async () => (await ok(services, 'reader.status', {})).state, { timeout: 10_000 })
      .toMatch(/error|reconnecting/);
    expect((await ok(services, 'reader.status', {})).message).toMatch(/port exploded|Check/);
    await ok(services, 'reader.disconnect', {});
    await stillAnswers(services);

    // The count outbox: uploads fail; counting goes on, the outbox says what is wrong and keeps the changes.
    faults.uploads = true;
    const session = await ok(services, 'counts.sessions.create', { storeId: STORE.id, description: 'Offline count' });
    const sku = catalogItemAt(6, ITEMS).sku;
    expect((await ok(services, 'counts.scan', { sessionId: session.id, texts: [sku, sku] })).totals.units).toBe(2);
    await expect
      .poll(async () => (await ok(services, 'counts.outbox', { sessionId: session.id })).lastError, { timeout: 10_000 })
      .toMatch(/./);
    expect((await ok(services, 'counts.outbox', { sessionId: session.id })).pending).toBeGreaterThan(0);
    await stillAnswers(services);
    faults.uploads = false;
    await expect
      .poll(async () => (await ok(services, 'counts.outbox', { sessionId: session.id })).pending, { timeout: 15_000 })
      .toBe(0);

    // Receiving drafts: the submit's answer is lost (the draft stays submitting, read-only), and reader scans
    // into that draft are refused as a notice, not thrown into the reader.
    const vendors = await ok(services, 'receiving.vendors', {});
    const draft = await ok(services, 'receiving.drafts.create', { vendorId: vendors[0]!.id, docNumber: 'RECFAULT1' });
    const item = catalogItemAt(8, ITEMS);
    await ok(services, 'receiving.drafts.addItem', { draftId: draft.id, itemId: item.id, quantity: 2 });
    faults.receipts = true;
    const lost = await ok(services, 'receiving.drafts.submit', { draftId: draft.id });
    expect(lost.status).toBe('unknown');
    faults.receipts = false;
    await ok(services, 'receiving.drafts.activate', { draftId: draft.id });
    await ok(services, 'reader.ingestScan', { text: item.upc[0]!, kind: 'barcode' });
    await expect
      .poll(async () => (await ok(services, 'app.notices', {})).map((n) => n.message).join('\n'), { timeout: 5_000 })
      .toMatch(/scan\(s\) were not added to the receiving draft/);
    // Submitting again finds the receipt the lost answer made: exactly one.
    expect(await ok(services, 'receiving.drafts.submit', { draftId: draft.id })).toMatchObject({
      status: 'submitted',
      adopted: true,
    });
    await stillAnswers(services);
  });
});
