// Process: node (benchmark) + Chromium. `npm run bench -- soak [--minutes N] [--warmup-minutes N] [--rate N]
// [--lines N] [--service-child]`: memory over a long count. The app in browser mode (the built renderer:
// `npm run build` first) with a demo session (5,000 lines) open on the counting screen takes 1,000 reads/s from the
// demo simulator for 20 minutes; every 10 s it samples main's RSS (this process: the app runs in it) and the page's
// used JS heap. Prints soakRssGrowthMB: RSS at the end minus RSS after the warm-up (5 minutes; target < 30 MB), the
// page heap's growth over the same span, and the samples. Set-up shared with count-ui (count-ui-setup.ts).
import { loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { sleep } from '../helpers/waits';
import {
  openCountingScreen,
  type PageProbe,
  readsShown,
  seedSession,
  startAppAndPage,
  startReaders,
} from './count-ui-setup';

const SAMPLE_EVERY_MS = 10_000;
const MB = 2 ** 20;
const round1 = (x: number) => Math.round(x * 10) / 10;

interface Sample {
  /** Seconds since the reads started. */
  s: number;
  rssMB: number;
  mainHeapMB: number;
  pageHeapMB: number;
  reads: number;
}

/**
 * The page's used JS heap (no forced collection: the soak must not tidy up after the app). The count-ui probe's
 * records of every frame are dropped first: they are the benchmark's, not the app's.
 */
async function pageHeapMB(page: Page): Promise<number> {
  const used = await page.evaluate(() => {
    const probe = (globalThis as unknown as { __countProbe?: PageProbe }).__countProbe;
    if (probe) {
      probe.batches.length = 0;
      probe.shown.length = 0;
      probe.longTasks.length = 0;
    }
    return (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
  });
  return round1(used / MB);
}

export default async function soakBench(args: string[]): Promise<Record<string, unknown>> {
  const flag = (name: string, fallback: number) =>
    args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback;
  const minutes = flag('--minutes', 20);
  const warmupMinutes = Math.min(flag('--warmup-minutes', 5), minutes);
  const rate = flag('--rate', 1000);
  const lines = flag('--lines', 5000);
  const { app, browser, page } = await startAppAndPage(args);
  try {
    const session = await seedSession(app, page, lines);
    await openCountingScreen(page, session.id);
    const before = await readsShown(page);
    const samples: Sample[] = [];
    const t0 = Date.now();
    const sample = async () => {
      const m = process.memoryUsage();
      samples.push({
        s: Math.round((Date.now() - t0) / 1000),
        rssMB: round1(m.rss / MB),
        mainHeapMB: round1(m.heapUsed / MB),
        pageHeapMB: await pageHeapMB(page),
        reads: (await readsShown(page)) - before,
      });
      const last = samples.at(-1)!;
      console.log(
        `${last.s} s: rss ${last.rssMB} MB, main heap ${last.mainHeapMB} MB, page heap ${last.pageHeapMB} MB`,
      );
    };
    const readers = await startReaders(app, rate, 1);
    await sample();
    const end = t0 + minutes * 60_000;
    while (Date.now() < end) {
      await sleep(Math.min(SAMPLE_EVERY_MS, end - Date.now()));
      await sample();
    }
    await readers.stop();
    const elapsed = (Date.now() - t0) / 1000;
    // The first sample at or after the warm-up, and the last.
    const warm = samples.find((x) => x.s >= warmupMinutes * 60) ?? samples.at(-1)!;
    const last = samples.at(-1)!;
    const figures = {
      rate,
      readers: readers.count,
      lines: session.lines,
      minutes,
      warmupMinutes,
      readsPerSecond: Math.round(last.reads / elapsed),
      rssAfterWarmupMB: warm.rssMB,
      rssEndMB: last.rssMB,
      soakRssGrowthMB: round1(last.rssMB - warm.rssMB),
      rssMaxMB: Math.max(...samples.map((x) => x.rssMB)),
      mainHeapGrowthMB: round1(last.mainHeapMB - warm.mainHeapMB),
      pageHeapGrowthMB: round1(last.pageHeapMB - warm.pageHeapMB),
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
      samples,
    };
    console.log(
      `${figures.readsPerSecond} reads/s for ${minutes} min; RSS ${warm.rssMB} MB after ${warmupMinutes} min -> ` +
        `${last.rssMB} MB at the end: soakRssGrowthMB ${figures.soakRssGrowthMB} (target < 30); ` +
        `page heap ${warm.pageHeapMB} -> ${last.pageHeapMB} MB; load ${figures.loadAverage.join(' ')}`,
    );
    return figures;
  } finally {
    await browser.close();
    await app.close();
  }
}
