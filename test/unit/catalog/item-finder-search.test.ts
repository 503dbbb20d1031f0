// Process: node (tests). Description search on a catalog where a word matches more items than the search ranks
// (TEXT_CANDIDATES): the hits are still ranked by bm25 (the SKU column weighs most) and then SKU, and a query
// narrow enough to name an item finds it wherever it sits in the catalog.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CatalogDb, openCatalogDb } from '../../../domain/catalog/db';
import { createItemFinder, TEXT_CANDIDATES } from '../../../domain/catalog/item-finder';
import { createItemWriter } from '../../../domain/catalog/item-writer';
import { makeItem } from './make-item';

let dir: string;
let db: CatalogDb;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'finder-unit-'));
  db = openCatalogDb(join(dir, 'catalog', 'c.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('text search over many matches', () => {
  it('ranks by bm25 then SKU, and finds a narrowly named item past the ranked candidates', () => {
    const n = TEXT_CANDIDATES + 100;
    const items = Array.from({ length: n }, (_, i) =>
      makeItem({
        sku: `CT-${String(i).padStart(5, '0')}`,
        description: `Classic tee ${i}`,
        posDescription1: `CLASSIC TEE ${i}`,
      }),
    );
    // The SKU column weighs 4: this item names the word in its SKU too, so it ranks first.
    items[7] = makeItem({ sku: 'CLASSIC-7', description: 'Classic tee 7', posDescription1: 'CLASSIC TEE 7' });
    createItemWriter(db).write(items);
    const find = createItemFinder(db);
    const hits = find.search('classic', 50);
    expect(hits).toHaveLength(50);
    expect(hits[0]).toMatchObject({ sku: 'CLASSIC-7', matchedBy: 'description' });
    const rest = hits.slice(1).map((h) => h.sku);
    expect(rest).toEqual([...rest].sort());
    expect(new Set(hits.map((h) => h.id)).size).toBe(50);
    // The last item sits past TEXT_CANDIDATES in catalog order; its own words still find it.
    expect(find.search(`classic tee ${n - 1}`).map((h) => h.sku)).toEqual([`CT-${String(n - 1).padStart(5, '0')}`]);
  });
});
