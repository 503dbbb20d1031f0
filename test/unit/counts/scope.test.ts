// Process: test (node). The scope of a count over a real journal: whole store, categories and areas
// only decide what is expected, missing and may be zeroed; an item counted outside the scope stays in the figures
// at its on-hand, marked. Figures are checked against a hand count of the harness's store:
//   item 1 Shirts, on hand 5, retail 10;  item 2 Shirts, on hand 2, retail 20;  item 3 Shoes, on hand 4, retail 30.
import { describe, expect, it } from 'vitest';
import type { CountScope } from '../../../contract/counts';
import { PER_ITEM_SQL } from '../../../domain/counts/variance';
import { enginesClosedAfterEach, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();
const [one, two, three] = ITEMS.map((i) => i.id) as [string, string, string];

/** A count in `scope` with item 1 scanned three times and item 3 `shoes` times, in the area Front. */
async function counted(scope: CountScope, shoes = 0) {
  const e = start();
  const s = await e.service.createSession({
    storeId: STORE,
    description: 'Scope',
    areas: ['Front'],
    blind: false,
    scope,
  });
  e.service.scanTexts(s.id, [...Array(3).fill(ITEMS[0]!.upc[0]!), ...Array(shoes).fill(ITEMS[2]!.upc[0]!)]);
  const missing = e.service.missing({ sessionId: s.id, offset: 0, limit: 100 });
  const v = e.service.variance(s.id);
  if (v.blind || missing.blind) throw new Error('not blind');
  const inScope = e.journal.prepare(`SELECT item_id, in_scope FROM (${PER_ITEM_SQL}) ORDER BY item_id`).all(s.id);
  return { e, s, session: v.session, missing, inScope };
}

describe('the scope of a count', () => {
  it('whole store: every item the store holds is expected; the uncounted ones are missing', async () => {
    const { session, missing, e, s } = await counted({ kind: 'store' });
    // Hand count: the counted line is item 1's, expected 5, counted 3, value (3-5)*10; items 2 and 3 are missing,
    // 2 + 4 on hand at 20 and 30: apart, never in the variance (finalizing posts no line of them).
    expect(session).toEqual({ expected: 5, counted: 3, variance: -2, varianceValue: -20 });
    expect(missing.total).toBe(2);
    expect(missing.items.map((i) => i.itemId)).toEqual([two, three]);
    expect(missing.categories).toEqual([
      { category: 'Shirts', missing: 1 },
      { category: 'Shoes', missing: 1 },
    ]);
    expect(await e.service.finalizePreview(s.id)).toEqual({
      scope: { kind: 'store' },
      lines: 1,
      items: 1,
      missing: { items: 2, units: 6, value: 2 * 20 + 4 * 30 },
      variance: session,
    });
  });

  it('categories: only those are expected or missing; an item counted outside stays in, marked', async () => {
    const { session, missing, inScope } = await counted({ kind: 'categories', categories: ['Shirts'] }, 1);
    // Hand count: the counted lines are item 1 (expected 5, counted 3) and Shoes counted 1 outside the scope,
    // expected at its on-hand 4 (finalizing posts it too). Value (3-5)*10 + (1-4)*30; item 2 is missing, apart.
    expect(session).toEqual({ expected: 9, counted: 4, variance: -5, varianceValue: -110 });
    expect(missing.total).toBe(1);
    expect(missing.items.map((i) => i.itemId)).toEqual([two]);
    expect(missing.categories).toEqual([{ category: 'Shirts', missing: 1 }]);
    expect(inScope).toEqual([
      { item_id: one, in_scope: 1 },
      { item_id: two, in_scope: 1 },
      { item_id: three, in_scope: 0 },
    ]);
  });

  it('categories: a scan of another category is marked outside the scope on the feed and counted in the totals', async () => {
    const e = start();
    const s = await e.service.createSession({
      storeId: STORE,
      description: 'Shirts',
      areas: ['Front', 'Back'],
      blind: false,
      scope: { kind: 'categories', categories: ['Shirts'] },
    });
    const [shirt, shoes] = [ITEMS[0]!.upc[0]!, ITEMS[2]!.upc[0]!];
    const first = e.service.scanTexts(s.id, [shirt, shoes, shoes]);
    // Item 3 (Shoes) is counted, twice, and each of its scans says it is outside; the shirt is not marked.
    expect(first.events.map((x) => [x.itemId, x.outcome, x.added, x.outsideScope ?? false])).toEqual([
      [one, 'newItem', 1, false],
      [three, 'newItem', 1, true],
      [three, 'plusOne', 1, true],
    ]);
    expect(first.totals).toMatchObject({ units: 3, lines: 2, outsideScope: 1 });
    // Another area is another line of the same item: two lines outside, the running totals equal the journal's.
    e.service.switchArea(s.id, 'Back');
    const second = e.service.scanTexts(s.id, [shoes]);
    expect(second.events[0]).toMatchObject({ itemId: three, outcome: 'newItem', outsideScope: true });
    expect(second.totals).toMatchObject({ lines: 3, outsideScope: 2 });
    expect(e.service.session(s.id).totals).toEqual(second.totals);
    // Undone, the line goes and so does its count outside the scope.
    e.service.undo(s.id);
    expect(e.service.session(s.id).totals).toMatchObject({ lines: 2, outsideScope: 1 });
  });

  it('whole store and areas only: nothing is outside the scope', async () => {
    for (const scope of [{ kind: 'store' }, { kind: 'areas' }] as const) {
      const { e, s } = await counted(scope, 1);
      expect(e.service.session(s.id).totals).toMatchObject({ lines: 2, outsideScope: 0 });
      const again = e.service.scanTexts(s.id, [ITEMS[2]!.upc[0]!]);
      expect(again.events[0]?.outsideScope).toBeUndefined();
    }
  });

  it('categories: an uncounted item of another category is in no figure at all', async () => {
    const { session, missing } = await counted({ kind: 'categories', categories: ['Shirts'] });
    expect(session).toEqual({ expected: 5, counted: 3, variance: -2, varianceValue: -20 });
    expect(missing.total).toBe(1);
  });

  it('areas only: expected only from what was counted, nothing else is missing', async () => {
    const { session, missing, e, s } = await counted({ kind: 'areas' });
    // Hand count: item 1 only, expected 5, counted 3, value (3-5)*10.
    expect(session).toEqual({ expected: 5, counted: 3, variance: -2, varianceValue: -20 });
    expect(missing).toEqual({ blind: false, total: 0, items: [], categories: [] });
    expect(await e.service.finalizePreview(s.id)).toMatchObject({
      lines: 1,
      missing: { items: 0, units: 0, value: 0 },
      variance: session,
    });
  });

  it('never zeroes an item outside the scope; "confirm all" sets only the scope\'s missing items', async () => {
    const areas = await counted({ kind: 'areas' });
    await expect(areas.e.service.confirmZero(areas.s.id, [two])).rejects.toThrow(/outside this count's scope/);
    expect(await areas.e.service.confirmMissing(areas.s.id)).toEqual({ confirmed: 0 });

    const shirts = await counted({ kind: 'categories', categories: ['Shirts'] });
    await expect(shirts.e.service.confirmZero(shirts.s.id, [two, three])).rejects.toThrow(/1 of these items/);
    expect(await shirts.e.service.confirmMissing(shirts.s.id)).toEqual({ confirmed: 1 });
    const zeroed = shirts.e.journal
      .prepare('SELECT item_id, qty FROM count_lines WHERE session_id = ? ORDER BY item_id')
      .all(shirts.s.id);
    expect(zeroed).toEqual([
      { item_id: one, qty: 3 },
      { item_id: two, qty: 0 },
    ]);
    const v = shirts.e.service.variance(shirts.s.id);
    expect(!v.blind && v.categories.map((c) => c.missing.items)).toEqual([0]);

    const store = await counted({ kind: 'store' });
    expect(await store.e.service.confirmZero(store.s.id, [two, three])).toEqual({ confirmed: 2 });
  });

  it('pages every missing item of one category with the per-category counts of the whole scope', async () => {
    const { e, s } = await counted({ kind: 'store' });
    const page = e.service.missing({ sessionId: s.id, category: 'Shoes', offset: 0, limit: 1 });
    expect(page).toMatchObject({ total: 1, categories: [{ category: 'Shirts' }, { category: 'Shoes' }] });
    const next = e.service.missing({ sessionId: s.id, offset: 1, limit: 1 });
    expect(!next.blind && next.items.map((i) => i.itemId)).toEqual([three]);
  });

  it('a blind count previews its lines only', async () => {
    const e = start();
    const s = await e.service.createSession({
      storeId: STORE,
      description: 'B',
      areas: [],
      blind: true,
      scope: { kind: 'areas' },
    });
    e.service.scanTexts(s.id, [ITEMS[1]!.upc[0]!]);
    expect(await e.service.finalizePreview(s.id)).toEqual({ scope: { kind: 'areas' }, lines: 1, items: 1 });
  });
});
