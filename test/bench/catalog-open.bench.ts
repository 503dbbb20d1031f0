// Process: node (benchmark). `npm run bench -- catalog-open [--items N]` (default 100,000; the large size: 500,000): a
// catalog cache of N items (the large seed's codes, written by the real item writer), then the scan index loaded
// from it as openCatalog does (loadIndex), each in a fresh child process so its peak RSS (VmHWM) is its own: first
// with no snapshot (`rebuild`: fed from the cache in chunks of 25,000 rows, then the snapshot written), then from
// that snapshot (`snapshot`: the usual open). Prints openMs, heapAfterMb, arrayBuffersMb and peakRssMb of each.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openCatalogDb } from '../../domain/catalog/db';
import type { CatalogIndexRecord } from '../../domain/catalog/index-feed';
import { loadIndex } from '../../domain/catalog/index-snapshot-file';
import { createItemWriter } from '../../domain/catalog/item-writer';
import { ItemIndex } from '../../domain/resolve';
import { demoCatalog } from '../../service/seed/demo-catalog';
import { makeItem } from '../unit/catalog/make-item';
import { procFigures } from './service.bench';

function build(path: string, items: number): void {
  const db = openCatalogDb(path);
  const writer = createItemWriter(db);
  let batch: ReturnType<typeof makeItem>[] = [];
  for (const it of demoCatalog(items)) {
    batch.push(makeItem({ id: it.id, sku: it.sku, upc: it.upc, epcGTIN: it.epcGTIN, active: it.active }));
    if (batch.length === 5000) {
      writer.write(batch);
      batch = [];
    }
  }
  if (batch.length) writer.write(batch);
  db.close();
}

/** The child: loads an index from the file as openCatalog does, and prints its figures. */
function open(path: string): void {
  const db = openCatalogDb(path);
  const index = new ItemIndex<CatalogIndexRecord>({ keepItems: false });
  const t0 = performance.now();
  const loaded = loadIndex(db, index);
  const openMs = Math.round(performance.now() - t0);
  const mem = process.memoryUsage();
  db.close();
  const out = {
    ...loaded,
    openMs,
    heapAfterMb: Math.round(mem.heapUsed / 2 ** 20),
    arrayBuffersMb: Math.round(mem.arrayBuffers / 2 ** 20),
    peakRssMb: procFigures(process.pid).peakRssMb,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function openInChild(path: string): Record<string, number> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), path], {
    encoding: 'utf8',
    env: { ...process.env, STOCKTAKE_LOG: 'warn' },
  });
  if (r.status !== 0) throw new Error(`feed child failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Record<string, number>;
}

export default async function catalogOpen(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { items: { type: 'string' } }, strict: false });
  const items = Number(values.items ?? 100_000);
  const dir = mkdtempSync(join(tmpdir(), 'catalog-open-'));
  try {
    const path = join(dir, 'catalog.db');
    const t0 = performance.now();
    build(path, items);
    console.log(`${items} items written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const rebuild = openInChild(path);
    const snapshot = openInChild(path);
    console.log(
      `open: rebuilt from the cache ${rebuild.openMs} ms, peak RSS ${rebuild.peakRssMb} MB; from the snapshot ` +
        `${snapshot.openMs} ms, peak RSS ${snapshot.peakRssMb} MB`,
    );
    return {
      items,
      catalogOpenMs: snapshot.openMs,
      rebuild,
      snapshot,
      target: { catalogOpenMs: '<= 1000' },
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  open(process.argv[2]!);
}
