// Process: node (tests). Interrupted syncs against the real local service: the network drops after page 3,
// the user cancels after page 2, the on-hand phase loses the network. Each time the next sync resumes at the
// first page not stored (no page read twice) and the cache ends identical to an uninterrupted sync's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../domain/catalog/catalog';
import type { CatalogDb } from '../../../domain/catalog/db';
import type { SyncProgress } from '../../../domain/catalog/progress';
import { startTestService, type TestService } from '../../helpers/local-service';
import { tempDir } from '../../helpers/temp-dir';
import { cacheSnapshot, createTap, openTestCatalog, serviceDb, signedInApi } from './harness';

let service: TestService;
let sdb: CatalogDb;
let reference: Catalog;
let expectedItems: number;
const dirs: ReturnType<typeof tempDir>[] = [];
const catalogs: Catalog[] = [];
/**
 * Six item pages of 500, the last one short: galloping stores 1, 2 and 4 and leaves 3, 5 and 6 (enough for a rate,
 * hence a time left, before the end), a size probe past the end (page 8), an on-hand phase of more than two pages;
 * about half the demo catalog's syncing time, over the six full syncs of this file.
 */
const ITEMS = 2600;

function freshCatalog(): Catalog {
  const dir = tempDir('catalog-resume-');
  dirs.push(dir);
  const c = openTestCatalog(dir.path, service);
  catalogs.push(c);
  return c;
}

beforeAll(async () => {
  service = await startTestService({ items: ITEMS });
  sdb = serviceDb(service);
  const storeId = (sdb.prepare("SELECT id FROM stores WHERE code = 'S01'").get() as { id: string }).id;
  expectedItems = Object.values(
    sdb.prepare('SELECT count(*) FROM item_stores WHERE store_id = ?').get(storeId) as Record<string, number>,
  )[0]!;
  reference = freshCatalog();
  await reference.sync(await signedInApi(service, createTap()), { store: 'S01' });
});

afterAll(async () => {
  for (const c of catalogs) c.close();
  sdb?.close();
  await service?.close();
  for (const d of dirs) d.remove();
});

const pageNumbers = (rs: { query: URLSearchParams }[]) => rs.map((r) => Number(r.query.get('pageNumber')));
const lastPage = () => Math.ceil(expectedItems / 500);
/** The pages with items a resumed run still has to read: every one not stored before, in any order. */
const neededExcept = (stored: number[]) =>
  Array.from({ length: lastPage() }, (_, i) => i + 1).filter((n) => !stored.includes(n));
const sorted = (ns: number[]) => [...ns].sort((a, b) => a - b);

describe('interrupted sync', () => {
  it('resumes after a lost network at the next page, ending identical to an uninterrupted sync', async () => {
    const tap = createTap();
    const api = await signedInApi(service, tap);
    const catalog = freshCatalog();
    tap.cutAfter(3, /^\/stores\/[^/]+\/items$/);
    await expect(catalog.sync(api, { store: 'S01' })).rejects.toThrow();
    expect(catalog.status().unfinished).toEqual({ mode: 'full', itemsSoFar: 1500, pagesSoFar: 3 });
    expect(catalog.status().items).toBe(1500);
    expect(catalog.index.size).toBe(1500);

    // A first sync gallops: the three pages stored are 1, 2 and 4.
    expect(pageNumbers(tap.itemPageRequests())).toEqual([1, 2, 4]);

    tap.restore();
    tap.clear();
    const resumed = await catalog.sync(api, { store: 'S01' });
    expect(resumed.items).toMatchObject({ mode: 'full', resumed: true, items: expectedItems });
    const pages = pageNumbers(tap.itemPageRequests());
    // No stored page is read again; every other page once; past the end only the allowed empty probes.
    expect(sorted(pages.filter((n) => n <= lastPage()))).toEqual(neededExcept([1, 2, 4]));
    expect(pages.filter((n) => n > lastPage()).length).toBe(resumed.items.wastedRequests);
    expect(resumed.items.wastedRequests).toBeLessThanOrEqual(2);
    expect(catalog.status().unfinished).toBeNull();
    expect(cacheSnapshot(catalog)).toEqual(cacheSnapshot(reference));
    expect(catalog.index.size).toBe(expectedItems);
  });

  it('sends nothing for a catalog already closed (a sync that waited in the queue past a sign-out)', async () => {
    const tap = createTap();
    const api = await signedInApi(service, tap);
    const catalog = freshCatalog();
    await catalog.close();
    // Closing again is no error (a sign-out racing a quit): nothing left to do.
    await expect(catalog.close()).resolves.toBeUndefined();
    await expect(catalog.sync(api, { store: 'S01' })).rejects.toThrow('Catalog closed');
    expect(tap.requests).toEqual([]);
  });

  it("resumes after a cancel, keeping the run's start so the next incremental sync misses nothing", async () => {
    const tap = createTap();
    const api = await signedInApi(service, tap);
    const catalog = freshCatalog();
    const controller = new AbortController();
    const run = catalog.sync(api, {
      store: 'S01',
      signal: controller.signal,
      onProgress: (p) => {
        if (p.phase === 'items' && p.pagesDone === 2) controller.abort(new Error('user cancelled'));
      },
    });
    await expect(run).rejects.toThrow('user cancelled');
    // Page 4 (galloping) was already on its way when the user cancelled: it is stored, not wasted, and nothing
    // more is asked.
    expect(pageNumbers(tap.itemPageRequests())).toEqual([1, 2, 4]);
    expect(catalog.status().unfinished).toMatchObject({ pagesSoFar: 3, itemsSoFar: 1500 });
    const startedAt = catalog.db.prepare("SELECT run_started_at FROM sync_state WHERE phase = 'items'").raw(true).get();

    tap.clear();
    const resumed = await catalog.sync(api, { store: 'S01' });
    expect(sorted(pageNumbers(tap.itemPageRequests()).filter((n) => n <= lastPage()))).toEqual(neededExcept([1, 2, 4]));
    expect(resumed.items.startedAt).toBe((startedAt as [string])[0]);
    expect(cacheSnapshot(catalog)).toEqual(cacheSnapshot(reference));

    tap.clear();
    await catalog.sync(api, { store: 'S01', onHandStoreIds: [] });
    expect(tap.itemPageRequests()[0]?.query.get('filter')).toBe(`lastUpdated>=${resumed.items.startedAt}`);
  });

  it('keeps the size bound it paid for: a resumed first sync shows a time left at once and never re-asks a probe', async () => {
    const tap = createTap();
    const api = await signedInApi(service, tap);
    const catalog = freshCatalog();
    const probes = [1, 2, 4, 8, 16, 32].filter((p) => p <= lastPage());
    const firstEmpty = probes.at(-1)! * 2;
    // Cut right after the first empty probe answered: the bound is in the checkpoint, few pages are stored.
    tap.cutAfter(probes.length + 1, /^\/stores\/[^/]+\/items$/);
    await expect(catalog.sync(api, { store: 'S01' })).rejects.toThrow();
    expect(pageNumbers(tap.itemPageRequests()).slice(0, probes.length + 1)).toEqual([...probes, firstEmpty]);
    const stored = catalog.status().unfinished!;
    expect(stored.itemsSoFar).toBeLessThan(expectedItems);

    tap.restore();
    tap.clear();
    const events: SyncProgress[] = [];
    const resumed = await catalog.sync(api, { store: 'S01', onProgress: (p) => events.push(p) });
    const pages = pageNumbers(tap.itemPageRequests());
    expect(pages).not.toContain(firstEmpty);
    expect(sorted(pages.filter((n) => n <= lastPage()))).toEqual(neededExcept(probes));
    expect(resumed.items.wastedRequests).toBeLessThanOrEqual(2);
    // The first items event of the resumed run already has a bounded estimate that holds the true total.
    const first = events.find((p) => p.phase === 'items')!;
    expect(first.totalEstimate).not.toBeNull();
    expect(first.totalRange!.low).toBeLessThanOrEqual(expectedItems);
    expect(first.totalRange!.high).toBeGreaterThanOrEqual(expectedItems);
    expect(events.some((p) => p.phase === 'items' && p.etaMs !== null && p.etaMs > 0)).toBe(true);
    expect(cacheSnapshot(catalog)).toEqual(cacheSnapshot(reference));
    expect(catalog.index.size).toBe(expectedItems);
  });

  it('resumes the on-hand phase at its next page', async () => {
    const tap = createTap();
    const api = await signedInApi(service, tap);
    const catalog = freshCatalog();
    tap.cutAfter(2, /^\/inventory$/);
    await expect(catalog.sync(api, { store: 'S01' })).rejects.toThrow();
    expect(catalog.status().unfinished).toBeNull();
    tap.restore();
    tap.clear();
    const s = await catalog.sync(api, { store: 'S01' });
    expect(s.items).toMatchObject({ mode: 'incremental', items: 0 });
    expect(s.onHand).toMatchObject({ mode: 'full', resumed: true });
    const inv = tap.requests.filter((r) => r.path === '/inventory');
    expect(inv[0]?.body).toMatchObject({ pageNumber: 3 });
    expect(cacheSnapshot(catalog)).toEqual(cacheSnapshot(reference));
  });

  it('resumes an unfinished full run as full even when the next call does not ask for one', async () => {
    const tap = createTap();
    const api = await signedInApi(service, tap);
    const catalog = freshCatalog();
    tap.cutAfter(1, /^\/stores\/[^/]+\/items$/);
    await expect(catalog.sync(api, { store: 'S01', full: true })).rejects.toThrow();
    tap.restore();
    tap.clear();
    // A full run stays full even when resumed without asking: its unlisted-item cleanup depends on it.
    const s = await catalog.sync(api, { store: 'S01' });
    expect(s.items).toMatchObject({ mode: 'full', resumed: true });
    expect(pageNumbers(tap.itemPageRequests())[0]).toBe(2);
  });
});
