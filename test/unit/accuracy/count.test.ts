// Process: test (node). Accuracy of a count as the journal holds it (real journal file; the count's rows written
// as the counting engine keeps them): this PC's lines and another PC's summed per item, a confirmed zero, an item
// not counted, and a category scope leaving out an item counted outside it. Hand-computed figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { accuracyLinesOf, countAccuracy } from '../../../domain/accuracy/count';
import { type JournalDb, openJournalFile } from '../../../domain/journal/journal';

const dirs: string[] = [];
let db: JournalDb | undefined;
afterEach(() => {
  db?.close();
  db = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function journalWithCount(scope: string): JournalDb {
  const dir = mkdtempSync(join(tmpdir(), 'stocktake-plans-'));
  dirs.push(dir);
  db = openJournalFile(join(dir, 'journal.db'));
  db.prepare(
    `INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at, scope)
     VALUES ('s1', 'store', 'Shirts', 0, 2, 'created', 'Front', 0, ?)`,
  ).run(scope);
  const fact = db.prepare(
    "INSERT INTO count_item_facts (item_id, sku, upc, description, category, retail) VALUES (?, ?, '', ?, ?, ?)",
  );
  fact.run('t1', 'T1', 'Tee 1', 'Shirts', 10);
  fact.run('t2', 'T2', 'Tee 2', 'Shirts', 10);
  fact.run('t3', 'T3', 'Tee 3', 'Shirts', 10);
  fact.run('t4', 'T4', 'Tee 4', 'Shirts', 10);
  fact.run('h1', 'H1', 'Hat', 'Hats', 15);
  const expected = db.prepare("INSERT INTO count_expected (session_id, item_id, on_hand) VALUES ('s1', ?, ?)");
  for (const [item, onHand] of [
    ['t1', 5],
    ['t2', 4],
    ['t3', 2],
    ['t4', 6],
    ['h1', 1],
  ] as const)
    expected.run(item, onHand);
  const line = db.prepare(
    "INSERT INTO count_lines (id, session_id, item_id, area, qty, version, zero_confirmed) VALUES (?, 's1', ?, ?, ?, 1, ?)",
  );
  // t1: 3 here (Front) + 2 on another PC = 5, exact. t2: 5 of 4. t3: confirmed zero of 2. t4: not counted.
  // h1: 3 of 1 (outside a Shirts scope).
  line.run('l1', 't1', 'Front', 3, 0);
  line.run('l2', 't2', 'Front', 5, 0);
  line.run('l3', 't3', 'Back', 0, 1);
  line.run('l4', 'h1', 'Front', 3, 0);
  db.prepare("INSERT INTO count_remote_lines (id, session_id, item_id, qty) VALUES ('r1', 's1', 't1', 2)").run();
  return db;
}

describe('countAccuracy', () => {
  it('judges the per-item figures of a whole-store count', () => {
    const j = journalWithCount('{"kind":"store"}');
    const lines = accuracyLinesOf(j, 's1');
    expect(lines.find((l) => l.itemId === 't1')).toMatchObject({ expected: 5, counted: 5, inScope: true });
    expect(lines.find((l) => l.itemId === 't4')).toMatchObject({ expected: 6, counted: null });
    // Counted: t1 exact, t2 +1, t3 -2, h1 +2. Within 1 unit: t1, t2.
    const r = countAccuracy(j, 's1', { default: { units: 1 } });
    expect(r).toMatchObject({ items: 4, exact: 1, withinTolerance: 2, accuracy: 0.5, accuracyExact: 0.25 });
    expect(r.beyond).toEqual(['h1', 't3']);
    // (+1 - 2) x 10 + 2 x 15.
    expect(r.varianceValue).toBe(20);
  });

  it('leaves out an item counted outside a category scope', () => {
    const j = journalWithCount('{"kind":"categories","categories":["Shirts"]}');
    const r = countAccuracy(j, 's1');
    expect(r).toMatchObject({ items: 3, exact: 1, withinTolerance: 1, beyond: ['t2', 't3'] });
    expect(r.accuracy).toBeCloseTo(1 / 3, 12);
    expect(Object.keys(r.byCategory)).toEqual(['Shirts']);
  });
});
