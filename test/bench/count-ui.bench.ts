// Process: node (benchmark) + Chromium. `npm run bench -- count-ui [seconds] [--rate N] [--lines N] [--service-child]
// [--locate-only]` (issue 24: --rate 3000 --lines 50000; one reader only, the reader layer runs one): the counting
// screen under load, in browser mode (the built renderer: `npm run build` first) with the real app services and
// demo service. A 20,000-line session (the demo catalog's 5,000 items counted in 4 areas through counts.scan) is
// open on the counting screen while the demo simulator sends 1,000 reads a second for 30 s. Prints lines,
// readsPerSecond (reads main counted and the screen showed, per second), longTaskMaxMs (the page's longest
// main-thread task, PerformanceObserver 'longtask'; target <= 50), scanToScreenP95Ms (from the oldest read of a
// counts.events batch reaching main, stamped by main as `firstReadAt`, to the first frame whose totals show that
// batch: a MutationObserver on the totals, then the next requestAnimationFrame, on the page's clock
// performance.timeOrigin + performance.now(), the same machine's clock as main's Date.now; target <= 100), main's
// share of it (inMain*), and pageHeapMB (used JS heap after a collection). Then the Locate screen with the demo
// simulator at 300 reads/s (locate-ui.ts): locateUpdatesPerSecond (target >= 10) and its long tasks;
// `--locate-only` measures just that (no 20,000-line session).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import type { InvokeArgs, InvokeValue, RequestName } from '../../contract';
import type { StartService } from '../../domain/session/demo-service';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_ITEM_COUNT } from '../../service/seed/demo-constants';
import { launchChromium, REPO_ROOT, signInAsDemo, startTestApp, type TestApp } from '../e2e/fixtures';
import { LOCATE_RATE, measureLocate } from './locate-ui';

const AREAS = ['Front', 'Back room', 'Bar', 'Cooler'];
const RATE = 1000;
const SIM_TAGS = 5000;

interface PageProbe {
  longTasks: number[];
  /** Per counts.events frame: main's stamp of its oldest read and the totals' reads after it. */
  batches: { firstReadAt: number; totalReads: number }[];
  /** Frames whose totals changed: the reads shown, and the frame's time (epoch ms, the page's clock). */
  shown: { totalReads: number; at: number }[];
  watch(): void;
}

/**
 * Installed before the app's scripts: long tasks, the counts.events frames as they arrive, totals on screen. Plain
 * JavaScript in a string: a compiled function would carry the TypeScript runner's helpers into the page.
 */
const PROBE = `(() => {
  const probe = { longTasks: [], batches: [], shown: [] };
  const epochNow = () => performance.timeOrigin + performance.now();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const Native = WebSocket;
  globalThis.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (m) => {
        const text = String(m.data);
        if (!text.startsWith('{"event":"counts.events"')) return;
        const p = JSON.parse(text).payload;
        if (p.firstReadAt) probe.batches.push({ firstReadAt: p.firstReadAt, totalReads: p.totals.totalReads });
      });
    }
  };
  probe.watch = () => {
    const el = document.querySelector('[data-total="totalReads"]');
    if (!el) throw new Error('no totals on screen');
    new MutationObserver(() => {
      const totalReads = Number((el.textContent || '').replace(/,/g, ''));
      requestAnimationFrame(() => probe.shown.push({ totalReads, at: epochNow() }));
    }).observe(el, { childList: true, characterData: true, subtree: true });
  };
  globalThis.__countProbe = probe;
})();`;

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]! : Number.NaN;
};

async function waitFor(cond: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A request to the app's services, its value or a thrown error. */
function caller(app: TestApp) {
  return async <K extends RequestName>(name: K, args: InvokeArgs<K>): Promise<InvokeValue<K>> => {
    const r = await app.app.services.dispatch(name, args);
    if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
    return r.value as InvokeValue<K>;
  };
}

/** Signs in, chooses the first demo store and waits for its catalog. */
async function signInAndSync(app: TestApp, page: Page): Promise<void> {
  await page.goto(app.url);
  await signInAsDemo(page);
  await page.getByRole('heading', { name: 'Choose your working store' }).waitFor({ timeout: 90_000 });
  await page.locator('.store-row', { hasText: STORES[0]!.code }).click();
  const call = caller(app);
  await waitFor(async () => (await call('catalog.status', {})).state === 'ready', 180_000, 'the catalog sync');
}

/** The areas of a `lines`-line session: each counts the whole demo catalog (AREAS first, then "Area 5", ...). */
function areasFor(lines: number): string[] {
  const n = Math.max(1, Math.ceil(lines / DEMO_ITEM_COUNT));
  return Array.from({ length: n }, (_, i) => AREAS[i] ?? `Area ${i + 1}`);
}

/** Signs in, syncs the demo catalog and counts every item in each area: a session of `lines` (20,000) lines. */
async function seedSession(app: TestApp, page: Page, lines = 20_000): Promise<{ id: string; lines: number }> {
  const call = caller(app);
  await signInAndSync(app, page);
  const store = STORES[0]!.id;
  const areas = areasFor(lines);
  const s = await call('counts.sessions.create', { storeId: store, description: 'UI bench', areas });
  const skus = Array.from({ length: DEMO_ITEM_COUNT }, (_, i) => catalogItemAt(i).sku);
  const t0 = performance.now();
  for (const area of areas) {
    await call('counts.areas.switch', { sessionId: s.id, name: area });
    await call('counts.scan', { sessionId: s.id, texts: skus });
  }
  const total = (await call('counts.lines', { sessionId: s.id, offset: 0, limit: 1 })).total;
  console.log(`seeded ${total.toLocaleString('en-US')} lines in ${Math.round(performance.now() - t0)} ms`);
  await call('counts.areas.switch', { sessionId: s.id, name: AREAS[0]! });
  return { id: s.id, lines: total };
}

/**
 * `--service-child`: the demo service in a child process, where a real service would be. By default it runs inside
 * the app as browser mode ships it, so its handling of the outbox's uploads (each POST of 500 session items is
 * answered with the whole 20,000-item session) shares main's event loop with the reads.
 */
const serviceInChild: StartService = async ({ port, dataPath, seed }) => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'service/cli.ts', '--port', String(port), '--data', dataPath, '--seed', seed],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, STOCKTAKE_LOG: 'warn' } },
  );
  const ready = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('ready '));
      if (line) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before it was ready`)));
  });
  const url = (key: string) => new RegExp(`${key}=(\\S+)`).exec(ready)![1]!;
  return {
    authUrl: url('auth_url'),
    baseUrl: url('base_url'),
    port: Number(new URL(url('base_url')).port),
    routes: [],
    close: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
};

export default async function countUiBench(args: string[]): Promise<Record<string, unknown>> {
  const inProcess = !args.includes('--service-child');
  const flag = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
  const rate = flag('--rate') ?? RATE;
  const lines = flag('--lines') ?? 20_000;
  // The seconds: a bare number that is not a flag's value.
  const seconds = Number(args.find((a, i) => /^\d+$/.test(a) && !/^--(rate|lines)$/.test(args[i - 1] ?? '')) ?? 30);
  const [app, browser] = await Promise.all([
    startTestApp(inProcess ? {} : { services: { startDemoService: serviceInChild } }),
    launchChromium(),
  ]);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    await page.addInitScript(PROBE);
    if (args.includes('--locate-only')) {
      await signInAndSync(app, page);
      const locate = await measureLocate(app, page);
      console.log(
        `locate: ${locate.locateUpdatesPerSecond} meter updates/s on screen at ${LOCATE_RATE} reads/s (target >= 10)`,
      );
      return locate;
    }
    const session = await seedSession(app, page, lines);

    // The counting screen of that session, as a manager opens it.
    await page.getByRole('button', { name: 'Counts' }).click();
    await page.locator(`tr[data-session="${session.id}"]`).getByRole('button', { name: 'Open' }).click();
    await page.locator('.line-row[data-line]').first().waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      const probe = (globalThis as unknown as { __countProbe: PageProbe }).__countProbe;
      probe.longTasks.length = 0;
      probe.watch();
    });
    const readsShown = () =>
      page
        .locator('[data-total="totalReads"]')
        .textContent()
        .then((t) => Number((t ?? '').replace(/,/g, '')));
    const before = await readsShown();

    // Main's share of the time: from the oldest read of a batch to the batch's push (counted and committed).
    const inMain: number[] = [];
    const sizes: number[] = [];
    const t0 = Date.now();
    const off = app.app.services.events.subscribe((event, payload) => {
      const b = payload as { firstReadAt?: number; reads: number };
      if (event !== 'counts.events' || !b.firstReadAt || b.firstReadAt < t0) return;
      inMain.push(Date.now() - b.firstReadAt);
      sizes.push(b.reads);
    });
    const start = await app.app.services.dispatch('reader.startSimulator', { tags: SIM_TAGS, rate });
    if (!start.ok) throw new Error(start.error.message);
    await new Promise((r) => setTimeout(r, seconds * 1000));
    await app.app.services.dispatch('reader.stopSimulator', {});
    off();
    const elapsed = (Date.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 1500)); // the last batch reaches the screen
    const reads = (await readsShown()) - before;

    const probe = (await page.evaluate(() => {
      const p = (globalThis as unknown as { __countProbe: PageProbe }).__countProbe;
      return { longTasks: p.longTasks, batches: p.batches, shown: p.shown };
    })) as Pick<PageProbe, 'longTasks' | 'batches' | 'shown'>;
    // Each batch: the first frame whose totals show its reads (a frame may show several batches at once).
    const latencies: number[] = [];
    let unseen = 0;
    // Reads of the simulator only (the seeding's typed scans were pushed too, before the screen was open).
    for (const b of probe.batches.filter((x) => x.firstReadAt >= t0)) {
      const frame = probe.shown.find((f) => f.totalReads >= b.totalReads);
      if (frame) latencies.push(frame.at - b.firstReadAt);
      else unseen++;
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const figures = {
      service: inProcess ? 'in-process (demo)' : 'child process',
      rate,
      // The reader layer runs one reader (one simulator) at a time: the two readers at once cannot be had.
      readers: 1,
      lines: session.lines,
      seconds: Math.round(elapsed),
      readsPerSecond: Math.round(reads / elapsed),
      batches: probe.batches.length,
      batchesNeverShown: unseen,
      longTasks: probe.longTasks.length,
      longTaskMaxMs: Math.round(Math.max(0, ...probe.longTasks)),
      longTasksMs: probe.longTasks.map(Math.round).sort((a, b) => b - a),
      scanToScreenP50Ms: Math.round(latencies.sort((a, b) => a - b)[Math.floor(latencies.length / 2)] ?? Number.NaN),
      scanToScreenP95Ms: Math.round(p95(latencies)),
      scanToScreenMaxMs: Math.round(Math.max(...latencies)),
      inMainP50Ms: Math.round([...inMain].sort((a, b) => a - b)[Math.floor(inMain.length / 2)] ?? Number.NaN),
      inMainP95Ms: Math.round(p95(inMain)),
      readsPerBatchP50: [...sizes].sort((a, b) => a - b)[Math.floor(sizes.length / 2)] ?? 0,
      pageHeapMB: Math.round((heap.usedSize / 2 ** 20) * 10) / 10,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    console.log(
      `${figures.lines.toLocaleString('en-US')} lines; ${figures.readsPerSecond} reads/s shown; long tasks: ` +
        `${figures.longTasks}, max ${figures.longTaskMaxMs} ms (target <= 50); read to screen p95 ` +
        `${figures.scanToScreenP95Ms} ms (target <= 100); page heap ${figures.pageHeapMB} MB; load ${figures.loadAverage.join(' ')}`,
    );
    // The Locate screen at 300 reads/s, after the counting screen's run (issue 22: locateUpdatesPerSecond).
    const locate = await measureLocate(app, page);
    console.log(
      `locate: ${locate.locateUpdatesPerSecond} meter updates/s on screen at ${LOCATE_RATE} reads/s (target >= 10)`,
    );
    return { ...figures, ...locate };
  } finally {
    await browser.close();
    await app.close();
  }
}
