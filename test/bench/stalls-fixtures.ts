// Process: node (benchmark helper of stalls.bench.ts). The large fixtures the `stalls` benchmark drives, built once
// and kept under node_modules/.cache/stocktake-bench-stalls (a 500,000-item catalog cache takes minutes to write):
// a catalog cache of N items (the large seed's codes, written by the real item writer, as catalog-open builds it).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openCatalogDb } from '../../domain/catalog/db';
import { createItemWriter } from '../../domain/catalog/item-writer';
import { demoCatalog } from '../../service/seed/demo-catalog';
import { makeItem } from '../unit/catalog/make-item';

const CACHE = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/stocktake-bench-stalls');

/** A cached catalog file of `items` items, checkpointed into one file; built the first time. */
export function catalogFixture(items: number): string {
  const path = join(CACHE, `catalog-${items}.db`);
  if (existsSync(path)) return path;
  mkdirSync(CACHE, { recursive: true });
  const building = `${path}.building`;
  rmSync(building, { force: true });
  const db = openCatalogDb(building);
  const writer = createItemWriter(db);
  let batch: ReturnType<typeof makeItem>[] = [];
  for (const it of demoCatalog(items)) {
    batch.push(
      makeItem({
        id: it.id,
        sku: it.sku,
        upc: it.upc,
        epcGTIN: it.epcGTIN,
        active: it.active,
        description: it.description,
      }),
    );
    if (batch.length === 5000) {
      writer.write(batch);
      batch = [];
    }
  }
  if (batch.length) writer.write(batch);
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  db.close();
  rmSync(`${building}-wal`, { force: true });
  rmSync(`${building}-shm`, { force: true });
  renameSync(building, path);
  return path;
}

/** A copy of the cached catalog at `to` (each run changes its copy: snapshot, upgrade). */
export function copyCatalogFixture(items: number, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(catalogFixture(items), to);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  console.log(catalogFixture(Number(process.argv[2] ?? 500_000)), Math.round((performance.now() - t0) / 1000), 's');
}
