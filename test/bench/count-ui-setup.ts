// Process: node (benchmark helper) + Chromium. The counting screen's set-up, shared by the count-ui and soak
// benchmarks: the app in browser mode (tests' fixtures) with a demo session of N lines open on the counting screen,
// the page probe (long tasks, counts.events frames, totals on screen), and the readers started through one function.
import { spawn } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import type { InvokeArgs, InvokeValue, RequestName } from '../../contract';
import type { StartService } from '../../domain/session/demo-service';
import { STORES } from '../../service/seed/catalog-tree';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import { DEMO_ITEM_COUNT } from '../../service/seed/demo-constants';
import { launchChromium, REPO_ROOT, signInAsDemo, startTestApp, type TestApp } from '../e2e/fixtures';
import { waitFor } from '../helpers/waits';
import { stopSimulatorSettled } from './locate-ui';

export const AREAS = ['Front', 'Back room', 'Bar', 'Cooler'];
/** The simulator's tag population: the demo catalog's items, tagged. */
export const SIM_TAGS = 5000;

export interface PageProbe {
  longTasks: number[];
  /** Per pushed frame of the event watched: main's stamp of its oldest read and the total it carries. */
  batches: { firstReadAt: number; total: number }[];
  /** Frames whose total on screen changed: the figure shown, and the frame's time (epoch ms, the page's clock). */
  shown: { total: number; at: number }[];
  watch(): void;
}

/**
 * A probe installed before the app's scripts, as `globalThis[name]`: long tasks, the frames of `event` as they
 * arrive (with `payload.totals[total]`), and the figure in `[data-total="<total>"]` on screen as it changes. Plain
 * JavaScript in a string: a compiled function would carry the TypeScript runner's helpers into the page.
 */
export function probeScript(opts: { name: string; event: string; total: string }): string {
  const { name, event, total } = opts;
  return `(() => {
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
        if (!text.startsWith('{"event":${JSON.stringify(event)}')) return;
        const p = JSON.parse(text).payload;
        if (p.firstReadAt) probe.batches.push({ firstReadAt: p.firstReadAt, total: p.totals[${JSON.stringify(total)}] });
      });
    }
  };
  probe.watch = () => {
    const el = document.querySelector('[data-total=${JSON.stringify(total)}]');
    if (!el) throw new Error('no totals on screen');
    new MutationObserver(() => {
      const total = Number((el.textContent || '').replace(/[^0-9]/g, ''));
      requestAnimationFrame(() => probe.shown.push({ total, at: epochNow() }));
    }).observe(el, { childList: true, characterData: true, subtree: true });
    probe.longTasks.length = 0;
  };
  globalThis[${JSON.stringify(name)}] = probe;
})();`;
}

/** The count screen's probe: counts.events frames and the total reads. */
export const PROBE = probeScript({ name: '__countProbe', event: 'counts.events', total: 'totalReads' });

/**
 * What the page's probe `name` saw since `since` (epoch ms): its long tasks, the frames pushed, and for each frame
 * the time from main's stamp of its oldest read to the first frame on screen that `shows` it (a frame may show
 * several at once); `unseen`: frames never shown.
 */
export async function probeLatencies(
  page: Page,
  name: string,
  since: number,
  shows: (frame: PageProbe['shown'][number], batch: PageProbe['batches'][number]) => boolean,
): Promise<{ longTasks: number[]; batches: number; latencies: number[]; unseen: number }> {
  const probe = (await page.evaluate((n) => {
    const p = (globalThis as unknown as Record<string, PageProbe>)[n]!;
    return { longTasks: p.longTasks, batches: p.batches, shown: p.shown };
  }, name)) as Pick<PageProbe, 'longTasks' | 'batches' | 'shown'>;
  const latencies: number[] = [];
  let unseen = 0;
  for (const b of probe.batches.filter((x) => x.firstReadAt >= since)) {
    const frame = probe.shown.find((f) => shows(f, b));
    if (frame) latencies.push(frame.at - b.firstReadAt);
    else unseen++;
  }
  return { longTasks: probe.longTasks, batches: probe.batches.length, latencies, unseen };
}

export const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]! : Number.NaN;
};

/** A request to the app's services, its value or a thrown error. */
export function caller(app: TestApp) {
  return async <K extends RequestName>(name: K, args: InvokeArgs<K>): Promise<InvokeValue<K>> => {
    const r = await app.app.services.dispatch(name, args);
    if (!r.ok) throw new Error(`${name}: ${r.error.message}`);
    return r.value as InvokeValue<K>;
  };
}

/** Signs in, chooses the first demo store and waits for its catalog. */
export async function signInAndSync(app: TestApp, page: Page): Promise<void> {
  await page.goto(app.url);
  await signInAsDemo(page);
  await page.getByRole('heading', { name: 'Choose your working store' }).waitFor({ timeout: 90_000 });
  await page.locator('.store-row', { hasText: STORES[0]!.code }).click();
  const call = caller(app);
  await waitFor(async () => (await call('catalog.status', {})).state === 'ready', 180_000, 'the catalog sync', 250);
}

/** The areas of a `lines`-line session: each counts the whole demo catalog (AREAS first, then "Area 5", ...). */
function areasFor(lines: number): string[] {
  const n = Math.max(1, Math.ceil(lines / DEMO_ITEM_COUNT));
  return Array.from({ length: n }, (_, i) => AREAS[i] ?? `Area ${i + 1}`);
}

/** Signs in, syncs the demo catalog and counts every item in each area: a session of `lines` (20,000) lines. */
export async function seedSession(app: TestApp, page: Page, lines = 20_000): Promise<{ id: string; lines: number }> {
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
export const serviceInChild: StartService = async ({ port, dataPath, seed }) => {
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

/** The app (browser mode, demo service in-process or `--service-child`) and Chromium with the probe installed. */
export async function startAppAndPage(args: string[]): Promise<{ app: TestApp; browser: Browser; page: Page }> {
  const inProcess = !args.includes('--service-child');
  const [app, browser] = await Promise.all([
    startTestApp(inProcess ? {} : { services: { startDemoService: serviceInChild } }),
    launchChromium(),
  ]);
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await page.addInitScript(PROBE);
  return { app, browser, page };
}

/** The session's counting screen, as a manager opens it, with the probe watching its totals (long tasks reset). */
export async function openCountingScreen(page: Page, sessionId: string): Promise<void> {
  await page.getByRole('button', { name: 'Counts' }).click();
  await page.locator(`tr[data-session="${sessionId}"]`).getByRole('button', { name: 'Open' }).click();
  await page.locator('.line-row[data-line]').first().waitFor({ timeout: 60_000 });
  await page.evaluate(() => {
    const probe = (globalThis as unknown as { __countProbe: PageProbe }).__countProbe;
    probe.longTasks.length = 0;
    probe.watch();
  });
}

/** The reads of the session shown in the totals. */
export const readsShown = (page: Page) =>
  page
    .locator('[data-total="totalReads"]')
    .textContent()
    .then((t) => Number((t ?? '').replace(/,/g, '')));

export interface Readers {
  /** Readers actually reading. */
  count: number;
  stop(): Promise<void>;
}

/**
 * `count` simulated readers sharing `rate` reads/s, all feeding the open count: the main reader as the simulator,
 * then "sim-2", "sim-3" … beside it (each read names its reader). They read the same tag population, as two
 * readers in one room do, so the count is of the same tags.
 */
export async function startReaders(app: TestApp, rate: number, count: number): Promise<Readers> {
  const n = Math.max(1, Math.floor(count));
  const each = Math.max(1, Math.round(rate / n));
  const ids = Array.from({ length: n - 1 }, (_, i) => `sim-${i + 2}`);
  const start = await app.app.services.dispatch('reader.startSimulator', { tags: SIM_TAGS, rate: each });
  if (!start.ok) throw new Error(start.error.message);
  for (const id of ids) {
    const more = await app.app.services.dispatch('reader.startSimulator', { tags: SIM_TAGS, rate: each, id });
    if (!more.ok) throw new Error(more.error.message);
  }
  return {
    count: n,
    stop: async () => {
      for (const id of ids) await app.app.services.dispatch('reader.stopSimulator', { id });
      await stopSimulatorSettled(app);
    },
  };
}
