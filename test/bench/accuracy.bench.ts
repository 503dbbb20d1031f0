// Process: node (benchmark). `npm run bench -- accuracy [--counts N] [--items N]`: a real journal file holding N
// finalized whole-store counts (default 52, a year of weekly counts) of a store of M items (default 5,000), every
// item counted with a seeded difference; each count's accuracy stored (accuracy-store record), then the store's
// history read (points, per category, the 50 items most often wrong) and written as CSV. Prints the slowest
// record and the history and CSV times (the History screen waits on the last two).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { accuracyCsv, accuracyHistory } from '../../domain/accuracy/history';
import { createAccuracyStore } from '../../domain/accuracy/store';
import { openJournalFile } from '../../domain/journal/journal';

const seconds = (from: number) => (performance.now() - from) / 1000;

export default async function accuracyBench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { counts: { type: 'string' }, items: { type: 'string' } } });
  const COUNTS = Number(values.counts ?? 52);
  const ITEMS = Number(values.items ?? 5_000);
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-accuracy-bench-'));
  const db = openJournalFile(join(dir, 'journal.db'));
  try {
    let seed = 21;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const fact = db.prepare(
      "INSERT INTO count_item_facts (item_id, sku, upc, description, category, retail) VALUES (?, ?, '', ?, ?, ?)",
    );
    db.transaction(() => {
      for (let i = 0; i < ITEMS; i++)
        fact.run(`item-${i}`, `SKU-${i}`, `Item ${i}`, `Category ${i % 12}`, Math.round(rand() * 5000) / 100);
    })();
    const store = createAccuracyStore(db, { tolerancesOf: () => ({ default: { units: 1 } }) });
    let recordSeconds = 0;
    for (let c = 0; c < COUNTS; c++) {
      const id = `count-${c}`;
      db.transaction(() => {
        db.prepare(
          `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope,
             snapshot_at) VALUES (?, 'store', ?, 0, 2, 'created', 'Front', ?, '{"kind":"store"}', ?)`,
        ).run(id, `Week ${c + 1}`, c * 604_800_000, c * 604_800_000);
        const expected = db.prepare('INSERT INTO count_expected (session_id, item_id, on_hand) VALUES (?, ?, ?)');
        const line = db.prepare(
          "INSERT INTO count_lines (id, session_id, item_id, area, qty, version) VALUES (?, ?, ?, 'Front', ?, 1)",
        );
        for (let i = 0; i < ITEMS; i++) {
          const onHand = 1 + Math.floor(rand() * 20);
          const r = rand();
          const delta = r < 0.7 ? 0 : r < 0.85 ? 1 : r < 0.95 ? -2 : 4;
          expected.run(id, `item-${i}`, onHand);
          line.run(`${id}-${i}`, id, `item-${i}`, Math.max(0, onHand + delta));
        }
      })();
      const t = performance.now();
      store.record(id, c * 604_800_000 + 3_600_000);
      recordSeconds = Math.max(recordSeconds, seconds(t));
    }
    let t = performance.now();
    const history = accuracyHistory(db, 'store');
    const historySeconds = seconds(t);
    t = performance.now();
    const csv = accuracyCsv(history, 'S01');
    const csvSeconds = seconds(t);
    const last = history.points.at(-1)!;
    console.log(`${COUNTS} counts of ${ITEMS} items: slowest record ${(recordSeconds * 1000).toFixed(1)} ms`);
    console.log(
      `history ${(historySeconds * 1000).toFixed(1)} ms (${history.points.length} points, ${history.categories.length} category points, ${history.mostWrong.length} items most often wrong); CSV ${(csvSeconds * 1000).toFixed(1)} ms, ${csv.rows} rows`,
    );
    console.log(`last count: accuracy ${last.accuracy}, exact ${last.accuracyExact}`);
    return { counts: COUNTS, items: ITEMS, recordSeconds, historySeconds, csvSeconds };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
