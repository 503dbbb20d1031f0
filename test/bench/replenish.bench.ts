// Process: node (benchmark). `npm run bench -- replenish [--tags N] [--items N] [--runs N]`: the replenishment list
// of one store at size: a catalog cache of N items (default 50,000: styles of 20 sizes and colours, 40
// categories, on-hand for every item) and a journal holding a finished whole count of N tags (default 250,000: a
// fifth on the "Sales floor", the rest in two back rooms; recorded into the compact tag history as finalize does)
// plus an open floor scan of the floor's tags (a tenth gone, some back-room ones now on the floor), seeded by
// replenish-seed.ts. Prints pickListSeconds: buildReplenishment (pictures, minimums, the list, availability) best of
// the runs, target <= 1 s, and pickListCpuSeconds (its CPU time: on a shared machine the wall time says more about
// the neighbours); the same of the first run (pickListFirstSeconds, pickListFirstCpuSeconds: nothing kept from an
// earlier build); and the list's lines and units. Then the screen stage (replenish-ui.ts; `npm run build` first; `--list-only`
// skips it, `--screen-only` runs it alone, `--service-child` puts the demo service in a child process): the
// Replenish screen in Chromium open on a floor scan at the same size while the scan reads 1,000 back-room tags a
// second (`--rate`) for 20 s (`--seconds`): floorScanToScreenP50Ms / P95Ms (target p95 <= 100), the reads a second
// reached and main's longest stall.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openCatalogDb } from '../../domain/catalog/db';
import { openJournalFile } from '../../domain/journal/journal';
import { buildReplenishment } from '../../domain/replenish/replenish';
import { STORE, seedReplenishStore } from './replenish-seed';
import { measureFloorScanOnScreen } from './replenish-ui';

const round = (n: number) => Math.round(n * 1000) / 1000;

export default async function replenishBench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({
    args,
    options: {
      tags: { type: 'string' },
      items: { type: 'string' },
      runs: { type: 'string' },
      rate: { type: 'string' },
      seconds: { type: 'string' },
      'list-only': { type: 'boolean' },
      'screen-only': { type: 'boolean' },
      'service-child': { type: 'boolean' },
    },
  });
  const TAGS = Number(values.tags ?? 250_000);
  const ITEMS = Number(values.items ?? 50_000);
  const list = values['screen-only'] ? {} : await listStage(TAGS, ITEMS, Number(values.runs ?? 3));
  if (values['list-only']) return list;
  const screen = await measureFloorScanOnScreen({
    items: ITEMS,
    tags: TAGS,
    seconds: Number(values.seconds ?? 20),
    rate: Number(values.rate ?? 1000),
    args: values['service-child'] ? ['--service-child'] : [],
  });
  return { ...list, ...screen };
}

/** buildReplenishment at size, best of `RUNS` (pickListSeconds), and the first build of the process. */
async function listStage(TAGS: number, ITEMS: number, RUNS: number): Promise<Record<string, unknown>> {
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-bench-replenish-'));
  const journal = openJournalFile(join(dir, 'journal.db'));
  const catalog = openCatalogDb(join(dir, 'catalog.db'));
  try {
    const { floorSessionId: scan } = seedReplenishStore(journal, catalog, { tags: TAGS, items: ITEMS });
    const wall: number[] = [];
    const cpu: number[] = [];
    let figures = { lines: 0, units: 0, reorder: 0 };
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now();
      const cpuFrom = process.cpuUsage();
      const list = buildReplenishment(journal, catalog, STORE, { floorSessionId: scan, now: 10_000 });
      wall.push((performance.now() - started) / 1000);
      const used = process.cpuUsage(cpuFrom);
      cpu.push((used.user + used.system) / 1e6);
      figures = { ...list.totals, reorder: list.reorder.length };
    }
    const [best, bestCpu] = [Math.min(...wall), Math.min(...cpu)];
    console.log(
      `replenish: ${TAGS} tags, ${ITEMS} items: the pick list in ${round(best)} s, ${round(bestCpu)} s of CPU (best of ${RUNS}); the first in ${round(wall[0]!)} s, ${round(cpu[0]!)} s of CPU`,
    );
    return {
      tags: TAGS,
      items: ITEMS,
      pickListSeconds: round(best),
      pickListCpuSeconds: round(bestCpu),
      // The first build of the process: nothing kept from an earlier one (the store's items, SQLite's pages).
      pickListFirstSeconds: round(wall[0]!),
      pickListFirstCpuSeconds: round(cpu[0]!),
      ...figures,
    };
  } finally {
    journal.close();
    catalog.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
