// Process: test (node). Food-and-beverage counting on the engine over a real journal: typed counts with cases (the
// pack size learnt) and decimals, open bottles weighed into the line once per weighing id (refusals change
// nothing, undo takes a weighing back), the service sent the base-unit decimal, and the shelf order of an area
// (learnt from its last count, saved, reordered, walked with the items not yet counted).
//   item 1: tins, a case of 12 (CASE_GTIN);  item 2: vodka, bottles at 0.05, 1,200 g full and 500 g empty.
import { describe, expect, it } from 'vitest';
import { createPackSizes } from '../../../domain/journal/pack-sizes';
import { CASE_GTIN, enginesClosedAfterEach, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();
const [tins, vodka, shoes] = ITEMS.map((i) => i.id) as [string, string, string];
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return 'accepted';
};

async function bar() {
  const e = start();
  createPackSizes(e.journal).set(CASE_GTIN, 12);
  e.service.units.setUnit(vodka, 'bottle');
  e.service.weights.set(vodka, 1200, 500);
  const s = await e.service.createSession({ storeId: STORE, description: 'Bar', areas: ['Back bar'], blind: false });
  return { e, s };
}

describe('a bar counted by hand and by weight', () => {
  it('types cases and loose units with the breakdown, and decimals at the unit precision', async () => {
    const { e, s } = await bar();
    expect(e.service.itemUnit(tins)).toEqual({ unit: 'each', stepMilli: 1000, caseUnits: 12 });
    const added = e.service.addItemText(s.id, tins, '3 cases + 4');
    expect(added.breakdown).toBe('3 × 12 + 4 = 40');
    expect(added.line.counted).toBe(40);
    const set = e.service.setQuantityText(added.line.lineId, '2c+1');
    expect(set).toMatchObject({ breakdown: '2 × 12 + 1 = 25', line: { counted: 25 } });
    const bottles = e.service.addItemText(s.id, vodka, '2.35');
    expect(bottles.line.counted).toBe(2.35);
    expect(codeOf(() => e.service.addItemText(s.id, vodka, '2.37'))).toBe('invalid_argument');
    expect(codeOf(() => e.service.addItemText(s.id, vodka, '1 case'))).toBe('invalid_argument');
  });

  it('adds a weighed bottle once per weighing, refuses what cannot be it, and sends the decimal', async () => {
    const { e, s } = await bar();
    e.service.addItemText(s.id, vodka, '3');
    const w = e.service.weigh(s.id, vodka, 'reading-1', { grams: 780 });
    expect(w).toMatchObject({ grams: 780, fraction: 0.4, counted: 3.4, repeated: false });
    // The scan feed's event: the item named, the weight and the fraction it added (a line counted before: +1).
    expect(w.event).toMatchObject({
      source: 'weight',
      raw: 'reading-1',
      outcome: 'plusOne',
      itemId: vodka,
      area: 'Back bar',
      added: 0.4,
      weighed: { grams: 780, fraction: 0.4 },
    });
    expect(w.event.description).not.toBeNull();
    expect(e.service.weigh(s.id, vodka, 'reading-1', { grams: 780 })).toMatchObject({ counted: 3.4, repeated: true });
    // Three more partials whose float sum drifts (0.1 + 0.2 ...): the line stays an exact decimal.
    e.service.weigh(s.id, vodka, 'reading-2', { grams: 570 }); // 0.1
    e.service.weigh(s.id, vodka, 'reading-3', { grams: 640 }); // 0.2
    const last = e.service.weigh(s.id, vodka, 'reading-4', { grams: 1000 }); // 0.714 -> 0.7
    expect(last.counted).toBe(4.4);
    expect(codeOf(() => e.service.weigh(s.id, vodka, 'reading-5', { grams: 300 }))).toBe('weight_below_tare');
    expect(codeOf(() => e.service.weigh(s.id, vodka, 'reading-6', { grams: 2000 }))).toBe('weight_above_full');
    expect(codeOf(() => e.service.weigh(s.id, tins, 'reading-7', { grams: 800 }))).toBe('weights_not_set');
    expect(e.service.session(s.id).totals.units).toBe(4.4);
    expect(e.service.undo(s.id, 1)).toEqual({ undone: 1 });
    expect(e.service.session(s.id).totals.units).toBe(3.7);
    await e.service.flush(1);
    const onService = [...e.fake.onService.values()].find((i) => i.itemID === vodka);
    expect(onService?.count).toBe(3.7);
    // The first weighing of an item not counted yet is a new item on the feed.
    e.service.setItemUnit(shoes, 'bottle');
    e.service.weights.set(shoes, 900, 400);
    const first = e.service.weigh(s.id, shoes, 'reading-8', { grams: 650 });
    expect(first.event).toMatchObject({ outcome: 'newItem', added: 0.5, weighed: { grams: 650, fraction: 0.5 } });
  });

  it('keeps weights learnt one side at a time, and refuses a full bottle lighter than an empty one', async () => {
    const { e } = await bar();
    expect(e.service.weights.learn(shoes, 'full', 950)).toEqual({ fullMg: 950_000, tareMg: null });
    expect(e.service.weights.learn(shoes, 'empty', 410.5)).toEqual({ fullMg: 950_000, tareMg: 410_500 });
    expect(codeOf(() => e.service.weights.set(shoes, 400, 500))).toBe('invalid_argument');
    expect(e.service.weights.all().map((r) => r.itemId)).toEqual([vodka, shoes].sort());
  });

  it('walks an area in shelf order: learnt from its last count, saved when reordered, what is left next', async () => {
    const { e, s } = await bar();
    // The last count of the back bar took vodka, then shoes, then tins.
    e.service.addItem(s.id, vodka, 1);
    e.service.addItem(s.id, shoes, 1);
    e.service.addItem(s.id, tins, 1);
    expect(e.service.shelfOrder.of(STORE, 'Back bar')).toEqual([vodka, shoes, tins]);
    // The next count keeps that order while it is counted (not learnt from itself, which has only vodka so far).
    const next = await e.service.createSession({
      storeId: STORE,
      description: 'Bar 2',
      areas: ['Back bar'],
      blind: false,
    });
    e.service.addItemText(next.id, vodka, '0.5');
    expect(e.service.inShelfOrder(next.id).lines.map((l) => l.itemId)).toEqual([vodka, shoes, tins]);
    // Tins stand first on this shelf: moved there, and saved for the area.
    expect(e.service.moveOnShelf(next.id, tins, 0).lines.map((l) => l.itemId)).toEqual([tins, vodka, shoes]);
    expect(e.service.shelfOrder.of(STORE, 'Back bar')).toEqual([tins, vodka, shoes]);
    expect(e.service.inShelfOrder(next.id)).toEqual({
      area: 'Back bar',
      lines: [
        { itemId: tins, counted: null },
        { itemId: vodka, counted: 0.5 },
        { itemId: shoes, counted: null },
      ],
      notCounted: [tins, shoes],
    });
    expect(e.service.countOnShelf(next.id, tins, '1c+2')).toMatchObject({
      breakdown: '1 × 12 + 2 = 14',
      shelf: {
        notCounted: 1,
        lines: [{ itemId: tins, counted: 14, unit: 'each' }, { counted: 0.5, unit: 'bottle' }, {}],
      },
    });
    expect(codeOf(() => e.service.shelfOrder.save(STORE, 'Back bar', [tins, tins]))).toBe('invalid_argument');
    expect(e.service.shelfOrder.of(STORE, 'Front')).toEqual([]);
  });
});
