// Process: node (benchmark helper) + Chromium. The locate figure of the count-ui benchmark: the demo simulator at
// 300 reads/s, the Locate screen on a demo item's GTIN (typed into its form, as a user does), and for `seconds` the
// meter's updates that reached the screen (a MutationObserver on its data-seq, one change per reading rendered):
// locateUpdatesPerSecond (target >= 10), with the page's long tasks meanwhile (PerformanceObserver 'longtask',
// target none over 50 ms) and the reads per second the meter itself counted.
import type { Page } from 'playwright-core';
import type { ReaderStatus } from '../../contract/reader';
import { catalogItemAt } from '../../service/seed/demo-catalog';
import type { TestApp } from '../e2e/fixtures';
import { sleep } from '../helpers/waits';

export const LOCATE_RATE = 300;

interface LocateProbe {
  updates: number;
  longTasks: number[];
  readsPerSecond: number[];
}

export async function measureLocate(app: TestApp, page: Page, seconds = 10): Promise<Record<string, unknown>> {
  const started = await app.app.services.dispatch('reader.startSimulator', { tags: 60, rate: LOCATE_RATE });
  if (!started.ok) throw new Error(started.error.message);
  try {
    await page.getByRole('button', { name: 'Locate', exact: true }).click();
    await page.locator('#locate-code').fill(catalogItemAt(0).epcGTIN[0]!);
    await page.locator('#locate-code').press('Enter');
    await page.locator('.locate-meter[data-strength]:not([data-strength=""])').waitFor({ timeout: 30_000 });
    // Plain JavaScript in a string: a compiled function would carry the TypeScript runner's helpers into the page.
    await page.evaluate(`(() => {
      const probe = { updates: 0, longTasks: [], readsPerSecond: [] };
      const meter = document.querySelector('.locate-meter');
      new MutationObserver(() => {
        probe.updates++;
        const rate = meter.querySelector('[data-field="rate"]');
        probe.readsPerSecond.push(Number((rate && rate.textContent) || 0));
      }).observe(meter, { attributes: true, attributeFilter: ['data-seq'] });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) probe.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
      globalThis.__locateProbe = probe;
    })()`);
    await sleep(seconds * 1000);
    const probe = (await page.evaluate('globalThis.__locateProbe')) as LocateProbe;
    const rates = [...probe.readsPerSecond].sort((a, b) => a - b);
    return {
      locateReadRate: LOCATE_RATE,
      locateUpdatesPerSecond: Math.round((probe.updates / seconds) * 10) / 10,
      locateTargetReadsPerSecondP50: rates[Math.floor(rates.length / 2)] ?? 0,
      locateLongTasks: probe.longTasks.length,
      locateLongTaskMaxMs: Math.round(Math.max(0, ...probe.longTasks)),
    };
  } finally {
    await app.app.services.dispatch('locate.stop', {});
    await stopSimulatorSettled(app);
  }
}

/**
 * Stops the simulator once the reader has settled. Leaving locate takes the reader back to its saved tuning by
 * reconnecting it, and while that reconnect runs the link has no port, so a stop sent then does nothing and the
 * simulator opens again a moment later (its interval then kept the benchmark's process from exiting).
 */
export async function stopSimulatorSettled(app: TestApp): Promise<void> {
  const end = Date.now() + 5000;
  for (;;) {
    const s = await app.app.services.dispatch('reader.status', {});
    // Back to 'connected' (through 'idle' and 'connecting'): the reconnect is done and the stop can take.
    if (!s.ok || (s.value as ReaderStatus).state === 'connected' || Date.now() > end) break;
    await sleep(50);
  }
  await app.app.services.dispatch('reader.stopSimulator', {});
}
