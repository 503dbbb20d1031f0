// Process: node (benchmarks): the syncing process of `npm run bench -- sync`, started by sync.bench.ts with tsx.
// It does one sync against a running service and prints one JSON line with its figures (ChildReport). Kept apart
// from sync.bench.ts on purpose: that file loads the service (fastify, its seeder) and the vitest helpers, which
// an app's syncing process never holds; loaded here they added their memory to the peak RSS being measured.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { connectWithPassword } from '../../domain/auth/connect';
import { openCatalog } from '../../domain/catalog/catalog';
import type { SyncSummary } from '../../domain/catalog/sync';
import { decodeInput } from '../../domain/codes';
import { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../service/seed/demo-constants';
import { tapFetch } from '../helpers/fetch-tap';
import { sleep } from '../helpers/waits';

export interface ChildConfig {
  authUrl: string;
  baseUrl: string;
  dataDir: string;
  maxPerSecond: number;
  store: string;
  /** On-hand for the working store only (the rated run), all stores (default), or none. */
  onHand: 'working' | 'all' | 'none';
}

export type MemoryMb = { rss: number; heapUsed: number; external: number; arrayBuffers: number };

const memoryMb = (): MemoryMb => {
  const m = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 2 ** 20);
  return { rss: mb(m.rss), heapUsed: mb(m.heapUsed), external: mb(m.external), arrayBuffers: mb(m.arrayBuffers) };
};

/** VmHWM of this process: resourceUsage().maxRSS keeps the parent's peak across fork and exec. */
const peakRssMb = () =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024);

export interface ChildReport {
  summary: SyncSummary;
  openMs: number;
  indexedAtOpen: number;
  /** CPU time of the syncing process: on a machine shared with other work, wall time overstates our cost. */
  cpuSeconds: number;
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
  /** Share of the sync's wall time main's event loop was busy (performance.eventLoopUtilization). */
  eventLoopUtilization: number;
  /**
   * Main's garbage-collection pauses during the sync (all threads' GC is not counted: the worker's pauses hold
   * no scan): the longest, by kind, and the total. Tells a GC stall from main's own work in eventLoopMaxMs.
   */
  mainGc: { maxMs: number; maxKind: string; totalMs: number; count: number };
  maxRssMb: number;
  /** process.memoryUsage() after open (the index loaded) and after the sync, before close: where the RSS goes. */
  memory: { afterOpen: MemoryMb; afterSync: MemoryMb };
  requests: number;
  status429: number;
  wallMs: number;
}

const GC_KINDS: Record<number, string> = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental', 8: 'weak-callbacks' };

/** One sync, then one JSON line with its figures. */
async function runChild(config: ChildConfig): Promise<void> {
  const tap = tapFetch();
  // How long the syncing process's event loop is ever stuck during the sync: scans wait at most this long.
  const loopDelay = monitorEventLoopDelay({ resolution: 5 });
  const gc = { maxMs: 0, maxKind: '', totalMs: 0, count: 0 };
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[(e as { detail?: { kind?: number } }).detail?.kind ?? 0] ?? 'other';
      gc.totalMs += e.duration;
      gc.count++;
      if (e.duration > gc.maxMs) Object.assign(gc, { maxMs: e.duration, maxKind: kind });
    }
  });
  const t0 = performance.now();
  const { api } = await connectWithPassword({
    authUrl: config.authUrl,
    baseUrl: config.baseUrl,
    clientId: DEMO_CLIENT_ID,
    userName: DEMO_USER,
    password: DEMO_PASSWORD,
    maxPerSecond: config.maxPerSecond,
    fetch: tap.fetch,
  });
  const tOpen = performance.now();
  const catalog = openCatalog({
    dataDir: config.dataDir,
    baseUrl: config.baseUrl,
    clientId: DEMO_CLIENT_ID,
    decode: (t) => decodeInput(t),
  });
  // Opening loads every cached item into the in-memory scan index (app start, offline).
  const openMs = Math.round(performance.now() - tOpen);
  const afterOpen = memoryMb();
  loopDelay.enable();
  gcObserver.observe({ entryTypes: ['gc'] });
  const elu0 = performance.eventLoopUtilization();
  const summary = await catalog.sync(api, {
    store: config.store,
    onHandStoreIds: config.onHand === 'none' ? [] : undefined,
    onHandScope: config.onHand === 'working' ? 'working' : 'all',
  });
  const elu = performance.eventLoopUtilization(elu0).utilization;
  const afterSync = memoryMb();
  await catalog.close();
  loopDelay.disable();
  // GC entries are delivered asynchronously: let the last ones arrive before reading the figures.
  await sleep(50);
  gcObserver.disconnect();
  const cpu = process.cpuUsage();
  const report: ChildReport = {
    openMs,
    indexedAtOpen: catalog.indexedAtOpen,
    cpuSeconds: Math.round((cpu.user + cpu.system) / 1e4) / 100,
    eventLoopMaxMs: Math.round(loopDelay.max / 1e6),
    eventLoopP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
    eventLoopUtilization: Math.round(elu * 1000) / 1000,
    mainGc: { ...gc, maxMs: Math.round(gc.maxMs), totalMs: Math.round(gc.totalMs) },
    summary,
    maxRssMb: peakRssMb(),
    memory: { afterOpen, afterSync },
    requests: tap.calls.length,
    status429: tap.calls.filter((c) => c.status === 429).length,
    wallMs: Math.round(performance.now() - t0),
  };
  process.stdout.write(`${JSON.stringify(report)}\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runChild(JSON.parse(process.argv[2] ?? '{}') as ChildConfig).catch((err) => {
    process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
