// Process: test (renderer logic under node). The catalog slice against an in-memory fake of the contract that
// behaves like a tiny catalog: sync state pushed by "main", lookups (one per pasted line), recent lookups, the
// search for codes that find nothing, and late answers that must not overwrite newer ones.
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogStatusView, ItemView, LookupResult, SearchHit } from '../../../contract/catalog';
import { createAppStore } from '../../../renderer/src/store';
import { HISTORY_LIMIT, PASTE_LIMIT } from '../../../renderer/src/store/catalog-slice';
import { createFakeApi, type FakeApi } from './fake-api';

const STATUS: CatalogStatusView = {
  state: 'ready',
  storeId: 'store-1',
  items: 3,
  lastSyncedAt: '2026-11-21T23:00:00.000Z',
  unfinished: null,
  progress: null,
  problem: null,
};

function item(sku: string, description: string): ItemView {
  return {
    id: `id-${sku}`,
    description,
    posDescription1: description.toUpperCase(),
    posDescription2: '',
    sku,
    upcs: [],
    gtins: [],
    barcodeGtins: [],
    tagGtins: [],
    active: true,
    availableAtStore: true,
    size: null,
    colour: null,
    dimensions: [],
    categoryPath: [],
    matrixId: null,
    siblings: [],
    price: 9.99,
    onHand: [],
    lastUpdated: '2026-11-01T00:00:00Z',
  };
}

/** The fake "main": a few codes, everything else unknown. */
const CATALOG: Record<string, ItemView> = {
  'SKU-1': item('SKU-1', 'Blue shirt'),
  'SKU-2': item('SKU-2', 'Red scarf'),
  '3074257BF7194E4000001A85': item('SKU-3', 'Green hat'),
};
const NOT_FOUND = {
  kind: 'barcode' as const,
  type: 'sku' as const,
  scheme: 'sku',
  gtin14: null,
  serial: null,
  filter: null,
  tagUri: null,
  reason: null,
};

function answer(text: string): LookupResult {
  const found = CATALOG[text];
  return {
    input: text,
    status: found ? 'item' : 'unknown',
    decoded: NOT_FOUND,
    matchedBy: found ? 'sku' : null,
    item: found ?? null,
    message: found ? `${found.sku} ${found.description}` : `Unknown: no item with SKU or UPC "${text}"`,
  };
}

function script(api: FakeApi) {
  api.respond('catalog.status', () => ({ ok: true, value: STATUS }));
  api.respond('lookup.lookup', ({ text }) => ({ ok: true, value: answer(text) }));
  api.respond('lookup.search', ({ query }) => {
    const hits: SearchHit[] = Object.values(CATALOG)
      .filter((i) => i.description.toLowerCase().includes(query.toLowerCase()))
      .map((i) => ({ ...i, matchedBy: 'description' }));
    return { ok: true, value: hits };
  });
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const lookupTexts = (api: FakeApi) =>
  api.calls.filter((c) => c.name === 'lookup.lookup').map((c) => (c.args as { text: string }).text);

describe('catalog slice', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = createFakeApi();
    script(api);
  });

  it('loads the catalog status and follows sync progress pushed by main until unsubscribed', async () => {
    const store = createAppStore(api);
    const off = store.getState().watchCatalog();
    await expect.poll(() => store.getState().catalog).toEqual(STATUS);

    const syncing: CatalogStatusView = {
      ...STATUS,
      state: 'syncing',
      progress: {
        phase: 'items',
        mode: 'full',
        resumed: false,
        itemsDone: 500,
        pagesDone: 1,
        totalEstimate: null,
        totalRange: null,
        elapsedMs: 600,
        etaMs: null,
      },
    };
    api.push('catalog.progress', syncing);
    expect(store.getState().catalog?.progress?.itemsDone).toBe(500);

    off();
    expect(api.listenerCount()).toBe(0);
    api.push('catalog.progress', STATUS);
    expect(store.getState().catalog?.state).toBe('syncing');
  });

  it('looks up one code, keeps the result, and records it in the recent list', async () => {
    const store = createAppStore(api);
    await store.getState().lookup('  SKU-1  ');
    const s = store.getState();
    expect(lookupTexts(api)).toEqual(['SKU-1']);
    expect(s.lookupResults.map((r) => r.item?.sku)).toEqual(['SKU-1']);
    expect(s.lookupBusy).toBe(false);
    expect(s.lookupHistory).toEqual([{ input: 'SKU-1', status: 'item', label: 'SKU-1 · Blue shirt' }]);
  });

  it('ignores blank input without asking main', async () => {
    const store = createAppStore(api);
    await store.getState().lookup(' \n \r\n ');
    expect(api.calls).toEqual([]);
    expect(store.getState().lookupResults).toEqual([]);
  });

  it('looks up every pasted line in order and lets the user show any of them', async () => {
    const store = createAppStore(api);
    await store.getState().lookup('SKU-1\r\nnope\n\n3074257BF7194E4000001A85\n');
    const s = store.getState();
    expect(lookupTexts(api)).toEqual(['SKU-1', 'nope', '3074257BF7194E4000001A85']);
    expect(s.lookupResults.map((r) => r.status)).toEqual(['item', 'unknown', 'item']);
    expect(s.lookupShown).toBe(0);
    store.getState().showLookupResult(2);
    expect(store.getState().lookupShown).toBe(2);
    store.getState().showLookupResult(7);
    expect(store.getState().lookupShown).toBe(2);
    // Newest first; an unknown code is labelled with the reason, as the screen says it.
    expect(s.lookupHistory.map((h) => h.input)).toEqual(['3074257BF7194E4000001A85', 'nope', 'SKU-1']);
    expect(s.lookupHistory[1]?.label).toBe('Unknown code: no item has SKU or UPC “nope”');
  });

  it('keeps the recent list short and free of repeats', async () => {
    const store = createAppStore(api);
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) await store.getState().lookup(`code-${i}`);
    await store.getState().lookup('code-14');
    const inputs = store.getState().lookupHistory.map((h) => h.input);
    expect(inputs).toHaveLength(HISTORY_LIMIT);
    expect(inputs[0]).toBe('code-14');
    expect(inputs.filter((i) => i === 'code-14')).toHaveLength(1);
    expect(inputs).not.toContain('code-0');
  });

  it('looks up at most PASTE_LIMIT lines of a huge paste and says so', async () => {
    const store = createAppStore(api);
    const lines = Array.from({ length: PASTE_LIMIT + 20 }, (_, i) => `code-${i}`);
    await store.getState().lookup(lines.join('\n'));
    expect(lookupTexts(api)).toHaveLength(PASTE_LIMIT);
    expect(store.getState().lookupResults).toHaveLength(PASTE_LIMIT);
    expect(store.getState().lookupError?.message).toContain(`first ${PASTE_LIMIT} of ${PASTE_LIMIT + 20}`);
  });

  it('shows the error main returns (for example no store chosen) and keeps what was found before it', async () => {
    api.respond('lookup.lookup', ({ text }) =>
      text === 'SKU-2'
        ? { ok: false, error: { code: 'catalog_closed', message: 'Choose a working store first.' } }
        : { ok: true, value: answer(text) },
    );
    const store = createAppStore(api);
    await store.getState().lookup('SKU-1\nSKU-2\nSKU-1');
    const s = store.getState();
    expect(s.lookupError).toEqual({ code: 'catalog_closed', message: 'Choose a working store first.' });
    expect(s.lookupResults.map((r) => r.input)).toEqual(['SKU-1']);
    expect(s.lookupBusy).toBe(false);
  });

  it('never lets a slow earlier lookup overwrite a newer one', async () => {
    const slow = deferred<void>();
    api.respond('lookup.lookup', async ({ text }) => {
      if (text === 'SKU-1') await slow.promise;
      return { ok: true, value: answer(text) };
    });
    const store = createAppStore(api);
    const first = store.getState().lookup('SKU-1');
    await store.getState().lookup('SKU-2');
    slow.resolve();
    await first;
    expect(store.getState().lookupResults.map((r) => r.input)).toEqual(['SKU-2']);
  });

  it('searches by words, clears on a blank query, and keeps only the newest answer', async () => {
    const store = createAppStore(api);
    await store.getState().search('  shirt ');
    expect(api.calls.at(-1)).toEqual({ name: 'lookup.search', args: { query: 'shirt', limit: 25 } });
    expect(store.getState().searchHits?.map((h) => h.sku)).toEqual(['SKU-1']);

    await store.getState().search('   ');
    expect(store.getState().searchHits).toBeNull();

    const slow = deferred<void>();
    api.respond('lookup.search', async ({ query }) => {
      if (query === 'scarf') await slow.promise;
      return { ok: true, value: query === 'scarf' ? [{ ...CATALOG['SKU-2']!, matchedBy: 'description' }] : [] };
    });
    const older = store.getState().search('scarf');
    await store.getState().search('zzz');
    slow.resolve();
    await older;
    expect(store.getState().searchHits).toEqual([]);
  });

  it('reports a failed search and keeps no stale hits', async () => {
    const store = createAppStore(api);
    await store.getState().search('shirt');
    api.respond('lookup.search', () => ({ ok: false, error: { code: 'catalog_closed', message: 'No catalog.' } }));
    await store.getState().search('scarf');
    expect(store.getState().searchHits).toBeNull();
    expect(store.getState().searchError?.message).toBe('No catalog.');
  });

  it('asks main to sync (full or incremental) and to cancel, and shows the state it answers with', async () => {
    api.respond('catalog.sync', ({ full }) => ({
      ok: true,
      value: { ...STATUS, state: 'syncing', unfinished: full ? { mode: 'full', itemsSoFar: 0, pagesSoFar: 0 } : null },
    }));
    api.respond('catalog.cancelSync', () => ({ ok: true, value: STATUS }));
    const store = createAppStore(api);
    await store.getState().syncCatalog(true);
    expect(api.calls.at(-1)).toEqual({ name: 'catalog.sync', args: { full: true } });
    expect(store.getState().catalog?.state).toBe('syncing');
    await store.getState().syncCatalog();
    expect(api.calls.at(-1)).toEqual({ name: 'catalog.sync', args: { full: false } });
    await store.getState().cancelCatalogSync();
    expect(store.getState().catalog?.state).toBe('ready');

    api.respond('catalog.sync', () => ({ ok: false, error: { code: 'signed_out', message: 'Sign in first.' } }));
    await store.getState().syncCatalog();
    expect(store.getState().catalogError?.code).toBe('signed_out');
  });

  it('forgets lookups, recent codes and search hits when main closes the catalog (sign-out)', async () => {
    const store = createAppStore(api);
    const off = store.getState().watchCatalog();
    await store.getState().lookup('SKU-1');
    await store.getState().search('shirt');
    api.push('catalog.progress', { ...STATUS, state: 'closed', storeId: null, items: 0 });
    const s = store.getState();
    expect(s.lookupResults).toEqual([]);
    expect(s.lookupHistory).toEqual([]);
    expect(s.searchHits).toBeNull();
    off();
  });

  it('forgets them on sign-out too, which arrives before the catalog closes', async () => {
    const store = createAppStore(api);
    const off = store.getState().watchCatalog();
    await store.getState().lookup('SKU-1');
    api.push('auth.changed', { state: 'signedOut', connection: null, serviceLabel: null, userName: null });
    expect(store.getState().lookupHistory).toEqual([]);
    expect(store.getState().lookupResults).toEqual([]);
    expect(store.getState().catalog).toBeNull();
    off();
    expect(api.listenerCount()).toBe(0);
  });
});
