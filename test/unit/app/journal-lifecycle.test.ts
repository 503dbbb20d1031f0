// Process: test (node). One lifecycle for what lives on the journal: the encode service is built when its engine
// starts and dropped when it stops (never rebuilt per call), its list of tag writes covers the journal's session, the
// features' views of counting refuse in words while counting is stopped and hand out what counting built while it
// runs, and what engines read of the catalog follows the cache file open at the time.
import { describe, expect, it } from 'vitest';
import type { CountService } from '../../../domain/counts/service';
import type { SqliteDb } from '../../../domain/sqlite/open';
import { createAppAccuracy } from '../../../hosts/app/accuracy/app-accuracy';
import { followCatalog } from '../../../hosts/app/catalog/follow-catalog';
import { createEncodeEngine } from '../../../hosts/app/encode/app-encode';
import type { OnCounting } from '../../../hosts/app/journal/journal-engines';
import { createAppPlans } from '../../../hosts/app/plans/app-plans';
import { createAppReview } from '../../../hosts/app/review/app-review';
import { createAppTags } from '../../../hosts/app/tags/app-tags';
import { journalFiles } from '../plans/journal-files';

const files = journalFiles('stocktake-journal-lifecycle-');
const fileA = {} as SqliteDb;
const fileB = {} as SqliteDb;

describe('what engines read of the catalog', () => {
  it('is nothing while no cache is open, built once per file, and built again for a new file', () => {
    let open: SqliteDb | null = null;
    const built: SqliteDb[] = [];
    const read = followCatalog(
      () => open,
      (db) => {
        built.push(db);
        return { db };
      },
    );
    expect(read()).toBeNull();
    open = fileA;
    const first = read();
    expect(read()).toBe(first);
    open = fileB;
    expect(read()?.db).toBe(fileB);
    expect(built).toEqual([fileA, fileB]);
  });
});

describe('the encode engine', () => {
  const refusal = /Sign in and choose a store first: labels are made from the catalog/;

  it('builds its service when the journal opens, keeps it, and drops it when the journal closes', () => {
    const journal = files.openAt(files.journalPath());
    let catalog: SqliteDb | null = fileA;
    const engine = createEncodeEngine({ catalogDb: () => catalog, workingStoreId: () => 'S1', isDemo: () => false });
    expect(() => engine.service()).toThrow(refusal);
    engine.start(journal, null as never, 'tester');
    const service = engine.service();
    expect(engine.service()).toBe(service);
    catalog = null;
    expect(() => engine.service()).toThrow(refusal);
    catalog = fileA;
    engine.stop();
    expect(() => engine.service()).toThrow(refusal);
    engine.start(journal, null as never, 'tester');
    expect(engine.service()).not.toBe(service);
  });

  it('lists the session’s tag writes: kept while it restarts on the same journal, none from before a journal reopened', () => {
    const path = files.journalPath();
    const journal = files.openAt(path);
    const engine = createEncodeEngine({ catalogDb: () => null, workingStoreId: () => 'S1', isDemo: () => false });
    expect(() => engine.recentWrites()).toThrow(refusal);
    engine.start(journal, null as never, 'tester');
    const epc = '3034257BF400054A5C800004';
    journal
      .prepare(
        `INSERT INTO encode_serials (gtin14, serial, epc, item_id, state, at)
         VALUES ('00614141000012', 4, ?, 'item-1', 'used', ?)`,
      )
      .run(epc, Date.now());
    expect(engine.recentWrites().map((w) => [w.epc, w.sku, w.state])).toEqual([[epc, null, 'written']]);
    // The catalog's index replaced: the engines restart on the same journal, and the session goes on.
    engine.stop();
    expect(() => engine.recentWrites()).toThrow(refusal);
    engine.start(journal, null as never, 'tester');
    expect(engine.recentWrites().map((w) => w.epc)).toEqual([epc]);
    // Signed out and in again (the write a second ago): the journal opened again starts a new session.
    engine.stop();
    journal.prepare('UPDATE encode_serials SET at = at - 1000').run();
    files.closeLast();
    engine.start(files.openAt(path), null as never, 'tester');
    expect(engine.recentWrites()).toEqual([]);
  });
});

describe("the features' views of counting", () => {
  const countsRefusal = new Error('Sign in first: counting works on the signed-in service.');
  const engine = {} as CountService;
  const on = {
    journal: {},
    accuracy: {},
    tolerances: { get: () => ({ default: 2 }) },
    plans: {},
  } as unknown as OnCounting;

  function views(current: OnCounting | null) {
    const counts = {
      engine: () => {
        if (!current) throw countsRefusal;
        return engine;
      },
      current: () => current,
    };
    return {
      tags: createAppTags({ counts, workingStoreId: () => 'S1' }),
      accuracy: createAppAccuracy({ counts, api: {} as never }),
      plans: createAppPlans({ counts, catalogDb: () => fileA }),
      review: createAppReview({ counts }),
    };
  }

  it('refuse in words while counting is stopped', () => {
    const v = views(null);
    expect(() => v.tags.db()).toThrow(/tag reports read the counts of this PC/);
    expect(() => v.accuracy.store()).toThrow(/accuracy is read from the counts of this PC/);
    expect(() => v.review.tolerances('S1')).toThrow(/tolerances are kept per store/);
    // Plans say counting's own reason first (signed out, no store, the catalog opening).
    expect(() => v.plans.service()).toThrow(countsRefusal);
  });

  it('hand out what counting built on the open journal', () => {
    const v = views(on);
    expect(v.tags.db()).toBe(on.journal);
    expect(v.accuracy.db()).toBe(on.journal);
    expect(v.accuracy.store()).toBe(on.accuracy);
    expect(v.accuracy.tolerancesOf('S1')).toEqual({ default: 2 });
    expect(v.review.tolerances('S1')).toEqual({ default: 2 });
    expect(v.plans.service()).toBe(on.plans);
  });
});
