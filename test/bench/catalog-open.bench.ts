// Process: node (benchmark). `npm run bench -- catalog-open [--items N]` (default 100,000; issue 24: 500,000): a
// catalog cache of N items (the large seed's codes, written by the real item writer), then the scan index fed from
// it as openCatalog does, each in a fresh child process so its peak RSS (VmHWM) is its own: in chunks of 25,000 rows
// (today) and in one query (as before issue 24). Prints feedMs, heapAfterMb and peakRssMb of each.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { openCatalogDb } from '../../domain/catalog/db';
import { feedIndexFromDb } from '../../domain/catalog/index-feed';
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

/** The child: feeds an index from the file, `rows` per query, and prints its figures. */
function feed(path: string, rows: number): void {
  const db = openCatalogDb(path);
  const index = new ItemIndex();
  const t0 = performance.now();
  const count = feedIndexFromDb(db, index, rows);
  const feedMs = Math.round(performance.now() - t0);
  const heapAfterMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
  db.close();
  const out = { count, indexed: index.size, feedMs, heapAfterMb, peakRssMb: procFigures(process.pid).peakRssMb };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function feedInChild(path: string, rows: number): Record<string, number> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), path, String(rows)], {
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
    const chunked = feedInChild(path, 25_000);
    const oneQuery = feedInChild(path, Number.MAX_SAFE_INTEGER);
    console.log(
      `feed: chunked ${chunked.feedMs} ms, peak RSS ${chunked.peakRssMb} MB; one query ${oneQuery.feedMs} ms, peak RSS ${oneQuery.peakRssMb} MB`,
    );
    return { items, chunked, oneQuery, loadAverage: loadavg().map((l) => Math.round(l * 100) / 100) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  feed(process.argv[2]!, Number(process.argv[3]));
}
