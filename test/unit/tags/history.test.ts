// Process: test (node). recordFinalizedTags on a real journal file: the read times it fills from what counting
// wrote (the counted scan, an assigned unknown's first read), what it refuses, that it moves the tags into the
// compact history, and
// how previousCount picks the earlier count of the same store and scope.
import { describe, expect, it } from 'vitest';
import { countTags, previousCount, recordedCounts, recordFinalizedTags } from '../../../domain/tags/history';
import { addCount, addItem, gtin, STORE, sgtin } from './journal-fixture';
import { testJournal } from './test-journal';

const journal = () => testJournal().db;

const G = gtin('0061414112345');
const A = sgtin(G, 1);
const B = sgtin(G, 2);
const C = sgtin(G, 3);

describe('recordFinalizedTags', () => {
  it('fills first and last read times from the counted scans, keeping item, area and reads as counted', () => {
    const db = journal();
    addItem(db, 'item-1', 'SKU1', 'Shirts');
    addCount(db, 'nov', {
      areas: ['Front', 'Back'],
      tags: [
        { epc: A, item: 'item-1', area: 'Front', reads: 1, at: 5_000 },
        { epc: B, item: 'item-1', area: 'Back', reads: 7, at: 6_000 },
      ],
    });
    const recorded = recordFinalizedTags(db, 'nov', { now: () => 9_000 });
    expect(recorded).toEqual({ sessionId: 'nov', storeId: STORE, description: 'nov', recordedAt: 9_000, tags: 2 });
    const tags = countTags(db, 'nov').sort((x, y) => x.epc.localeCompare(y.epc));
    expect(tags).toEqual(
      [
        { epc: A, itemId: 'item-1', area: 'Front', reads: 1, firstAt: 5_000, lastAt: 5_000 },
        // Read 7 times, its repeats' time never written (a crash lost the folded counters): unknown, not made up.
        { epc: B, itemId: 'item-1', area: 'Back', reads: 7, firstAt: 6_000, lastAt: null },
      ].sort((x, y) => x.epc.localeCompare(y.epc)),
    );
  });

  it('takes an assigned unknown tag’s first read as an unknown, not the time it was assigned', () => {
    const db = journal();
    addCount(db, 'nov', { areas: ['Front'], tags: [{ epc: C, item: 'item-1', area: 'Front', at: 50_000 }] });
    db.prepare(
      `INSERT INTO count_unknowns (session_id, code, kind, raw, reason, area, first_at, reads, state, item_id)
       VALUES ('nov', ?, 'tag', ?, 'unknown tag', 'Front', 1200, 3, 'assigned', 'item-1')`,
    ).run(C, C);
    recordFinalizedTags(db, 'nov');
    expect(countTags(db, 'nov')[0]?.firstAt).toBe(1_200);
  });

  it('ignores undone scans and keeps times already set when recorded again', () => {
    const db = journal();
    addCount(db, 'nov', { areas: ['Front'], tags: [{ epc: A, item: 'item-1', area: 'Front', at: 3_000 }] });
    db.prepare(
      `INSERT INTO count_scans (session_id, at, source, raw, epc, item_id, area, delta, undone)
       VALUES ('nov', 1000, 'rfid', ?, ?, 'item-1', 'Front', 1, 1)`,
    ).run(A, A);
    recordFinalizedTags(db, 'nov', { now: () => 1 });
    db.prepare("UPDATE count_scans SET at = 2000 WHERE session_id = 'nov' AND undone = 0").run();
    const again = recordFinalizedTags(db, 'nov', { now: () => 2 });
    expect(countTags(db, 'nov')[0]).toMatchObject({ firstAt: 3_000, lastAt: 3_000 });
    expect(again.recordedAt).toBe(2);
    expect(recordedCounts(db, STORE)).toEqual([
      { sessionId: 'nov', storeId: STORE, description: 'nov', recordedAt: 2, tags: 1 },
    ]);
  });

  it('moves a finished count’s tags into the compact history: count_tags keeps none of them', () => {
    const db = journal();
    addCount(db, 'nov', { areas: ['Front'], tags: [{ epc: A, item: 'item-1', area: 'Front' }] });
    recordFinalizedTags(db, 'nov');
    expect((db.prepare('SELECT COUNT(*) AS n FROM count_tags').get() as { n: number }).n).toBe(0);
    const row = db.prepare('SELECT typeof(epc) AS t, length(epc) AS n FROM tag_history').get();
    expect(row).toMatchObject({ t: 'blob', n: 12 });
    expect(countTags(db, 'nov').map((t) => t.epc)).toEqual([A]);
  });

  it('refuses a count that is still open and a session the journal does not hold', () => {
    const db = journal();
    addCount(db, 'open', { areas: ['Front'], tags: [], status: 1 });
    expect(() => recordFinalizedTags(db, 'open')).toThrow(/still open/);
    expect(() => recordFinalizedTags(db, 'nope')).toThrow(/No count session/);
    expect(recordedCounts(db, STORE)).toEqual([]);
  });

  it('records a processed count too', () => {
    const db = journal();
    addCount(db, 'done', { areas: ['Front'], tags: [{ epc: A, item: 'item-1', area: 'Front' }], status: 4 });
    expect(recordFinalizedTags(db, 'done').tags).toBe(1);
  });
});

describe('previousCount', () => {
  it('is the latest earlier recorded count of the same store and scope', () => {
    const db = journal();
    const cats = { kind: 'categories' as const, categories: ['Shirts'] };
    addCount(db, 'sep', { areas: ['Front'], tags: [] });
    addCount(db, 'oct-shirts', { areas: ['Front'], tags: [], scope: cats });
    addCount(db, 'oct', { areas: ['Front'], tags: [] });
    addCount(db, 'other-store', { areas: ['Front'], tags: [], store: '22222222-2222-4222-8222-222222222222' });
    addCount(db, 'nov', { areas: ['Front'], tags: [] });
    addCount(db, 'never-recorded', { areas: ['Front'], tags: [] });
    let t = 0;
    for (const id of ['sep', 'oct-shirts', 'oct', 'other-store', 'nov'])
      recordFinalizedTags(db, id, { now: () => ++t });
    expect(previousCount(db, 'nov')).toBe('oct');
    expect(previousCount(db, 'oct')).toBe('sep');
    expect(previousCount(db, 'sep')).toBeNull();
    expect(previousCount(db, 'oct-shirts')).toBeNull();
    expect(previousCount(db, 'never-recorded')).toBeNull();
    expect(recordedCounts(db, STORE).map((c) => c.sessionId)).toEqual(['nov', 'oct', 'oct-shirts', 'sep']);
  });
});
