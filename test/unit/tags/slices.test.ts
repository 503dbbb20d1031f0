// Process: test (node). The tag history recorded and pruned in slices on real journal files: a count of many
// slices reads the same as one recorded in one go; a recording or a pruning dropped between two slices (as a kill
// leaves it: every slice committed, the next never begun) is finished by the next reconcile with every tag once
// and the pruning done once; while a recording is under way readers see the count's count_tags rows whole and the
// reports do not list it yet; a count sent back to counting meanwhile stops it; in turns, one run per count.
import { describe, expect, it } from 'vitest';
import type { JournalDb } from '../../../domain/journal/journal';
import { countTags, historySteps, recordedCounts, recordFinalizedTags } from '../../../domain/tags/history';
import { recordTagHistory } from '../../../domain/tags/record-on-finalize';
import { runInTurns, type Steps } from '../../../domain/tags/slices';
import { addCount, type FixtureTag, gtin, STORE, sgtin } from './journal-fixture';
import { testJournal } from './test-journal';

const G = gtin('0061414112345');
/** 23 tags in two areas, three items: with slices of 5, five copy slices and five prune slices. */
const TAGS: FixtureTag[] = Array.from({ length: 23 }, (_, i) => ({
  epc: sgtin(G, 1000 + i),
  item: `item-${i % 3}`,
  area: i % 2 ? 'Back' : 'Front',
  reads: 1 + (i % 4),
  at: 50_000 + i,
}));
const n = (db: JournalDb, sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
const historyOf = (db: JournalDb) =>
  db
    .prepare(
      `SELECT hex(h.epc) AS epc, i.item_id, a.name, h.reads, h.first_at, h.last_at FROM tag_history h
       JOIN tag_items i ON i.item_no = h.item_no JOIN tag_areas a ON a.area_no = h.area_no ORDER BY h.epc`,
    )
    .all();
const counted = (id = 'nov') => {
  const { db } = testJournal();
  addCount(db, id, { areas: ['Front', 'Back'], tags: TAGS });
  return db;
};
/** Runs slices until `reached` holds and drops the rest, as a kill between two slices would. */
const stopWhen = (steps: Steps<unknown>, reached: () => boolean) => {
  do expect(steps.next().done).toBe(false);
  while (!reached());
};
const copied = (db: JournalDb) => n(db, 'SELECT COUNT(*) AS n FROM tag_history');

describe('the tag history in slices', () => {
  it('records a count of many slices exactly as in one go', () => {
    const one = counted();
    recordFinalizedTags(one, 'nov', { now: () => 9 });
    const sliced = counted();
    expect(recordFinalizedTags(sliced, 'nov', { now: () => 9, slice: 5 })).toEqual({
      sessionId: 'nov',
      storeId: STORE,
      description: 'nov',
      recordedAt: 9,
      tags: TAGS.length,
    });
    expect(historyOf(sliced)).toEqual(historyOf(one));
    expect(historyOf(sliced)).toHaveLength(TAGS.length);
    for (const db of [one, sliced]) {
      expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
      expect(n(db, 'SELECT COUNT(*) AS n FROM tag_recordings')).toBe(0);
      expect(db.prepare('SELECT tags, recorded_at, pruned_at FROM tag_counts').all()).toEqual([
        { tags: TAGS.length, recorded_at: 9, pruned_at: 9 },
      ]);
    }
  });

  it('finishes a recording dropped between two slices from its marker: every tag once, pruned once', () => {
    const whole = counted();
    recordFinalizedTags(whole, 'nov', { now: () => 9 });
    // Begun, nothing copied yet (the first reads being read); then one, two and four copy slices done.
    for (const k of [0, 5, 10, 20]) {
      const db = counted();
      stopWhen(historySteps(db, 'nov', { now: () => 9, slice: 5 }), () => copied(db) >= k);
      const marker = db.prepare('SELECT step, tags, recorded_at FROM tag_recordings').get() as { tags: number };
      expect(marker, `after ${k} slices`).toMatchObject({ recorded_at: 9 });
      // Not recorded yet: the reports do not list it, its tags are its count_tags rows, whole.
      expect(recordedCounts(db, STORE)).toEqual([]);
      expect(countTags(db, 'nov')).toHaveLength(TAGS.length);
      // The next start: resumed where it stopped, with the time the recording began.
      expect(recordTagHistory(db, { now: () => 50, slice: 5 }).reconcile(null)).toBe(1);
      expect(historyOf(db), `after ${k} slices`).toEqual(historyOf(whole));
      expect(db.prepare('SELECT tags, recorded_at, pruned_at FROM tag_counts').all()).toEqual([
        { tags: TAGS.length, recorded_at: 9, pruned_at: 9 },
      ]);
      expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
      expect(n(db, 'SELECT COUNT(*) AS n FROM tag_recordings')).toBe(0);
    }
  });

  it('finishes a pruning dropped between two slices, its tags read from the history meanwhile', () => {
    const db = counted();
    // The copy whole, then one prune slice.
    stopWhen(
      historySteps(db, 'nov', { now: () => 9, slice: 5 }),
      () => n(db, 'SELECT COUNT(*) AS n FROM count_tags') < TAGS.length,
    );
    const left = n(db, 'SELECT COUNT(*) AS n FROM count_tags');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(TAGS.length);
    expect(db.prepare('SELECT pruned_at FROM tag_counts').get()).toMatchObject({ pruned_at: 9 });
    expect(countTags(db, 'nov')).toHaveLength(TAGS.length);
    const history = recordTagHistory(db, { now: () => 50, slice: 5 });
    expect(history.reconcile(null)).toBe(1);
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(0);
    expect(history.reconcile(null)).toBe(0);
    expect(db.prepare('SELECT tags, pruned_at FROM tag_counts').all()).toEqual([{ tags: TAGS.length, pruned_at: 9 }]);
  });

  it('stops a recording whose count was sent back to counting, and drops its partial copy', () => {
    const db = counted();
    const steps = historySteps(db, 'nov', { now: () => 9, slice: 5 });
    stopWhen(steps, () => copied(db) >= 5);
    db.prepare("UPDATE count_sessions SET status = 3 WHERE id = 'nov'").run();
    expect(recordTagHistory(db, { slice: 5 }).reconcile(null)).toBe(1);
    for (const table of ['tag_history', 'tag_recordings', 'tag_counts', 'tag_count_nos'])
      expect(n(db, `SELECT COUNT(*) AS n FROM ${table}`), table).toBe(0);
    // The run that was under way writes nothing more.
    let step = steps.next();
    while (!step.done) step = steps.next();
    expect(step.value).toBeNull();
    expect(n(db, 'SELECT COUNT(*) AS n FROM count_tags')).toBe(TAGS.length);
  });

  it('records in turns in the background, one run per count however often it is asked', async () => {
    const db = counted();
    const history = recordTagHistory(db, { now: () => 9, slice: 5, inTurns: true });
    expect(history.reconcile(null)).toBe(1);
    expect(history.reconcile(null)).toBe(0);
    await history.idle();
    expect(history.reconcile(null)).toBe(0);
    expect(countTags(db, 'nov')).toHaveLength(TAGS.length);
    expect(db.prepare('SELECT tags, pruned_at FROM tag_counts').all()).toEqual([{ tags: TAGS.length, pruned_at: 9 }]);
  });

  it('gives the event loop a turn between long slices and stops there when asked', async () => {
    let done = 0;
    function* slow(): Steps<string> {
      for (let i = 0; i < 5; i++) {
        const until = performance.now() + 10;
        while (performance.now() < until);
        done++;
        yield;
      }
      return 'all';
    }
    let turns = 0;
    const ticking = setInterval(() => turns++, 0);
    try {
      expect(await runInTurns(slow())).toBe('all');
      expect(turns).toBeGreaterThan(0);
      done = 0;
      // Asked to stop once a slice ran: the turn after it is the last.
      expect(await runInTurns(slow(), () => done > 0)).toBeNull();
      expect(done).toBe(1);
      expect(await runInTurns(slow(), () => true)).toBeNull();
      expect(done).toBe(1);
    } finally {
      clearInterval(ticking);
    }
  });
});
