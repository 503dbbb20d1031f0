// Process: test (node). The plans' read port on a real catalog cache file, written by the catalog's own item
// writer: the store's items with their category, the store's retail price and its on-hand there, classified.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type CatalogDb, openCatalogDb } from '../../../domain/catalog/db';
import { createItemWriter } from '../../../domain/catalog/item-writer';
import { classifyAbc } from '../../../domain/plans/abc';
import { catalogStockValues } from '../../../domain/plans/stock-values';
import { LEVEL_LEAF, makeItem, STORE_A, STORE_B } from '../catalog/make-item';

const dirs: string[] = [];
let db: CatalogDb | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function catalog(): CatalogDb {
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-plans-'));
  dirs.push(dir);
  db = openCatalogDb(join(dir, 'catalog.db'));
  return db;
}

describe('catalogStockValues', () => {
  it("reads the store's items with category, the store's price and its on-hand there", () => {
    const cat = catalog();
    const tee = makeItem({
      sku: 'TEE',
      level: LEVEL_LEAF,
      stores: [
        { id: STORE_A.id, retailPrice1: 20, interfaces: [] },
        { id: STORE_B.id, retailPrice1: 25, interfaces: [] },
      ],
    });
    const mug = makeItem({ sku: 'MUG', stores: [{ id: STORE_A.id, retailPrice1: 5, interfaces: [] }] });
    const onlyB = makeItem({ sku: 'ONLYB', stores: [{ id: STORE_B.id, retailPrice1: 9, interfaces: [] }] });
    const dropped = makeItem({ sku: 'OLD', stores: [] });
    createItemWriter(cat).write([tee, mug, onlyB, dropped]);
    const onHand = cat.prepare('INSERT INTO on_hand VALUES (?, ?, ?, ?)');
    onHand.run(tee.id, STORE_A.id, 3, '2026-11-01T00:00:00Z');
    onHand.run(tee.id, STORE_B.id, 99, '2026-11-01T00:00:00Z');
    // Stock of an item store A no longer lists: still on the shelf, no price.
    onHand.run(dropped.id, STORE_A.id, 4, '2026-11-01T00:00:00Z');

    const rows = catalogStockValues(cat)(STORE_A.id).sort((x, y) => x.itemId.localeCompare(y.itemId));
    expect(rows).toEqual(
      [
        { itemId: tee.id, category: 'T-shirts', price: 20, onHand: 3 },
        { itemId: mug.id, category: 'No category', price: 5, onHand: 0 },
        { itemId: dropped.id, category: 'No category', price: null, onHand: 4 },
      ].sort((x, y) => x.itemId.localeCompare(y.itemId)),
    );
    // Only the tee holds value at store A (60.00): A; the mug (no stock) and the unpriced item: C.
    const abc = classifyAbc(rows);
    expect(abc.totalValue).toBe(60);
    expect(Object.fromEntries(abc.items.map((i) => [i.itemId, i.abcClass]))).toEqual({
      [tee.id]: 'A',
      [mug.id]: 'C',
      [dropped.id]: 'C',
    });
  });
});
