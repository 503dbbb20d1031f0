// Process: node (tests). One GTIN rule on every path: a store-internal code (EAN-13 starting 2, UPC-A number
// system 2 or 4, i.e. GTIN prefixes 2, 02, 04) stored on an item is found by its own text, but never by a GTIN,
// whether scanned (lookup: decoder + in-memory scan index) or searched (SQLite item_upcs). A trade UPC, for
// contrast, is found by its GTIN-14 on both paths. Real SQLite file, the real catalog facade.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Catalog, openCatalog } from '../../../domain/catalog/catalog';
import { catalogDbPath, openCatalogDb } from '../../../domain/catalog/db';
import { createItemWriter } from '../../../domain/catalog/item-writer';
import { checkDigit, decodeInput } from '../../../domain/codes';
import { makeItem } from './make-item';

const withCheck = (body: string) => `${body}${checkDigit(body)}`;
const STORE_INTERNAL = {
  'EAN-13 starting 2': withCheck('201234500001'),
  'UPC-A number system 2 (GTIN 02...)': withCheck('21234567890'),
  'UPC-A number system 4 (GTIN 04...)': withCheck('41234567890'),
};
const TRADE_UPC = withCheck('03600029145');

const BASE_URL = 'http://127.0.0.1:9';
let dir: string;
let catalog: Catalog;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'catalog-store-internal-'));
  const db = openCatalogDb(catalogDbPath(dir, BASE_URL, 'DEMO'));
  createItemWriter(db).write([
    ...Object.values(STORE_INTERNAL).map((upc, i) => makeItem({ sku: `WEIGH-${i}`, upc: [upc] })),
    makeItem({ sku: 'COLA-12', upc: [TRADE_UPC] }),
  ]);
  db.close();
  catalog = openCatalog({ dataDir: dir, baseUrl: BASE_URL, clientId: 'DEMO', decode: (t) => decodeInput(t) });
});
afterAll(async () => {
  await catalog?.close();
  rmSync(dir, { recursive: true, force: true });
});

const gtin14Of = (code: string) => code.padStart(14, '0');

describe.each(Object.entries(STORE_INTERNAL))('store-internal %s', (_name, code) => {
  it('is stored with no GTIN-14', () => {
    const row = catalog.db.prepare('SELECT gtin14 FROM item_upcs WHERE upc = ?').get(code) as { gtin14: unknown };
    expect(row.gtin14).toBeNull();
  });

  it('scanning: found by its own text, never by its GTIN-14 or EAN-13 form', () => {
    const own = catalog.lookup.lookup(code);
    expect(own).toMatchObject({ status: 'item', matchedBy: 'upc', item: { upcs: [code] } });
    for (const form of [gtin14Of(code), code.padStart(13, '0')].filter((f) => f !== code)) {
      expect(catalog.lookup.lookup(form)).toMatchObject({ status: 'unknown', item: null });
    }
  });

  it('search: found by its own text, never by its GTIN-14 or EAN-13 form', () => {
    expect(catalog.lookup.search(code)).toMatchObject([{ sku: expect.stringMatching(/^WEIGH-/), matchedBy: 'upc' }]);
    for (const form of [gtin14Of(code), code.padStart(13, '0')].filter((f) => f !== code)) {
      expect(catalog.lookup.search(form)).toEqual([]);
    }
  });
});

describe('a trade UPC, for contrast', () => {
  it('is found by its GTIN-14 when scanned and when searched', () => {
    const gtin = gtin14Of(TRADE_UPC);
    expect(catalog.lookup.lookup(gtin)).toMatchObject({ status: 'item', matchedBy: 'gtin', item: { sku: 'COLA-12' } });
    expect(catalog.lookup.search(gtin)).toMatchObject([{ sku: 'COLA-12', matchedBy: 'upc' }]);
    // 11 digits (the UPC-A without its leading 0) reads the same way on both paths.
    const eleven = TRADE_UPC.slice(1);
    expect(catalog.lookup.lookup(eleven)).toMatchObject({ status: 'item', item: { sku: 'COLA-12' } });
    expect(catalog.lookup.search(eleven)).toMatchObject([{ sku: 'COLA-12', matchedBy: 'upc' }]);
  });
});
