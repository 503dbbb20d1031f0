// Process: node (benchmark). `npm run bench -- tags [--tags N] [--runs N]`: two finalized counts of one store in a
// real journal file, N tags each (default 100,000 over 5,000 items and 4 areas; the later count loses 10%, moves
// 5% to another area and finds 5% new), written with the rows counting writes (count_tags, and a count_scans row
// per tag), recorded with recordFinalizedTags (which moves them into the compact history) and compared with
// compareCounts. Prints compareSeconds (best of the runs; target <= 1 s) and the journal's growth per 100,000 tags
// of a finished count: journalGrowthMB, what it leaves besides its scan log (target <= 10), countGrowthMB with the
// scan log (count_scans), firstCountGrowthMB on an empty journal, and where the bytes are (dbstat).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type JournalDb, openJournalFile } from '../../domain/journal/journal';
import { compareCounts } from '../../domain/tags/compare';
import { recordFinalizedTags } from '../../domain/tags/history';
import { addSession, tagCounts, writeItemFacts, writeScans, writeTags } from './tags-scale';

const MB = 1024 * 1024;
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The file's size with the WAL folded in, so the figure is what the journal holds, not what waits in the log. */
function fileSize(db: JournalDb, path: string): number {
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return statSync(path).size;
}

/** Bytes per table and index (SQLite's dbstat), to say where the tag history's bytes are. */
function bytesOf(db: JournalDb, names: string[]): Record<string, number> {
  const rows = db
    .prepare(
      `SELECT name, SUM(pgsize) AS bytes FROM dbstat WHERE name IN (${names.map(() => '?').join(',')}) GROUP BY name`,
    )
    .raw(true)
    .all(...names) as [string, number][];
  return Object.fromEntries(rows);
}

export default async function tagsBench(args: string[]): Promise<Record<string, unknown>> {
  const { values } = parseArgs({ args, options: { tags: { type: 'string' }, runs: { type: 'string' } } });
  const N = Number(values.tags ?? 100_000);
  const RUNS = Number(values.runs ?? 3);
  const { items, before, after } = tagCounts(N);

  const dir = mkdtempSync(join(tmpdir(), 'stocktake-bench-tags-'));
  const path = join(dir, 'journal.db');
  const db = openJournalFile(path);
  try {
    writeItemFacts(db, items);
    // Session ids as the service gives them (GUIDs, 36 characters in every count_tags row and index entry): short
    // made-up ids would understate the journal's growth by about 40%.
    const [oct, nov] = [randomUUID(), randomUUID()];
    addSession(db, oct, 1_000);
    addSession(db, nov, 2_000);
    // A finished count's count_tags rows are pruned once its tags are in the compact history (domain/tags/compact.ts),
    // and their freed pages hold the next count's rows while it is counted. So the growth per finished count is
    // measured on the second count (steady state), the scan log (count_scans, never pruned) apart; the first count
    // on an empty journal also shows, since its open count_tags set the file's high-water mark.
    const scanLog = (
      db.prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'count_scans'").all() as { name: string }[]
    ).map((r) => r.name);
    /** The scan log with its indexes (count_scans_open: about 4 MB per 100,000 scans). */
    const scans = () => Object.values(bytesOf(db, scanLog)).reduce((a, b) => a + b, 0);
    /** Every table and index the tag history and counting's tags use (dbstat, whole pages). */
    const HISTORY = [
      'tag_history',
      'tag_history_epc',
      'tag_history_item',
      'tag_items',
      'tag_areas',
      'tag_count_nos',
      'tag_counts',
    ];
    const historyBytes = () =>
      Object.values(bytesOf(db, [...HISTORY, 'count_tags', 'count_tags_epc'])).reduce((a, b) => a + b, 0);
    const empty = fileSize(db, path);
    writeTags(db, oct, before);
    writeScans(db, oct, before, 1_000_000);
    const open = fileSize(db, path);
    const t0 = performance.now();
    recordFinalizedTags(db, oct);
    const recordSeconds = (performance.now() - t0) / 1000;
    const first = fileSize(db, path);

    const scansFirst = scans();
    const historyFirst = historyBytes();
    writeTags(db, nov, after);
    writeScans(db, nov, after, 2_000_000);
    recordFinalizedTags(db, nov);
    const second = fileSize(db, path);
    const scansSecond = scans();
    const historySecond = historyBytes();
    const parts = bytesOf(db, [
      'tag_history',
      'tag_history_epc',
      'tag_history_item',
      'tag_items',
      'tag_areas',
      'count_tags',
      'count_tags_epc',
    ]);
    const { freePages, pageSize } = db
      .prepare('SELECT freelist_count AS freePages, page_size AS pageSize FROM pragma_freelist_count, pragma_page_size')
      .get() as { freePages: number; pageSize: number };

    let compareSeconds = Infinity;
    let result = compareCounts(db, oct, nov);
    for (let run = 0; run < RUNS; run++) {
      const t = performance.now();
      result = compareCounts(db, oct, nov);
      compareSeconds = Math.min(compareSeconds, (performance.now() - t) / 1000);
    }
    const per100k = (bytes: number, tags = N) => round(((bytes / MB) * 100_000) / tags, 2);
    const figures = {
      tags: N,
      runs: RUNS,
      compareSeconds: round(compareSeconds, 4),
      // What a finished count of `after.length` tags leaves in the journal's tag tables (target <= 10), and the
      // file's growth by it less its scan log (a little less: the first count freed more count_tags pages).
      journalGrowthMB: per100k(historySecond - historyFirst, after.length),
      fileGrowthMB: per100k(second - first - (scansSecond - scansFirst), after.length),
      // The same with the scan log: everything a finished count adds.
      countGrowthMB: per100k(second - first, after.length),
      // The first count on an empty journal, scan log apart: the open count's count_tags set the high-water mark.
      firstCountGrowthMB: per100k(first - empty - scansFirst),
      // Recording the first count: the compact copy less nothing (the freed count_tags pages stay in the file).
      historyRecordMB: per100k(first - open),
      // Where the bytes are after both counts, per 100,000 tags of history: the compact table, its EPC index (encode's
      // serial check), the two dictionaries; count_tags and its index hold nothing of a pruned count.
      tagHistoryMB: per100k(parts.tag_history ?? 0, N + after.length),
      tagHistoryEpcIndexMB: per100k(parts.tag_history_epc ?? 0, N + after.length),
      // Its index by count, item and area (the replenishment list's pictures).
      tagHistoryItemIndexMB: per100k(parts.tag_history_item ?? 0, N + after.length),
      dictionariesMB: per100k((parts.tag_items ?? 0) + (parts.tag_areas ?? 0), N + after.length),
      countTagsMB: round(((parts.count_tags ?? 0) + (parts.count_tags_epc ?? 0)) / MB, 2),
      freeMB: round((freePages * pageSize) / MB, 2),
      countScansMB: per100k(scansSecond - scansFirst, after.length),
      recordSeconds: round(recordSeconds, 4),
      gone: result.gone.rows.length,
      moved: result.moved.rows.length,
      new: result.new.rows.length,
      suspect: result.suspect.rows.length,
    };
    console.log(
      `compared ${N} + ${after.length} tags in ${(compareSeconds * 1000).toFixed(0)} ms (best of ${RUNS}; target 1 s): ` +
        `${figures.gone} gone, ${figures.moved} moved, ${figures.new} new, ${figures.suspect} suspect`,
    );
    console.log(
      `journal per 100,000 tags of a finished count: ${figures.journalGrowthMB} MB (target 10; the file ` +
        `${figures.fileGrowthMB} MB, ` +
        `${figures.countGrowthMB} MB with the scan log, ${figures.countScansMB} MB); the first count on an empty ` +
        `journal ${figures.firstCountGrowthMB} MB; recorded in ${recordSeconds.toFixed(2)} s; history ` +
        `${figures.tagHistoryMB} MB + EPC index ${figures.tagHistoryEpcIndexMB} MB + item index ` +
        `${figures.tagHistoryItemIndexMB} MB + dictionaries ` +
        `${figures.dictionariesMB} MB; ${figures.freeMB} MB free pages left`,
    );
    return figures;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
