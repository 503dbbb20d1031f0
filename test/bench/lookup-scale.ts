// Process: node (benchmark helper of lookup.bench.ts). `npm run bench -- lookup --items N` (the large size: 500,000):
// the large seed in the local service (limit off), one full sync into a fresh cache (on-hand left out), the cache
// reopened (catalogOpenMs: the scan index loaded), then lookups by kind against the catalog's lookup service (the
// same calls lookup.lookup and lookup.search make behind the dispatcher, without its argument check):
// EPC, barcode and SKU p99 (target <= 1 ms each) and text search p99 (target <= 30 ms), plus the heap held.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCatalog } from '../../domain/catalog/catalog';
import { decodeInput, encodeSgtin96 } from '../../domain/codes';
import { startService } from '../../service/index';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_CLIENT_ID } from '../../service/seed/demo-constants';
import { connectAsDemo } from '../helpers/local-service';

const p99 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor(s.length * 0.99))] ?? Number.NaN) * 1000) / 1000;
};

/** Times `fn` over each input (after one warm-up pass of 100), returns p99 in ms and the found share. */
function timed(inputs: string[], fn: (text: string) => boolean): { p99Ms: number; found: number } {
  for (const t of inputs.slice(0, 100)) fn(t);
  const times: number[] = [];
  let found = 0;
  for (const t of inputs) {
    const s = performance.now();
    if (fn(t)) found++;
    times.push(performance.now() - s);
  }
  return { p99Ms: p99(times), found: Math.round((found / inputs.length) * 100) / 100 };
}

export async function lookupAtScale(items: number, lookups: number): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'lookup-scale-'));
  const svc = await startService({ port: 0, dataPath: join(dir, 'service.db'), seed: 'large', items, rateLimit: 0 });
  try {
    const { api } = await connectAsDemo(svc, { maxPerSecond: 1000 });
    const opts = { dataDir: join(dir, 'app'), baseUrl: svc.baseUrl, clientId: DEMO_CLIENT_ID, decode: decodeInput };
    const t0 = performance.now();
    const first = openCatalog(opts);
    await first.sync(api, { store: 'S01', onHandStoreIds: [] });
    await first.close();
    const syncSeconds = Math.round((performance.now() - t0) / 100) / 10;
    const tOpen = performance.now();
    const catalog = openCatalog(opts);
    const catalogOpenMs = Math.round(performance.now() - tOpen);
    const heapMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
    try {
      const picks = Array.from({ length: lookups }, (_, i) => catalogItemAt((i * 7919) % items, items));
      const tagged = picks.filter((it) => it.epcGTIN[0]);
      const epcs = tagged.map((it, i) =>
        encodeSgtin96({ gtin14: it.epcGTIN[0]!, serial: i + 1, companyPrefixLength: 7 }),
      );
      const barcodes = picks.filter((it) => it.upc[0]).map((it) => it.upc[0]!);
      const skus = picks.map((it) => it.sku);
      // Words of descriptions (a word and a prefix of the next), as someone types them into the search.
      const words = picks.slice(0, 2000).map((it) => {
        const w = it.description.split(' ');
        return `${w[0]} ${(w[1] ?? '').slice(0, 3)}`;
      });
      const look = (t: string) => catalog.lookup.lookup(t).status === 'item';
      // The EPC pass comes first, so it is each item's first lookup since the open (its rows' pages not yet read);
      // the barcode and SKU passes look the same items up again. The EPCs again, for the same footing.
      const epc = timed(epcs, look);
      const epcAgain = timed(epcs, look);
      const barcode = timed(barcodes, look);
      const sku = timed(skus, look);
      const search = timed(words, (q) => catalog.lookup.search(q).length > 0);
      const figures = {
        items: catalog.indexedAtOpen,
        syncSeconds,
        catalogOpenMs,
        indexFrom: catalog.indexLoad.from,
        heapAfterOpenMb: heapMb,
        epcP99Ms: epc.p99Ms,
        epcAgainP99Ms: epcAgain.p99Ms,
        barcodeP99Ms: barcode.p99Ms,
        skuP99Ms: sku.p99Ms,
        textSearchP99Ms: search.p99Ms,
        found: { epc: epc.found, barcode: barcode.found, sku: sku.found, search: search.found },
        lookupsPerKind: { epc: epcs.length, barcode: barcodes.length, sku: skus.length, search: words.length },
        targets: { lookupP99Ms: '<= 1', textSearchP99Ms: '<= 30' },
        loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      };
      console.log(
        `${figures.items} items: open ${catalogOpenMs} ms; p99 EPC ${epc.p99Ms} ms, barcode ${barcode.p99Ms} ms, ` +
          `SKU ${sku.p99Ms} ms, text search ${search.p99Ms} ms`,
      );
      return figures;
    } finally {
      await catalog.close();
    }
  } finally {
    await svc.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
