// Process: node (benchmark). The app's catalog and lookup path as the UI uses it, through the IPC dispatcher
// (argument validation, decoding, the in-memory index, the item read from SQLite): the first background sync of the
// demo catalog at the real limit (2 requests a second), how long a restart takes to answer lookups from the cache,
// the event-loop delay while the sync writes (IPC and the reader share that loop), and lookups per second with
// their latency percentiles for EPCs, barcodes, SKUs and misses.
// `npm run bench -- lookup [lookups] [--items N]`; with --items, the large seed at that size instead (lookup-scale.ts;
// the large size: 500,000 items).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { InvokeResult, RequestName } from '../../contract';
import type { CatalogStatusView } from '../../contract/catalog';
import { encodeSgtin96 } from '../../domain/codes';
import { setLogLevel } from '../../domain/shared/logger';
import { type AppServices, createAppServices, type Encryptor } from '../../hosts/app/services';
import { startService } from '../../service/index';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_ITEM_COUNT } from '../../service/seed/demo-constants';
import { sleep } from '../helpers/waits';
import { lookupAtScale } from './lookup-scale';

const keychain: Encryptor = {
  isEncryptionAvailable: () => true,
  encryptString: (plain) => Buffer.from(plain),
  decryptString: (bytes) => bytes.toString(),
};

/** The dispatcher answers untyped values (it serves every transport); the contract gives the type back. */
const call = async <K extends RequestName>(services: AppServices, name: K, args: unknown) =>
  (await services.dispatch(name, args)) as InvokeResult<K>;

async function until(services: AppServices, test: (s: CatalogStatusView) => boolean): Promise<CatalogStatusView> {
  for (;;) {
    const r = await call(services, 'catalog.status', {});
    if (r.ok && test(r.value)) return r.value;
    await sleep(20);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export default async function run(args: string[]): Promise<Record<string, unknown>> {
  setLogLevel('warn');
  const itemsAt = args.indexOf('--items');
  if (itemsAt >= 0)
    // The lookups per kind: a number that is not --items' value.
    return lookupAtScale(
      Number(args[itemsAt + 1]),
      Number(args.find((a, i) => /^\d+$/.test(a) && i !== itemsAt + 1) ?? 20_000),
    );
  const lookups = Number(args[0] ?? 20_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'stocktake-lookup-bench-'));
  const launch = () =>
    createAppServices({
      dataDir,
      appInfo: { mode: 'electron', version: 'bench' },
      encryptor: keychain,
      // The demo service with its real limit; the app's scheduler keeps to it.
      startDemoService: (o) => startService({ ...o, rateLimit: 2 }),
    });
  let services = await launch();
  try {
    const t0 = performance.now();
    const signIn = await services.dispatch('auth.signIn', {
      connection: { kind: 'demo' },
      userName: 'demo',
      password: 'demo',
    });
    if (!signIn.ok) throw new Error(signIn.error.message);
    // While the sync writes pages, the event loop (which also serves IPC and the reader) must stay responsive.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    await services.dispatch('stores.choose', { storeId: STORES[0]!.id });
    const synced = await until(services, (s) => s.state === 'ready' && s.lastSyncedAt !== null);
    loop.disable();
    const firstSyncS = (performance.now() - t0) / 1000;
    const loopDelayP99Ms = loop.percentile(99) / 1e6;
    const loopDelayMaxMs = loop.max / 1e6;
    console.log(`first sync: ${synced.items} items in ${firstSyncS.toFixed(1)} s (sign-in included)`);
    console.log(
      `event-loop delay during the sync: p99 ${loopDelayP99Ms.toFixed(1)} ms, max ${loopDelayMaxMs.toFixed(1)} ms`,
    );
    await services.close();

    // A restart: silent sign-in, cache opened, index loaded; how soon does a lookup answer?
    const t1 = performance.now();
    services = await launch();
    await services.dispatch('auth.resume', {});
    await until(services, (s) => s.state !== 'closed');
    const item = catalogItemAt(7);
    const epc = encodeSgtin96({ gtin14: item.epcGTIN[0]!, serial: 1, companyPrefixLength: 7 });
    const first = await call(services, 'lookup.lookup', { text: epc });
    const restartMs = performance.now() - t1;
    if (!first.ok || first.value.status !== 'item') throw new Error('lookup after restart found nothing');
    console.log(`restart to first answered lookup: ${restartMs.toFixed(0)} ms`);

    // A mix like a busy lookup screen: tags, barcodes, SKUs, unknown tags and an SSCC.
    const inputs: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const it = catalogItemAt((i * 37) % DEMO_ITEM_COUNT);
      const gtin = it.epcGTIN[0];
      if (gtin && i % 4 === 0) inputs.push(encodeSgtin96({ gtin14: gtin, serial: i, companyPrefixLength: 7 }));
      else if (it.upc[0] && i % 4 === 1) inputs.push(it.upc[0]);
      else if (i % 4 === 2) inputs.push(it.sku);
      else inputs.push(i % 8 === 3 ? '3174257BF4499602D2000000' : `${it.sku}-NOPE`);
    }
    const times: number[] = [];
    let found = 0;
    const t2 = performance.now();
    for (let i = 0; i < lookups; i++) {
      const s = performance.now();
      const r = await call(services, 'lookup.lookup', { text: inputs[i % inputs.length]! });
      times.push(performance.now() - s);
      if (r.ok && r.value.status === 'item') found++;
    }
    const totalS = (performance.now() - t2) / 1000;
    times.sort((a, b) => a - b);
    const figures = {
      items: synced.items,
      firstSyncSeconds: Number(firstSyncS.toFixed(1)),
      syncEventLoopDelayP99Ms: Number(loopDelayP99Ms.toFixed(1)),
      syncEventLoopDelayMaxMs: Number(loopDelayMaxMs.toFixed(1)),
      restartToFirstLookupMs: Math.round(restartMs),
      lookups,
      lookupsPerSecond: Math.round(lookups / totalS),
      p50Ms: Number(percentile(times, 50).toFixed(3)),
      p99Ms: Number(percentile(times, 99).toFixed(3)),
      maxMs: Number((times.at(-1) ?? 0).toFixed(3)),
      foundShare: Number((found / lookups).toFixed(2)),
    };
    console.log(
      `${lookups} lookups through the dispatcher: ${figures.lookupsPerSecond}/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`,
    );
    return figures;
  } finally {
    await services.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
