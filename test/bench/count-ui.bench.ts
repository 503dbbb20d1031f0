// Process: node (benchmark) + Chromium. `npm run bench -- count-ui [seconds] [--rate N] [--lines N] [--service-child]
// [--locate-only]` (at scale: --rate 3000 --lines 50000, two readers: startReaders in count-ui-setup.ts starts what
// the reader layer can run, one simulator today, and the figures say how many read): the counting screen under
// load, in browser mode (the built renderer: `npm run build` first) with the real app services and
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
import { loadavg } from 'node:os';
import { sleep } from '../helpers/waits';
import {
  openCountingScreen,
  p95,
  probeLatencies,
  readsShown,
  seedSession,
  signInAndSync,
  startAppAndPage,
  startReaders,
} from './count-ui-setup';
import { LOCATE_RATE, measureLocate } from './locate-ui';

const RATE = 1000;
/** Readers at once (two at the large size); see startReaders. */
const READERS = 2;

export default async function countUiBench(args: string[]): Promise<Record<string, unknown>> {
  const inProcess = !args.includes('--service-child');
  const flag = (name: string) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : undefined);
  const rate = flag('--rate') ?? RATE;
  const lines = flag('--lines') ?? 20_000;
  // The seconds: a bare number that is not a flag's value.
  const seconds = Number(args.find((a, i) => /^\d+$/.test(a) && !/^--(rate|lines)$/.test(args[i - 1] ?? '')) ?? 30);
  const { app, browser, page } = await startAppAndPage(args);
  try {
    if (args.includes('--locate-only')) {
      await signInAndSync(app, page);
      const locate = await measureLocate(app, page);
      console.log(
        `locate: ${locate.locateUpdatesPerSecond} meter updates/s on screen at ${LOCATE_RATE} reads/s (target >= 10)`,
      );
      return locate;
    }
    const session = await seedSession(app, page, lines);

    await openCountingScreen(page, session.id);
    const before = await readsShown(page);

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
    const readers = await startReaders(app, rate, READERS);
    await sleep(seconds * 1000);
    await readers.stop();
    off();
    const elapsed = (Date.now() - t0) / 1000;
    await sleep(1500); // the last batch reaches the screen
    const reads = (await readsShown(page)) - before;

    // Reads of the simulator only (the seeding's typed scans were pushed too, before the screen was open); a
    // batch is shown by the first frame whose totals show its reads.
    const probe = await probeLatencies(page, '__countProbe', t0, (f, b) => f.total >= b.total);
    const { latencies, unseen } = probe;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const figures = {
      service: inProcess ? 'in-process (demo)' : 'child process',
      rate,
      readers: readers.count,
      lines: session.lines,
      seconds: Math.round(elapsed),
      readsPerSecond: Math.round(reads / elapsed),
      batches: probe.batches,
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
    // The Locate screen at 300 reads/s, after the counting screen's run (locateUpdatesPerSecond).
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
