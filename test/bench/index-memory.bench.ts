// Process: node (benchmark). `npm run bench -- index-memory [--items N] [--tags N]`: where the scan path's memory
// goes. Builds the catalog's index records as openCatalog does (one JSON array parsed, then mapped to
// CatalogIndexRecord), the ItemIndex over them as the catalog keeps it (keepItems false: item records in one buffer
// and typed-array tables), drops the records (the index keeps none of them), then an RfidResolver that has seen `--tags` distinct
// EPCs, and reports the JS heap and typed arrays each step holds after a full collection, in bytes per item (or per
// tag). Default 500,000 items (the large seed) and 250,000 tags.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { CatalogIndexRecord } from '../../domain/catalog/index-feed';
import { encodeSgtin96 } from '../../domain/codes';
import { ItemIndex, RfidResolver } from '../../domain/resolve';
import { ScanBuffer } from '../../domain/resolve/tag-records';
import { demoCatalog } from '../../service/seed/demo-catalog';

// A full collection on demand, without starting node with --expose-gc.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Heap in use after full collections (several: V8 also drops old functions' bytecode over a few of them). */
const heap = (): number => {
  for (let i = 0; i < 4; i++) gc();
  return process.memoryUsage().heapUsed;
};
const buffers = (): number => process.memoryUsage().arrayBuffers;

/** The catalog's index records as openCatalog reads them, then the index over them; the records are dropped. */
function buildIndex(items: number) {
  // The cache's index_rec JSON, as readIndexRecords reads it (strings made by JSON.parse, as at app start).
  let json: string | null = JSON.stringify(
    Array.from(demoCatalog(items), (it) => [it.id, it.sku, it.active ? 1 : 0, [...new Set(it.upc)], it.epcGTIN]),
  );
  const jsonBytes = json.length;
  let gtinKeys = 0;
  let upcKeys = 0;
  const records: CatalogIndexRecord[] = (JSON.parse(json) as [string, string, number, string[], string[]][]).map(
    ([id, sku, active, upc, epcGTIN]) => ({ id, sku, active: active === 1, upc, epcGTIN }),
  );
  json = null;
  for (const r of records) {
    gtinKeys += r.epcGTIN.length;
    upcKeys += r.upc.length;
  }
  const h1 = heap();
  const t0 = performance.now();
  const index = new ItemIndex<CatalogIndexRecord>({ keepItems: false });
  index.upsertMany(records);
  const indexMs = Math.round(performance.now() - t0);
  // As numbers: strings taken from the records would keep part of them alive through the index's figure.
  const gtins = Float64Array.from(
    records.filter((r) => r.epcGTIN.length > 0),
    (r) => Number(r.epcGTIN[0]),
  );
  return { index, gtins, h1, indexMs, jsonBytes, gtinKeys, upcKeys };
}

export default async function indexMemory(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({
    args,
    options: { items: { type: 'string' }, tags: { type: 'string' } },
    strict: false,
  });
  const items = Number(values.items ?? 500_000);
  const tagCount = Number(values.tags ?? 250_000);
  const per = (bytes: number, n = items) => Math.round(bytes / n);

  const hBase = heap();
  const b1 = buffers();
  // Built in a function of its own: a dead temporary in this frame's registers would keep the records alive.
  const { index, gtins, h1, indexMs, jsonBytes, gtinKeys, upcKeys } = buildIndex(items);
  const h2 = heap();
  const b2 = buffers() - gtins.byteLength;

  // RFID: `tagCount` distinct EPCs of the catalog's GTINs, resolved once each (a large count's tags).
  const rfid = new RfidResolver(index);
  const out = new ScanBuffer(1000);
  const h3 = heap();
  const b3 = buffers();
  for (let from = 0; from < tagCount; from += 1000) {
    const batch: string[] = [];
    for (let t = from; t < Math.min(tagCount, from + 1000); t++)
      batch.push(
        encodeSgtin96({
          gtin14: String(gtins[t % gtins.length]).padStart(14, '0'),
          serial: t + 1,
          companyPrefixLength: 7,
        }),
      );
    rfid.resolveMany(batch, out);
  }
  const h4 = heap();
  const b4 = buffers();
  // Read after the measurement: V8 frees what no later code reads, even while its variable is in scope.
  const firstTag = rfid.readOf(0).resolution.status;

  const figures = {
    items,
    gtinKeysPerItem: Math.round((gtinKeys / items) * 100) / 100,
    upcKeysPerItem: Math.round((upcKeys / items) * 100) / 100,
    indexRecJsonMB: Math.round(jsonBytes / 1e5) / 10,
    recordsMB: Math.round((h1 - hBase) / 2 ** 20),
    recordsBytesPerItem: per(h1 - hBase),
    // The index alone (its records dropped): heap (free numbers, contested keys) plus its typed arrays.
    indexMB: Math.round((h2 - hBase + b2 - b1) / 2 ** 20),
    indexBytesPerItem: per(h2 - hBase + b2 - b1),
    indexHeapBytesPerItem: per(h2 - hBase),
    indexTypedArrayBytesPerItem: per(b2 - b1),
    indexBuildMs: indexMs,
    tags: tagCount,
    firstTag,
    gtinsUsed: gtins.length,
    rfidHeapBytesPerTag: per(h4 - h3, tagCount),
    rfidTypedArrayBytesPerTag: per(b4 - b3, tagCount),
    rfidMB: Math.round((h4 - h3 + b4 - b3) / 2 ** 20),
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  };
  console.log(
    `${items} items: records ${figures.recordsMB} MB (${figures.recordsBytesPerItem} B/item, dropped), index ` +
      `${figures.indexMB} MB (${figures.indexBytesPerItem} B/item: ${figures.indexHeapBytesPerItem} heap + ` +
      `${figures.indexTypedArrayBytesPerItem} typed arrays); ` +
      `${tagCount} tags: ${figures.rfidMB} MB (${figures.rfidHeapBytesPerTag} B/tag heap + ${figures.rfidTypedArrayBytesPerTag} B/tag typed arrays)`,
  );
  return figures;
}
