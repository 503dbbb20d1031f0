// Process: test (renderer logic under node). The sentences the status bar and the lookup screen show about the
// catalog and about codes that found nothing: a table per state, with the numbers formatted as people read them.
import { describe, expect, it } from 'vitest';
import type { CatalogStatusView, LookupResult } from '../../../contract/catalog';
import { catalogLine, statusBarText } from '../../../renderer/src/features/lookup/format';
import { isNonGs1Scheme, notFoundHeadline, schemeName } from '../../../renderer/src/lib/code-text';
import { formatAgo } from '../../../renderer/src/lib/format';
import { syncing as progress, READY } from './catalog-status';

const NOW = Date.parse('2026-11-21T12:00:00Z');
describe('catalog status sentence', () => {
  const cases: [string, CatalogStatusView | null, 'online' | 'offline', string, string][] = [
    ['no catalog yet', null, 'online', 'Catalog: choose a store', 'neutral'],
    ['signed out', { ...READY, state: 'closed' }, 'online', 'Catalog: choose a store', 'neutral'],
    ['up to date', READY, 'online', 'Catalog up to date · 5,012 items · synced 2 min ago', 'good'],
    [
      'never synced',
      { ...READY, items: 0, lastSyncedAt: null },
      'online',
      'Catalog not synced yet · 0 items',
      'neutral',
    ],
    ['reference phase', progress({ phase: 'reference' }), 'online', 'Syncing catalog: stores and vendors…', 'busy'],
    [
      'first page on its way',
      progress({ itemsDone: 0, pagesDone: 0 }),
      'online',
      'Syncing catalog: reading the first page…',
      'busy',
    ],
    ['first sync, size unknown', progress({}), 'online', 'Syncing catalog · 1,500 items · 3 pages', 'busy'],
    [
      'resumed, size estimated, time left known',
      progress({ itemsDone: 10_000, pagesDone: 20, totalEstimate: 20_000, etaMs: 95_000 }),
      'online',
      'Syncing catalog · 10,000 of about 20,000 items · 20 pages · about 2 min left',
      'busy',
    ],
    [
      'size known exactly (the last page came)',
      progress({
        itemsDone: 19_000,
        pagesDone: 38,
        totalEstimate: 19_250,
        totalRange: { low: 19_250, high: 19_250 },
        etaMs: 20_000,
      }),
      'online',
      'Syncing catalog · 19,000 of 19,250 items · 38 pages · less than a minute left',
      'busy',
    ],
    [
      'incremental',
      progress({ mode: 'incremental', itemsDone: 12, pagesDone: 1 }),
      'online',
      'Updating catalog · 12 items · 1 page',
      'busy',
    ],
    [
      'on-hand phase',
      progress({ phase: 'onhand', itemsDone: 2000, pagesDone: 4 }),
      'online',
      'Syncing on-hand · 2,000 rows · 4 pages',
      'busy',
    ],
    [
      'service unreachable',
      { ...READY, state: 'offline', problem: { code: 'network', message: 'x', action: 'Lookups use the cache.' } },
      'offline',
      'Offline: using the cached catalog · 5,012 items',
      'bad',
    ],
    ['connection lost since the last sync', READY, 'offline', 'Offline: using the cached catalog · 5,012 items', 'bad'],
    [
      'failed',
      {
        ...READY,
        state: 'error',
        problem: { code: 'server', message: 'The service had a problem.', action: 'Retry.' },
      },
      'online',
      'Catalog sync failed: The service had a problem.',
      'bad',
    ],
    [
      'paused by the user',
      { ...READY, problem: { code: 'cancelled', message: 'Sync paused.', action: 'It continues later.' } },
      'online',
      'Catalog sync paused · 5,012 items',
      'neutral',
    ],
  ];
  for (const [name, status, connection, text, tone] of cases) {
    it(name, () => {
      const line = catalogLine(status, connection, NOW);
      expect(line.text).toBe(text);
      expect(line.tone).toBe(tone);
    });
  }

  it('says what to do next when the last sync failed or the service is unreachable', () => {
    const offline = catalogLine(
      { ...READY, state: 'offline', problem: { code: 'network', message: 'x', action: 'Press Sync now later.' } },
      'online',
      NOW,
    );
    expect(offline.detail).toBe('Press Sync now later.');
    expect(catalogLine(READY, 'online', NOW).detail).toBeNull();
  });

  it('drops the repeated word in the status bar, whose item is labelled Catalog', () => {
    expect(statusBarText(catalogLine(READY, 'online', NOW))).toBe('Up to date · 5,012 items · synced 2 min ago');
    expect(statusBarText(catalogLine(progress({}), 'online', NOW))).toBe('Syncing · 1,500 items · 3 pages');
    expect(statusBarText(catalogLine(null, 'online', NOW))).toBe('Choose a store');
    expect(statusBarText(catalogLine(READY, 'offline', NOW))).toBe('Offline: using the cached catalog · 5,012 items');
  });
});

describe('times', () => {
  it.each([
    ['2026-11-21T11:59:30Z', 'just now'],
    ['2026-11-21T11:58:00Z', '2 min ago'],
    ['2026-11-21T09:00:00Z', '3 h ago'],
    ['2026-11-18T12:00:00Z', '3 days ago'],
    ['not a date', 'at an unknown time'],
  ])('%s was %s', (iso, text) => expect(formatAgo(iso, NOW)).toBe(text));
});

describe('codes that found nothing', () => {
  const result = (r: Partial<LookupResult>, d: Partial<LookupResult['decoded']>): LookupResult => ({
    input: 'x',
    status: 'unknown',
    matchedBy: null,
    item: null,
    message: 'm',
    ...r,
    decoded: {
      kind: 'epc',
      type: 'epc',
      scheme: 'sgtin-96',
      gtin14: null,
      serial: null,
      filter: null,
      tagUri: null,
      reason: null,
      ...d,
    },
  });

  it.each([
    [result({}, { gtin14: '00614141099999' }), 'Unknown tag: GTIN 00614141099999 is not in the catalog'],
    [
      result({}, { kind: 'barcode', type: 'barcode', scheme: 'ean-13', gtin14: '04006381333931' }),
      'Unknown barcode: GTIN 04006381333931 is not in the catalog',
    ],
    [result({ status: 'notTradeItem' }, { type: 'notTradeItem', scheme: 'sscc-96' }), 'Not a trade item (SSCC-96)'],
    [result({ status: 'notTradeItem' }, { type: 'notTradeItem', scheme: 'giai-202' }), 'Not a trade item (GIAI-202)'],
    [
      result({ status: 'invalid' }, { type: 'invalid', reason: 'partition 7 is reserved' }),
      'Not a valid code: partition 7 is reserved',
    ],
    [
      result({ input: ' ZZ-9 ' }, { kind: 'barcode', type: 'sku', scheme: 'sku' }),
      'Unknown code: no item has SKU or UPC “ZZ-9”',
    ],
  ])('%#: %s', (r, text) => expect(notFoundHeadline(r)).toBe(text));

  it('names schemes as people read them', () => {
    expect(schemeName('sgtin+')).toBe('SGTIN+');
    expect(schemeName('gs1-digital-link')).toBe('GS1 Digital Link');
    expect(schemeName('grai-96')).toBe('GRAI-96');
    expect(schemeName(null)).toBe('unknown');
    expect(schemeName('non-GS1 (header 0xE2)')).toBe('non-GS1 (header 0xE2)');
  });

  it('tells tags without any GS1 identifier from GS1 keys that name no product', () => {
    expect(isNonGs1Scheme('non-GS1 (header 0xE2)')).toBe(true);
    expect(isNonGs1Scheme('ISO/IEC non-GS1 (AFI 0xA2)')).toBe(true);
    expect(isNonGs1Scheme('sscc-96')).toBe(false);
    expect(isNonGs1Scheme(null)).toBe(false);
  });
});
