// Process: test (node). The compact tag history on real journal files: a finished count's tags come back exactly
// (EPC text, odd lengths and non-hex codes included; item and area through their dictionaries), its count_tags
// rows are pruned only when nothing can need them (locked, unsent or refused lines keep them), its total still
// shows, a count sent back to counting gets its rows back (and is recorded again when finished again), one kept
// for a refused line is compacted once the line is settled, and encode never issues a serial seen only in the
// history. The migration's backfill is checked on a journal written before it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSessionRows } from '../../../domain/counts/session-rows';
import { blockOf, blockStart } from '../../../domain/encode/serial-scheme';
import { createSerialAllocator } from '../../../domain/encode/serials';
import { sgtinTarget } from '../../../domain/encode/sgtin-target';
import { openJournalFile } from '../../../domain/journal/journal';
import { JOURNAL_MIGRATIONS } from '../../../domain/journal/migrations';
import { openSqlite } from '../../../domain/sqlite/open';
import { TAGS_COMPACT_MIGRATION } from '../../../domain/tags/compact-schema';
import { countTags, recordFinalizedTags } from '../../../domain/tags/history';
import { recordTagHistory } from '../../../domain/tags/record-on-finalize';
import { ITEM } from '../encode/harness';
import { addCount, gtin, sgtin } from './journal-fixture';
import { afterThisTest, testJournal } from './test-journal';

const journal = testJournal;
const n = (db: ReturnType<typeof journal>['db'], sql: string, ...args: unknown[]) =>
  (db.prepare(sql).get(...args) as { n: number }).n;
const byEpc = <T extends { epc: string }>(list: T[]) => [...list].sort((a, b) => (a.epc < b.epc ? -1 : 1));

const G = gtin('0061414112345');
const A = sgtin(G, 1);
const B = sgtin(G, 2);

describe('the compact tag history', () => {
  it('gives every EPC back exactly as counted: hex as bytes, anything else as its text', () => {
    const { db } = journal();
    const odd = [
      { epc: A, item: 'item-1', area: 'Front', reads: 3, at: 10 },
      { epc: 'E2801160600002054C1A', item: 'item-2', area: 'Back room', reads: 1, at: 11 }, // 10 bytes (TID-like)
      { epc: 'ABC', item: null, area: 'Front', reads: 1, at: 12 }, // odd length
      { epc: '3034abcd', item: 'item-1', area: 'Front', reads: 2, at: 13 }, // lower case: kept as text
      { epc: 'not hex ✓', item: 'item-2', area: 'Window', reads: 1, at: 14 },
    ];
    addCount(db, 'nov', { areas: ['Front', 'Back room', 'Window'], tags: odd });
    const before = countTags(db, 'nov');
    recordFinalizedTags(db, 'nov');
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
    const after = countTags(db, 'nov');
    expect(byEpc(after).map((t) => [t.epc, t.itemId, t.area, t.reads, t.firstAt])).toEqual(
      byEpc(odd).map((t) => [t.epc, t.item, t.area, t.reads, t.at]),
    );
    expect(before.length).toBe(5);
    const kinds = db.prepare('SELECT typeof(epc) AS t, COUNT(*) AS n FROM tag_history GROUP BY 1 ORDER BY 1').all();
    expect(kinds).toEqual([
      { t: 'blob', n: 2 },
      { t: 'text', n: 3 },
    ]);
  });

  it('keeps each item id and area name once across counts', () => {
    const { db } = journal();
    addCount(db, 'oct', { areas: ['Front', 'Back'], tags: [{ epc: A, item: 'item-1', area: 'Front' }] });
    addCount(db, 'nov', {
      areas: ['Front', 'Back'],
      tags: [
        { epc: A, item: 'item-1', area: 'Back' },
        { epc: B, item: 'item-2', area: 'Front' },
      ],
    });
    recordFinalizedTags(db, 'oct');
    recordFinalizedTags(db, 'nov');
    expect(n(db, 'SELECT COUNT(*) AS n FROM tag_items')).toBe(2);
    expect(n(db, 'SELECT COUNT(*) AS n FROM tag_areas')).toBe(2);
    expect(n(db, 'SELECT COUNT(*) AS n FROM tag_history')).toBe(3);
    expect(countTags(db, 'oct').map((t) => [t.itemId, t.area])).toEqual([['item-1', 'Front']]);
  });

  it('prunes a finished count only when nothing can need its rows, and its tag total still shows', () => {
    const { db } = journal();
    const tags = [
      { epc: A, item: 'item-1', area: 'Front' },
      { epc: B, item: 'item-1', area: 'Front' },
    ];
    for (const id of ['done', 'locked', 'unsent', 'refused']) addCount(db, id, { areas: ['Front'], tags });
    db.prepare(
      "UPDATE count_sessions SET locked_reason = 'finalized elsewhere', locked_at = 1 WHERE id = 'locked'",
    ).run();
    const line = db.prepare(
      `INSERT INTO count_lines (id, session_id, item_id, area, qty, version, sent_version, refused)
       VALUES (?, ?, 'item-1', 'Front', 2, ?, ?, ?)`,
    );
    line.run('l-done', 'done', 1, 1, null);
    line.run('l-unsent', 'unsent', 2, 1, null);
    line.run('l-refused', 'refused', 1, 1, 'unknown item');
    for (const id of ['done', 'locked', 'unsent', 'refused']) recordFinalizedTags(db, id);
    const left = (id: string) => n(db, 'SELECT COUNT(*) AS n FROM count_tags WHERE session_id = ?', id);
    expect([left('done'), left('locked'), left('unsent'), left('refused')]).toEqual([0, 2, 2, 2]);
    const rows = createSessionRows(db);
    for (const id of ['done', 'locked']) expect(rows.totals(id).uniqueTags).toBe(2);
    // Every one of them is in the history, pruned or not, and reads the same.
    for (const id of ['done', 'locked']) expect(countTags(db, id).map((t) => t.epc)).toEqual([A, B].sort());
  });

  it('gives a pruned count its rows back when the service sends it back to counting, and records it again', () => {
    const { db } = journal();
    addCount(db, 'nov', { areas: ['Front'], tags: [{ epc: A, item: 'item-1', area: 'Front', reads: 4, at: 7 }] });
    const history = recordTagHistory(db, { now: () => 5 });
    expect(history.reconcile(null)).toBe(1);
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
    expect(history.reconcile(null)).toBe(0);
    db.prepare("UPDATE count_sessions SET status = 3 WHERE id = 'nov'").run();
    expect(history.reconcile(null)).toBe(1);
    const back = db.prepare('SELECT epc, item_id, area, reads, first_at FROM count_tags').all();
    expect(back).toEqual([{ epc: A, item_id: 'item-1', area: 'Front', reads: 4, first_at: 7 }]);
    // No longer a finished count: out of the history until it is finished again.
    expect(n(db, 'SELECT COUNT(*) AS n FROM tag_counts')).toBe(0);
    expect(n(db, 'SELECT COUNT(*) AS n FROM tag_history')).toBe(0);
    db.prepare(
      `INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES ('nov', ?, 'item-1', 'Front', 1)`,
    ).run(B);
    db.prepare("UPDATE count_sessions SET status = 2 WHERE id = 'nov'").run();
    expect(history.reconcile(null)).toBe(1);
    expect(countTags(db, 'nov').map((t) => t.epc)).toEqual([A, B].sort());
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
  });

  it('compacts a recorded count once nothing needs its rows, copying what it then holds', () => {
    const { db } = journal();
    addCount(db, 'nov', { areas: ['Front'], tags: [{ epc: A, item: 'item-1', area: 'Front' }] });
    db.prepare(
      `INSERT INTO count_lines (id, session_id, item_id, area, qty, version, sent_version, refused)
       VALUES ('l1', 'nov', 'item-1', 'Front', 1, 1, 1, 'unknown item')`,
    ).run();
    const history = recordTagHistory(db);
    expect(history.reconcile(null)).toBe(1);
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(1);
    // The refused line reassigned to another item, its tag with it: now nothing needs the rows.
    db.prepare("UPDATE count_lines SET refused = NULL, item_id = 'item-2' WHERE id = 'l1'").run();
    db.prepare("UPDATE count_tags SET item_id = 'item-2' WHERE session_id = 'nov'").run();
    expect(history.reconcile(null)).toBe(1);
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
    expect(countTags(db, 'nov').map((t) => t.itemId)).toEqual(['item-2']);
    expect(history.reconcile(null)).toBe(0);
  });

  it('encode never issues a serial that only the history holds', () => {
    const { db } = journal();
    const target = sgtinTarget(ITEM, 7);
    const seen = (serial: number) => sgtin(target.gtin14, serial);
    addCount(db, 'nov', { areas: ['Front'], tags: [{ epc: seen(blockStart(5) + 77), item: ITEM.id, area: 'Front' }] });
    recordFinalizedTags(db, 'nov');
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
    const blocks = [5, 6];
    let i = 0;
    const random = () => ((blocks[Math.min(i++, 1)] as number) - 1 + 0.5) / 262_143;
    const [first] = createSerialAllocator(db, { random }).allocate(ITEM, target, 1);
    // Block 5 shows in the finished count: it is not taken.
    expect(blockOf(first?.serial ?? 0)).toBe(6);
  });

  it('backfills the counts recorded before the migration', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stocktake-tags-'));
    afterThisTest(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'journal.db');
    const old = openSqlite(path, {
      label: 'journal',
      // Every migration before the compact history's.
      migrations: JOURNAL_MIGRATIONS.slice(0, JOURNAL_MIGRATIONS.indexOf(TAGS_COMPACT_MIGRATION)),
      synchronous: 'FULL',
    });
    addCount(old, 'oct', { areas: ['Front'], tags: [{ epc: A, item: 'item-1', area: 'Front', at: 5 }] });
    old.prepare("INSERT INTO tag_counts (session_id, store_id, recorded_at, tags) VALUES ('oct', 's', 9, 1)").run();
    addCount(old, 'open', { areas: ['Front'], tags: [{ epc: B, item: 'item-1', area: 'Front' }], status: 1 });
    old.close();
    const db = openJournalFile(path);
    expect(countTags(db, 'oct').map((t) => [t.epc, t.itemId, t.firstAt])).toEqual([[A, 'item-1', null]]);
    expect(n(db, "SELECT COUNT(*) AS n FROM count_tags WHERE session_id = 'oct'")).toBe(0);
    expect(n(db, "SELECT COUNT(*) AS n FROM count_tags WHERE session_id = 'open'")).toBe(1);
    db.close();
  });
});
