// Process: test (node). The accuracy stored per finalized count and the history read from it, on a real journal
// file whose count rows are written as the counting engine keeps them. Every figure is worked out by hand in the
// comments: two counts of one store (a whole-store count, then a Shirts count), a count still open, one without
// an on-hand snapshot, one known only from the service, and the history's CSV.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { accuracyCsv, accuracyHistory } from '../../../domain/accuracy/history';
import { sessionAccuracy } from '../../../domain/accuracy/session';
import { createAccuracyStore } from '../../../domain/accuracy/store';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';
import type { Tolerances } from '../../../domain/review/tolerance';

const dirs: string[] = [];
let db: JournalDb | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const DAY = 86_400_000;

function journal(): JournalDb {
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-accuracy-'));
  dirs.push(dir);
  db = openJournalFile(join(dir, 'journal.db'));
  const fact = db.prepare(
    "INSERT INTO count_item_facts (item_id, sku, upc, description, category, retail) VALUES (?, ?, '', ?, ?, ?)",
  );
  for (const [id, cat, price] of [
    ['t1', 'Shirts', 10],
    ['t2', 'Shirts', 10],
    ['t3', 'Shirts', 10],
    ['t4', 'Shirts', 10],
    ['h1', 'Hats', 15],
  ] as const)
    fact.run(id, id.toUpperCase(), `Item ${id}`, cat, price);
  return db;
}

/** A session of store 'store': on-hand snapshot `expected` (unless null), lines `counted` (qty or 'zero'). */
function session(
  j: JournalDb,
  id: string,
  o: { status: number; scope?: string; expected: Record<string, number> | null; counted: Record<string, number> },
) {
  j.prepare(
    `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope,
       snapshot_at) VALUES (?, 'store', ?, 0, ?, 'created', 'Front', 1000, ?, ?)`,
  ).run(id, `Count ${id}`, o.status, o.scope ?? '{"kind":"store"}', o.expected ? 1000 : null);
  for (const [item, onHand] of Object.entries(o.expected ?? {}))
    j.prepare('INSERT INTO count_expected (session_id, item_id, on_hand) VALUES (?, ?, ?)').run(id, item, onHand);
  for (const [item, qty] of Object.entries(o.counted))
    j.prepare(
      "INSERT INTO count_lines (id, session_id, item_id, area, qty, version, zero_confirmed) VALUES (?, ?, ?, 'Front', ?, 1, ?)",
    ).run(`${id}-${item}`, id, item, qty, qty === 0 ? 1 : 0);
}

const ONE_UNIT: Tolerances = { default: { units: 1 } };

/** s1 (day 1, whole store) and s2 (day 2, Shirts only), both finalized and stored with 1 unit of tolerance. */
function twoCounts() {
  const j = journal();
  // s1: t1 5 of 5 (exact), t2 5 of 4 (+1, within 1 unit, +$10), t3 a confirmed 0 of 2 (-2, beyond, -$20),
  // t4 not counted (left out), h1 3 of 1 (+2, beyond, +$30). 4 items, 2 within, 1 exact, value +$20.
  session(j, 's1', {
    status: 2,
    expected: { t1: 5, t2: 4, t3: 2, t4: 6, h1: 1 },
    counted: { t1: 5, t2: 5, t3: 0, h1: 3 },
  });
  // s2: Shirts only. t2 7 of 4 (+3, beyond, +$30), t3 2 of 2 (exact); h1 counted outside the scope (left out).
  // 2 items, 1 within, 1 exact, value +$30.
  session(j, 's2', {
    status: 2,
    scope: '{"kind":"categories","categories":["Shirts"]}',
    expected: { t1: 5, t2: 4, t3: 2, t4: 6, h1: 1 },
    counted: { t2: 7, t3: 2, h1: 1 },
  });
  let tolerances = ONE_UNIT;
  const store = createAccuracyStore(j, { tolerancesOf: () => tolerances, now: () => 9 * DAY });
  expect(store.record('s1', DAY)).toBe(true);
  expect(store.record('s2', 2 * DAY)).toBe(true);
  return { j, store, setTolerances: (t: Tolerances) => (tolerances = t) };
}

describe('accuracy store', () => {
  it('stores each finalized count with hand-computed figures, oldest first', () => {
    const { j } = twoCounts();
    const h = accuracyHistory(j, 'store');
    expect(h.points.map((p) => p.sessionId)).toEqual(['s1', 's2']);
    expect(h.points[0]).toMatchObject({
      description: 'Count s1',
      scope: { kind: 'store' },
      finalizedAt: new Date(DAY).toISOString(),
      source: 'journal',
      items: 4,
      withinTolerance: 2,
      exact: 1,
      accuracy: 0.5,
      accuracyExact: 0.25,
      varianceValue: 20,
      units: 13,
      tolerances: ONE_UNIT,
    });
    expect(h.points[1]).toMatchObject({
      items: 2,
      withinTolerance: 1,
      exact: 1,
      accuracy: 0.5,
      varianceValue: 30,
      units: 9,
    });
    // Per category: s1 Hats 1 item (beyond, +$30), Shirts 3 (t1, t2 within; -$10); s2 Shirts only.
    expect(
      h.categories.map((c) => [c.sessionId, c.category, c.items, c.withinTolerance, c.exact, c.varianceValue]),
    ).toEqual([
      ['s1', 'Hats', 1, 0, 0, 30],
      ['s1', 'Shirts', 3, 2, 1, -10],
      ['s2', 'Shirts', 2, 1, 1, 30],
    ]);
    expect(h.categories[1]!.accuracy).toBeCloseTo(2 / 3, 12);
  });

  it('lists the items most often wrong, with how often they were measured', () => {
    const { j } = twoCounts();
    // Beyond once each: h1 (s1, +$30, counted once in scope), t2 (s2, +$30; counted twice), t3 (s1, -$20; twice).
    // Equal times wrong: the larger value off first (a shortage counts as much as a surplus), then by id.
    expect(accuracyHistory(j, 'store').mostWrong).toEqual([
      expect.objectContaining({
        itemId: 'h1',
        sku: 'H1',
        category: 'Hats',
        timesWrong: 1,
        timesCounted: 1,
        valueOff: 30,
      }),
      expect.objectContaining({
        itemId: 't2',
        timesWrong: 1,
        timesCounted: 2,
        valueOff: 30,
        lastWrongAt: new Date(2 * DAY).toISOString(),
      }),
      expect.objectContaining({
        itemId: 't3',
        timesWrong: 1,
        timesCounted: 2,
        valueOff: 20,
        lastWrongAt: new Date(DAY).toISOString(),
      }),
    ]);
  });

  it('stores a count once: a second report, or new tolerances later, change nothing', () => {
    const { j, store, setTolerances } = twoCounts();
    const before = accuracyHistory(j, 'store');
    setTolerances({ default: { units: 5 } });
    expect(store.record('s1', 5 * DAY)).toBe(false);
    expect(store.backfill('store')).toBe(0);
    expect(accuracyHistory(j, 'store')).toEqual(before);
  });

  it('stores nothing for a count still open or not in the journal', () => {
    const j = journal();
    session(j, 'open', { status: 1, expected: { t1: 1 }, counted: { t1: 1 } });
    const store = createAccuracyStore(j, { tolerancesOf: () => ONE_UNIT });
    expect(store.record('open')).toBe(false);
    expect(store.record('nowhere')).toBe(false);
    expect(accuracyHistory(j, 'store').points).toEqual([]);
  });

  it('stores a count without on-hand snapshot with its items but no accuracy', () => {
    const j = journal();
    session(j, 'nosnap', { status: 2, expected: null, counted: { t1: 2, t2: 3 } });
    const store = createAccuracyStore(j, { tolerancesOf: () => ONE_UNIT });
    expect(store.record('nosnap', DAY)).toBe(true);
    expect(accuracyHistory(j, 'store').points[0]).toMatchObject({
      source: 'service',
      items: 2,
      units: 5,
      withinTolerance: null,
      accuracy: null,
      varianceValue: null,
      tolerances: null,
    });
  });

  it('backfills counts finalized before the feature, dated by their last change', () => {
    const j = journal();
    session(j, 'old', { status: 4, expected: { t1: 2 }, counted: { t1: 2 } });
    j.prepare(
      "INSERT INTO count_audit (session_id, at, source, area, line_id, item_id, before, after) VALUES ('old', ?, 'manual', 'Front', 'old-t1', 't1', 0, 2)",
    ).run(3 * DAY);
    const store = createAccuracyStore(j, { tolerancesOf: () => ONE_UNIT });
    expect(store.backfill('store')).toBe(1);
    expect(accuracyHistory(j, 'store').points[0]).toMatchObject({
      sessionId: 'old',
      finalizedAt: new Date(3 * DAY).toISOString(),
      accuracy: 1,
    });
  });

  it('stores a count known only from the service: items summed, scope tag read, no accuracy', () => {
    const j = journal();
    const store = createAccuracyStore(j, { tolerancesOf: () => ONE_UNIT });
    const remote = {
      sessionID: 'remote',
      storeID: 'store',
      description: 'Back room [scope: areas only]',
      lastUpdated: '2026-11-20T10:00:00.000Z',
      sessionItems: [
        { sessionItemID: 'a', itemID: 't1', count: 2 },
        { sessionItemID: 'b', itemID: 't1', count: 3 },
        { sessionItemID: 'c', itemID: 't2', count: null },
      ],
    };
    expect(store.recordFromService(remote)).toBe(true);
    expect(store.recordFromService(remote)).toBe(false);
    expect(accuracyHistory(j, 'store').points).toEqual([
      expect.objectContaining({
        description: 'Back room',
        scope: { kind: 'areas' },
        finalizedAt: '2026-11-20T10:00:00.000Z',
        source: 'service',
        items: 1,
        units: 5,
        accuracy: null,
      }),
    ]);
  });

  it('writes the history as CSV whose category rows sum to their count row', () => {
    const { j } = twoCounts();
    const out = accuracyCsv(accuracyHistory(j, 'store'), 'Main St');
    expect(out.fileName).toBe('accuracy Main St.csv');
    const rows = parse(out.csv, { columns: true, cast: true }) as Record<string, string | number>[];
    expect(out.rows).toBe(rows.length);
    expect(rows.map((r) => [r.row, r['session id'], r.category])).toEqual([
      ['count', 's1', ''],
      ['category', 's1', 'Hats'],
      ['category', 's1', 'Shirts'],
      ['count', 's2', ''],
      ['category', 's2', 'Shirts'],
    ]);
    for (const id of ['s1', 's2']) {
      const count = rows.find((r) => r.row === 'count' && r['session id'] === id)!;
      const cats = rows.filter((r) => r.row === 'category' && r['session id'] === id);
      for (const col of ['items', 'within tolerance', 'exact', 'variance value'])
        expect(cats.reduce((s, r) => s + (r[col] as number), 0)).toBe(count[col]);
    }
    expect(rows[0]).toMatchObject({ 'accuracy %': 50, 'exact accuracy %': 25, units: 13 });
  });

  it("gives the review's figure: as it stands while open, as stored once finalized, none for an open blind count", () => {
    const { j, setTolerances } = twoCounts();
    session(j, 'open', { status: 1, expected: { t1: 5, t2: 4 }, counted: { t1: 5, t2: 6 } });
    // Open: t1 exact, t2 +2 (beyond 1 unit, within 2): judged by the store's tolerances now.
    expect(sessionAccuracy(j, 'open', () => ONE_UNIT)).toMatchObject({
      stored: false,
      items: 2,
      accuracy: 0.5,
      beyond: 1,
    });
    expect(sessionAccuracy(j, 'open', () => ({ default: { units: 2 } }))).toMatchObject({ accuracy: 1, beyond: 0 });
    // Finalized: the stored figure, whatever the tolerances are now.
    setTolerances({ default: { units: 5 } });
    const s1 = sessionAccuracy(j, 's1', () => ({ default: { units: 5 } }));
    expect(s1).toMatchObject({
      stored: true,
      items: 4,
      withinTolerance: 2,
      accuracy: 0.5,
      beyond: 2,
      varianceValue: 20,
    });
    expect(s1.byCategory.map((c) => [c.category, c.items, c.withinTolerance])).toEqual([
      ['Hats', 1, 0],
      ['Shirts', 3, 2],
    ]);
    j.prepare("UPDATE count_sessions SET blind = 1 WHERE id = 'open'").run();
    expect(() => sessionAccuracy(j, 'open', () => ONE_UNIT)).toThrow(
      /blind count shows its accuracy once it is finalized/,
    );
    expect(() => sessionAccuracy(j, 'nowhere', () => ONE_UNIT)).toThrow(/No count session nowhere/);
  });
});
