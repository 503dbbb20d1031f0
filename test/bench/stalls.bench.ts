// Process: node (benchmark). `npm run bench -- stalls [--items N] [--tags N] [--only a,b]`: the operations that
// held main at the large sizes (default 500,000 items, 250,000 tags), each measured by the stall monitor
// (domain/shared/stall-monitor.ts: the longest time main could not run its event loop during it), target <= 50 ms:
// `catalog.close` (the index snapshot written at close, after an open from the snapshot; `catalog.close.inOneGo`
// the same written on main in one go, as before), `catalog.upgrade` (the first open after the FTS migration: the
// description index rebuilt in the sync worker, then opened; `catalog.upgrade.onMain` as before), `plans.abc` (the
// ABC proposal of the whole catalog's stock, computed off main as the plan service does: domain/offload;
// `plans.abc.onMain` the same read and classified on main, as before), `tags.record` (finalize's recording of a
// 250,000-tag count: the compact history and the pruning, in slices in turns of the event loop as the app does;
// `tags.record.atOnce` the same slices in one go, as the CLI does and finalize did) and `tags.compare` (the tag
// report of two such counts, off main as the app's handler does; `tags.compare.onMain` as before), and `idle` (a
// 3 s wait: the machine's own floor, what a loaded machine's scheduler alone adds). Prints `mainStallMaxMs` per operation, the machine's load.
// The catalog cache is built once and kept (stalls-fixtures.ts); each run works on a copy.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'libsql';
import { openCatalog } from '../../domain/catalog/catalog';
import { catalogDbPath, openCatalogDb } from '../../domain/catalog/db';
import { currentStamp, saveIndexSnapshot, snapshotPath } from '../../domain/catalog/index-snapshot-file';
import { catalogNeedsUpgrade, upgradeInWorker } from '../../domain/catalog/upgrade';
import { decodeInput } from '../../domain/codes';
import { type JournalDb, openJournalFile } from '../../domain/journal/journal';
import { offMain } from '../../domain/offload/thread';
import { abcProposal } from '../../domain/plans/abc-proposal';
import { DEFAULT_ABC_SETTINGS } from '../../domain/plans/due-list';
import { catalogStockValues } from '../../domain/plans/stock-values';
import { createLogger } from '../../domain/shared/logger';
import { measureStallSync, measureStalls, resetStallFigures, stallFigures } from '../../domain/shared/stall-monitor';
import { compareCounts } from '../../domain/tags/compare';
import { recordFinalizedTags, recordInTurns } from '../../domain/tags/history';
import { copyCatalogFixture } from './stalls-fixtures';
import { addSession, tagCounts, writeItemFacts, writeScans, writeTags } from './tags-scale';

const log = createLogger('bench.stalls');
const OPERATIONS = ['idle', 'catalog.close', 'catalog.upgrade', 'plans.abc', 'tags.record', 'tags.compare'] as const;
/** The catalog migration that rebuilds the description index (domain/catalog/migrations.ts, the fifth). */
const BEFORE_FTS_REBUILD = 4;

/** Close after an open from the snapshot (the usual open), the snapshot written at the close. */
async function catalogClose(dir: string, items: number): Promise<Record<string, unknown>> {
  const opts = { dataDir: dir, baseUrl: 'http://127.0.0.1:9', clientId: 'BENCH', decode: decodeInput };
  copyCatalogFixture(items, catalogDbPath(dir, opts.baseUrl, opts.clientId));
  // The first open rebuilds the index from the cache and writes the snapshot; the second reads it.
  await openCatalog(opts).close();
  resetStallFigures();
  const catalog = measureStallSync(log, 'catalog.open', () => openCatalog(opts));
  // Before: the same snapshot written in one go on main, as close did (figure `catalog.close.inOneGo`).
  const file = snapshotPath(catalog.db)!;
  const stamp = currentStamp(catalog.db);
  measureStallSync(log, 'catalog.close.inOneGo', () => saveIndexSnapshot(catalog.index, file, stamp));
  await catalog.close();
  return { indexFrom: catalog.indexLoad.from, indexed: catalog.indexedAtOpen };
}

const oneMigrationBehind = (path: string) => {
  const raw = new Database(path);
  raw.exec(`PRAGMA user_version = ${BEFORE_FTS_REBUILD}`);
  raw.close();
};

/**
 * The first open after the FTS migration, on a cache one migration behind it, as the catalog service does it:
 * upgraded in the sync worker, then opened on main. Before: the migration run by main's open
 * (`catalog.upgrade.onMain`).
 */
async function catalogUpgrade(dir: string, items: number): Promise<Record<string, unknown>> {
  const path = join(dir, 'upgrade.db');
  copyCatalogFixture(items, path);
  oneMigrationBehind(path);
  measureStallSync(log, 'catalog.upgrade.onMain', () => openCatalogDb(path)).close();
  oneMigrationBehind(path);
  const t0 = performance.now();
  const inWorker = await measureStalls(
    log,
    'catalog.upgrade',
    async () => catalogNeedsUpgrade(path) && (await upgradeInWorker(path)),
  );
  // The open that follows, apart: the file at its version, nothing left to migrate.
  measureStallSync(log, 'catalog.upgrade.openAfter', () => openCatalogDb(path)).close();
  return { upgradeInWorker: inWorker, upgradeSeconds: Math.round(performance.now() - t0) / 1000 };
}

/** The proposal of the catalog's whole stock (every item listed by the store): on main as before, then off main. */
async function plansAbc(dir: string, items: number): Promise<void> {
  const path = join(dir, 'abc.db');
  copyCatalogFixture(items, path);
  const db = openCatalogDb(path);
  try {
    // The store every item of the fixture is listed by (make-item.ts's first store).
    const store = db.prepare('SELECT store_id AS id FROM item_stores LIMIT 1').get() as { id: string };
    const ask = { storeId: store.id, settings: DEFAULT_ABC_SETTINGS, today: '2026-11-30', weeks: 12 };
    // Off main first: main's collection of the before step's garbage (500,000 objects) is no part of it.
    await offMain('plans.abc', { catalog: path, ...ask });
    measureStallSync(log, 'plans.abc.onMain', () =>
      abcProposal(catalogStockValues(db)(ask.storeId), ask.settings, ask.today, ask.weeks),
    );
  } finally {
    db.close();
  }
}

/**
 * The two counts written and recorded: the first in one go, as finalize did before (`tags.record.atOnce`, as the
 * CLI still does), the second in slices in turns of the event loop, as the app does (`tags.record`: the history
 * already holds one count, as it will in use). Their tag lists are dropped on return, so main's heap during the
 * report is the app's, not 500,000 fixture objects its collector would have to mark.
 */
async function recordTwoCounts(db: JournalDb, tags: number): Promise<[string, string]> {
  const { items, before, after } = tagCounts(tags);
  writeItemFacts(db, items);
  const [oct, nov] = [randomUUID(), randomUUID()];
  addSession(db, oct, 1_000);
  addSession(db, nov, 2_000);
  writeTags(db, oct, before);
  writeScans(db, oct, before, 1_000_000);
  recordFinalizedTags(db, oct);
  writeTags(db, nov, after);
  writeScans(db, nov, after, 2_000_000);
  await recordInTurns(db, nov);
  return [oct, nov];
}

/** The recordings, then (`compare`) the report of the two counts. */
async function tagReports(dir: string, tags: number, compare: boolean): Promise<void> {
  const path = join(dir, 'journal.db');
  const db = openJournalFile(path);
  try {
    const [oct, nov] = await recordTwoCounts(db, tags);
    if (!compare) return;
    await offMain('tags.compare', { journal: path, before: oct, after: nov });
    measureStallSync(log, 'tags.compare.onMain', () => compareCounts(db, oct, nov));
  } finally {
    db.close();
  }
}

export default async function stallsBench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({
    args,
    options: { items: { type: 'string' }, tags: { type: 'string' }, only: { type: 'string' } },
  });
  const items = Number(values.items ?? 500_000);
  const tags = Number(values.tags ?? 250_000);
  const only = new Set<string>(values.only ? [...values.only.split(','), 'idle'] : OPERATIONS);
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-bench-stalls-'));
  const figures: Record<string, number> = {};
  const close: Record<string, unknown> = {};
  try {
    const run = async (name: string, step: () => unknown) => {
      if (!only.has(name)) return;
      resetStallFigures();
      await step();
      Object.assign(figures, stallFigures());
      console.log(`${name}: main stalled at most ${stallFigures()[name]} ms`);
    };
    // The machine's own floor: an idle wait measured the same way (a loaded machine deschedules the process).
    await run('idle', () => measureStalls(log, 'idle', () => new Promise((r) => setTimeout(r, 3_000))));
    await run('catalog.close', async () => {
      Object.assign(close, await catalogClose(join(dir, 'app'), items));
    });
    await run('catalog.upgrade', async () => {
      Object.assign(close, await catalogUpgrade(dir, items));
    });
    await run('plans.abc', () => plansAbc(dir, items));
    if (only.has('tags.record') || only.has('tags.compare')) {
      resetStallFigures();
      await tagReports(dir, tags, only.has('tags.compare'));
      Object.assign(figures, stallFigures());
      console.log(`tags: ${JSON.stringify(stallFigures())}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    items,
    tags,
    mainStallMaxMs: figures,
    target: '<= 50 ms each',
    ...close,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    date: new Date().toISOString(),
  };
}
