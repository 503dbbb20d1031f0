// Process: node (benchmark helper) + Chromium. The replenish benchmark's screen stage: the app in browser mode (the
// built renderer: `npm run build` first; count-ui-setup.ts's app and page), the demo store's catalog cache grown to
// N items and its journal given a finished whole count of N tags (replenish-scale.ts), a floor scan of the floor
// created as a real count session holding 90% of the floor's tags, and the Replenish screen open on it. Then for
// `seconds` the floor scan's reads at `rate` a second, each a back-room tag of an item on the list (the demo's
// items, whose codes the scan index knows; their minimum 100, so each read takes a unit off the list), through
// `counts.scan` in main as the reader tap's batches go. Prints floorScanToScreenP50Ms / P95Ms (from the oldest read
// of a change, stamped by main, to the first frame whose units total shows it: count-ui.bench's way, on the
// 'replenish.linesChanged' frames; target p95 <= 100), the reads a second reached, main's longest stall (event
// loop delay) and the page's longest task, and whether the screen's units equal a list built again at the end.
import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Page } from 'playwright-core';
import { openCatalogDb } from '../../domain/catalog/db';
import { openJournalFile } from '../../domain/journal/journal';
import { STORES } from '../../service/seed/catalog-tree';
import { prng } from '../helpers/prng';
import { sleep, waitFor } from '../helpers/waits';
import { caller, p95, probeLatencies, probeScript, signInAndSync, startAppAndPage } from './count-ui-setup';
import { addFloorScanTags, addScaleItems, FLOOR, type ScaleItem, wholeCountAtSize } from './replenish-scale';

/** The Replenish screen's probe: replenish.linesChanged frames and the units to bring on screen. */
const PROBE = probeScript({ name: '__replenishProbe', event: 'replenish.linesChanged', total: 'units' });

const unitsShown = async (page: Page) =>
  Number(((await page.locator('[data-total="units"]').textContent()) ?? '').replace(/[^0-9]/g, ''));
const fileIn = (dir: string) => join(dir, readdirSync(dir).find((f) => f.endsWith('.db'))!);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

export async function measureFloorScanOnScreen(opts: {
  items: number;
  tags: number;
  seconds: number;
  rate: number;
  /** The app's arguments (count-ui-setup.ts: `--service-child` runs the demo service in a child process). */
  args: string[];
}): Promise<Record<string, unknown>> {
  const { app, browser, page } = await startAppAndPage(opts.args);
  await page.addInitScript(PROBE);
  try {
    await signInAndSync(app, page);
    const call = caller(app);
    const storeId = STORES[0]!.id;
    const random = prng(341);
    // The store at size, written beside the app into its own catalog cache and journal files.
    const catalog = openCatalogDb(fileIn(join(app.dataDir, 'catalog')));
    const journal = openJournalFile(fileIn(join(app.dataDir, 'journal')));
    let session: string;
    let reads: string[];
    try {
      const demo = catalog
        .prepare(
          `SELECT i.id, g.gtin14 AS gtin14 FROM items i JOIN item_stores s ON s.item_id = i.id AND s.store_id = ?
           JOIN item_gtins g ON g.item_id = i.id AND g.is_current = 1 GROUP BY i.id`,
        )
        .all(storeId) as ScaleItem[];
      const more = addScaleItems(catalog, storeId, Math.max(0, opts.items - demo.length));
      const isDemo = new Set(demo.map((d) => d.id));
      const whole = wholeCountAtSize(journal, storeId, {
        tags: opts.tags,
        // Two tags in five of the demo's items: enough back-room tags of theirs to read for the whole run.
        itemOf: () =>
          more.length === 0 || random() < 0.4
            ? demo[Math.floor(random() * demo.length)]!
            : more[Math.floor(random() * more.length)]!,
        random,
        at: Date.now() - 2 * 86_400_000,
      });
      const minimum = journal.prepare(
        "INSERT INTO replen_minimums (store_id, kind, key, minimum) VALUES (?, 'item', ?, 100)",
      );
      journal.transaction(() => {
        for (const d of demo) minimum.run(storeId, d.id);
      })();
      const created = await call('counts.sessions.create', { storeId, description: 'Floor scan', areas: [FLOOR] });
      session = created.id;
      addFloorScanTags(
        journal,
        storeId,
        session,
        whole.floorTags.filter(() => random() >= 0.1),
        Date.now() - 3_600_000,
      );
      reads = whole.backTags.filter(([, itemId]) => isDemo.has(itemId)).map(([epc]) => epc);
    } finally {
      journal.close();
      catalog.close();
    }
    console.log(`replenish screen: ${opts.items} items, ${opts.tags} tags, ${reads.length} back-room tags to read`);

    // The whole list of the latest counts renders first, tens of thousands of lines: minutes on a loaded machine.
    const slow = { timeout: 600_000, noWaitAfter: true };
    await page.getByRole('button', { name: 'Replenish', exact: true }).click(slow);
    await page.locator('[data-total="units"]').waitFor({ timeout: 600_000 });
    console.log('replenish screen: the list of the latest counts is on screen; choosing the floor scan');
    await page.getByLabel('Floor from').selectOption(session, slow);
    // The list of the floor scan is on screen once its units stop changing.
    let last = -1;
    await waitFor(
      async () => {
        const now = await unitsShown(page);
        const settled = now === last;
        last = now;
        return settled;
      },
      600_000,
      'the floor scan list on screen',
      3_000,
    );
    const lines = (await page.locator('[data-total="lines"]').textContent()) ?? '';
    console.log(`replenish screen: the floor scan's list on screen (${lines}); reading`);
    await page.evaluate(() =>
      (globalThis as unknown as { __replenishProbe: { watch(): void } }).__replenishProbe.watch(),
    );

    let counted = 0;
    const off = app.app.services.events.subscribe((event, payload) => {
      if (event === 'counts.events') counted += (payload as { reads: number }).reads;
    });
    const stalls = monitorEventLoopDelay({ resolution: 10 });
    stalls.enable();
    const t0 = Date.now();
    let sent = 0;
    while (Date.now() - t0 < opts.seconds * 1000 && sent < reads.length) {
      const due = Math.min(reads.length, Math.floor(((Date.now() - t0) / 1000) * opts.rate));
      if (due > sent) await call('counts.scan', { sessionId: session, texts: reads.slice(sent, due) });
      sent = Math.max(sent, due);
      await sleep(20);
    }
    const elapsed = (Date.now() - t0) / 1000;
    stalls.disable();
    off();
    await sleep(1500); // the last change reaches the screen
    // A change is shown by the first frame after its oldest read whose units to bring are down to its figure.
    const probe = await probeLatencies(
      page,
      '__replenishProbe',
      t0,
      (f, c) => f.at >= c.firstReadAt && f.total <= c.total,
    );
    const { latencies, unseen } = probe;
    const shownAtEnd = await unitsShown(page);
    const rebuilt = await call('replenish.list', { floorSessionId: session });
    const figures = {
      listOnScreen: lines,
      rate: opts.rate,
      seconds: Math.round(elapsed),
      readsPerSecond: Math.round(counted / elapsed),
      changes: probe.batches,
      changesNeverShown: unseen,
      floorScanToScreenP50Ms: Math.round(median(latencies)),
      floorScanToScreenP95Ms: Math.round(p95(latencies)),
      floorScanToScreenMaxMs: Math.round(Math.max(...latencies)),
      mainLongestStallMs: Math.round(stalls.max / 1e6),
      pageLongTaskMaxMs: Math.round(Math.max(0, ...probe.longTasks)),
      screenUnitsEqualRebuild: shownAtEnd === rebuilt.totals.units,
      loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    };
    console.log(
      `replenish screen: ${figures.readsPerSecond} reads/s of the floor scan; scan to screen p50 ` +
        `${figures.floorScanToScreenP50Ms} ms, p95 ${figures.floorScanToScreenP95Ms} ms (target <= 100); main's longest ` +
        `stall ${figures.mainLongestStallMs} ms; page's longest task ${figures.pageLongTaskMaxMs} ms; screen = rebuild: ` +
        `${figures.screenUnitsEqualRebuild}; load ${figures.loadAverage.join(' ')}`,
    );
    return figures;
  } finally {
    await browser.close();
    await app.close();
  }
}
