// Process: test (node). The lines query's two paths agree: a page sorted by description or count (the lines first,
// then expected and variance for that page's items only) shows exactly the figures of the full per-item query
// (used to sort or filter by variance), with this PC's lines in several areas, another PC's lines and the on-hand
// snapshot; totals are right with and without filters; the filter's categories. Real journal file in a temp dir.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CountLinesQuery, CountLineView } from '../../../contract/counts';
import { lineCategories, queryLines } from '../../../domain/counts/lines-query';
import { openJournal } from '../../../domain/journal/journal';

const S = '11111111-1111-4111-8111-111111111111';
const AREAS = ['Front', 'Back', 'Bar'];
const ITEMS = 60;
const item = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('queryLines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lines-query-'));
  const db = openJournal(dir, 'http://lines.test', 'L');
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  db.prepare(
    "INSERT INTO count_sessions (id, store_id, description, blind, status, remote, active_area, opened_at) VALUES (?, 's', 'q', 0, 1, 'created', 'Front', 0)",
  ).run(S);
  db.transaction(() => {
    for (let i = 0; i < ITEMS; i++) {
      const cat = i % 3 === 0 ? 'Shoes' : 'Shirts';
      db.prepare('INSERT INTO count_item_facts VALUES (?, ?, ?, ?, NULL, ?, ?)').run(
        item(i),
        `SKU-${i}`,
        `0614${i}`,
        `Item ${(i * 37) % ITEMS}`,
        cat,
        i % 5 === 0 ? null : 2.5,
      );
      if (i % 4 !== 0) db.prepare('INSERT INTO count_expected VALUES (?, ?, ?)').run(S, item(i), i % 7);
      AREAS.slice(0, 1 + (i % 3)).forEach((a, k) => {
        db.prepare(
          'INSERT INTO count_lines (id, session_id, item_id, area, qty, version, sent_version) VALUES (?, ?, ?, ?, ?, 2, ?)',
        ).run(`${item(i)}-${a}`, S, item(i), a, (i + k) % 4, i % 2);
      });
      if (i % 6 === 0) db.prepare('INSERT INTO count_remote_lines VALUES (?, ?, ?, ?)').run(`r-${i}`, S, item(i), 3);
    }
  })();
  const q = (o: Partial<CountLinesQuery>): CountLinesQuery => ({
    sessionId: S,
    offset: 0,
    limit: 1000,
    sort: 'description',
    dir: 'asc',
    ...o,
  });
  // The full per-item query (sorting by variance takes it): the reference figures of every line.
  const all = queryLines(db, q({ sort: 'variance' }), false);
  const byId = new Map(all.lines.map((l) => [l.lineId, l]));

  it('shows the same figures on a description or count page as the full query', () => {
    expect(all.total).toBe(byId.size);
    expect(all.lines.some((l) => !l.mine)).toBe(true);
    for (const sort of ['description', 'counted'] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const page = queryLines(db, q({ sort, dir, offset: 7, limit: 25 }), false);
        expect(page.total).toBe(all.total);
        expect(page.lines).toHaveLength(25);
        for (const l of page.lines) expect(l).toEqual(byId.get(l.lineId));
      }
    }
    const desc = queryLines(db, q({}), false).lines.map((l) => l.description.toLowerCase());
    expect(desc).toEqual([...desc].sort());
  });

  it('counts and filters by area, search and category as before', () => {
    const expectFiltered = (o: Partial<CountLinesQuery>, keep: (l: CountLineView) => boolean) => {
      const page = queryLines(db, q(o), false);
      const want = all.lines.filter(keep);
      expect(page.total).toBe(want.length);
      expect(new Set(page.lines.map((l) => l.lineId))).toEqual(new Set(want.map((l) => l.lineId)));
      for (const l of page.lines) expect(l).toEqual(byId.get(l.lineId));
    };
    expectFiltered({ area: 'Bar' }, (l) => l.area === 'Bar');
    expectFiltered({ search: 'sku-1' }, (l) => l.sku.toLowerCase().includes('sku-1'));
    expectFiltered({ category: 'Shoes', area: 'Front' }, (l) => l.category === 'Shoes' && l.area === 'Front');
    expectFiltered({ hasVariance: true }, (l) => (l.variance ?? 0) !== 0);
  });

  it('computes no expected figure for a blind session on either path', () => {
    for (const sort of ['description', 'variance'] as const) {
      const line = queryLines(db, q({ sort, limit: 5 }), true).lines[0]!;
      expect(Object.keys(line)).not.toContain('expected');
      expect(Object.keys(line)).not.toContain('variance');
    }
  });

  // Last: it adds another PC's line for an item this PC has no facts of.
  it('lists the categories the lines can be filtered by, everyone’s lines included', () => {
    expect(lineCategories(db, S)).toEqual(['Shirts', 'Shoes']);
    db.prepare('INSERT INTO count_remote_lines VALUES (?, ?, ?, ?)').run('r-unknown', S, item(999), 1);
    expect(lineCategories(db, S)).toEqual(['No category', 'Shirts', 'Shoes']);
    const nothing = queryLines(db, q({ category: 'No category' }), true);
    expect(nothing.lines.map((l) => l.lineId)).toEqual(['r-unknown']);
    expect(lineCategories(db, '22222222-2222-4222-8222-222222222222')).toEqual([]);
  });
});
