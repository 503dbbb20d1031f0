// Process: test (node). The item-list scope (a count plan's ABC slice) over a real journal: only the listed items
// are expected and missing, an item counted outside the list stays in the figures at its on-hand, marked outside,
// and is never zeroed; the description's tag says how many items and another PC reads it as areas only.
//   item 1 Shirts, on hand 5, retail 10;  item 2 Shirts, on hand 2, retail 20;  item 3 Shoes, on hand 4, retail 30.
import { describe, expect, it } from 'vitest';
import { itemListOf, saveItemList } from '../../../domain/counts/scope-items';
import { readScopeTag, tagDescription } from '../../../domain/counts/scope-tag';
import { PER_ITEM_SQL } from '../../../domain/counts/variance';
import { enginesClosedAfterEach, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();
const [one, two, three] = ITEMS.map((i) => i.id) as [string, string, string];

describe('the item-list scope', () => {
  it('expects and misses only the listed items; one counted outside is in the figures, marked, never zeroed', async () => {
    const e = start();
    const list = saveItemList(e.journal, [two, three, three]);
    expect(list.items).toBe(2);
    expect(itemListOf(e.journal, list.listId).sort()).toEqual([two, three].sort());
    const s = await e.service.createSession({
      storeId: STORE,
      description: 'A items, week of 23/11/2026',
      areas: ['Front'],
      blind: false,
      scope: { kind: 'items', listId: list.listId, name: 'A items', items: 2 },
    });
    // Item 1 (not listed) three times, item 3 (listed) four times; item 2 (listed) not counted.
    e.service.scanTexts(s.id, [...Array(3).fill(ITEMS[0]!.upc[0]!), ...Array(4).fill(ITEMS[2]!.upc[0]!)]);
    const v = e.service.variance(s.id);
    const missing = e.service.missing({ sessionId: s.id, offset: 0, limit: 100 });
    if (v.blind || missing.blind) throw new Error('not blind');
    // Hand count: the counted lines are item 3 (listed, 4 of 4) and item 1 (counted outside, 3 of 5); value
    // (3-5)*10 + (4-4)*30. Item 2 (listed, 2 on hand at 20) is missing: apart.
    expect(v.session).toEqual({ expected: 9, counted: 7, variance: -2, varianceValue: -20 });
    expect(v.missing).toEqual({ items: 1, units: 2, value: 40 });
    expect(missing.total).toBe(1);
    expect(missing.items.map((i) => i.itemId)).toEqual([two]);
    const inScope = e.journal.prepare(`SELECT item_id, in_scope FROM (${PER_ITEM_SQL}) ORDER BY item_id`).all(s.id);
    expect(inScope).toEqual(
      [
        { item_id: one, in_scope: 0 },
        { item_id: two, in_scope: 1 },
        { item_id: three, in_scope: 1 },
      ].sort((a, b) => (a.item_id < b.item_id ? -1 : 1)),
    );
    await expect(e.service.confirmZero(s.id, [one])).rejects.toThrow(/outside this count's scope/);
    expect((await e.service.confirmMissing(s.id)).confirmed).toBe(1);
    expect(e.service.session(s.id).scope).toEqual({ kind: 'items', listId: list.listId, name: 'A items', items: 2 });
  });

  it('travels as "[item list: N items]" and reads back as areas only on another PC', () => {
    const tagged = tagDescription('A items (count plan, 25/11/2026)', {
      kind: 'items',
      listId: '6f1d2c3b-8a9e-4b7c-9d0e-1f2a3b4c5d6e',
      name: 'A items',
      items: 250,
    });
    expect(tagged).toBe('A items (count plan, 25/11/2026) [item list: 250 items]');
    expect(readScopeTag(tagged)).toEqual({ description: 'A items (count plan, 25/11/2026)', scope: { kind: 'areas' } });
    expect(readScopeTag('One [item list: 1 item]').scope).toEqual({ kind: 'areas' });
  });
});
