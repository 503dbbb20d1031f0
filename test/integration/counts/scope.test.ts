// Process: test (node). The scope of a count against the real local service, as a team count on two data folders
// (two journals, two signed-in clients): the PC that opens a session it did not create reads the scope from the
// description's tag, and both PCs agree on the scope and every figure. Figures are checked against a hand count
// from what the service holds (its on-hand for the store) and the catalog's categories and prices.
import { describe, expect, it } from 'vitest';
import type { CountScope, VarianceFigures } from '../../../contract/counts';
import { catalogItemFacts } from '../../../domain/counts/item-facts';
import { epcEvents, startEngines, type TestCountEngine } from './harness';

let a: TestCountEngine;
let b: TestCountEngine;
/** The store's on-hand, category and price per item, as the service and the catalog hold them. */
let store: Map<string, { onHand: number; category: string; retail: number }>;

startEngines({ second: true }, async (e) => {
  ({ a, b } = e);
  const onHand = new Map<string, number>();
  for await (const page of a.api.iterateInventory({ stores: [a.storeId], pageSize: 500 }))
    for (const r of page) if (r.storeID.toLowerCase() === a.storeId.toLowerCase()) onHand.set(r.itemID, r.onHand);
  const facts = catalogItemFacts(a.catalog.db)([...onHand.keys(), ...a.items.map((i) => i.id)], a.storeId);
  store = new Map(
    facts.map((f) => [f.itemId, { onHand: onHand.get(f.itemId) ?? 0, category: f.category, retail: f.retail ?? 0 }]),
  );
});

/** The hand count: the variance over the counted lines (what finalizing posts), and the missing items (in scope,
 * on hand, not counted) apart with their on-hand and its value. */
function handCount(expectedIds: Iterable<string>, counted: Map<string, number>) {
  const ids = new Set([...expectedIds, ...counted.keys()]);
  let expected = 0;
  let units = 0;
  let value = 0;
  const missing = { items: 0, units: 0, value: 0 };
  for (const id of ids) {
    const it = store.get(id) ?? { onHand: 0, retail: 0 };
    const c = counted.get(id);
    if (c !== undefined) {
      expected += it.onHand;
      units += c;
      value += (c - it.onHand) * it.retail;
    } else if (it.onHand > 0) {
      missing.items++;
      missing.units += it.onHand;
      missing.value += it.onHand * it.retail;
    }
  }
  const session: VarianceFigures = {
    expected,
    counted: units,
    variance: units - expected,
    varianceValue: Math.round(value * 100) / 100,
  };
  return {
    session,
    missing: missing.items,
    missingFigures: { ...missing, value: Math.round(missing.value * 100) / 100 },
  };
}

/** A counts item 0 (two tags) and scans `aAlso`'s SKU in Front; B opens the session, counts item 2 (three tags)
 * in Back. */
async function teamCount(description: string, scope: CountScope, aAlso: string) {
  const s = await a.service.createSession({ storeId: a.storeId, description, areas: ['Front'], blind: false, scope });
  a.service.ingest(s.id, epcEvents([a.epc(0, 1), a.epc(0, 2)]));
  const also = catalogItemFacts(a.catalog.db)([aAlso], a.storeId)[0]!;
  a.service.scanTexts(s.id, [also.upc || also.sku]);
  expect(await a.service.flush()).toBe(true);
  const opened = await b.service.openSession(s.id);
  b.service.switchArea(s.id, 'Back');
  b.service.ingest(s.id, epcEvents([b.epc(2, 1), b.epc(2, 2), b.epc(2, 3)]));
  expect(await b.service.flush()).toBe(true);
  await a.service.refreshSession(s.id);
  await b.service.refreshSession(s.id);
  const counted = new Map<string, number>([
    [a.items[0]!.id, 2],
    [aAlso, 1],
    [a.items[2]!.id, 3],
  ]);
  const figures = async (e: TestCountEngine) => {
    // The preview reads the session from the service first, as the confirmation does.
    const preview = await e.service.finalizePreview(s.id);
    return {
      scope: e.service.session(s.id).scope,
      variance: e.service.variance(s.id),
      missing: e.service.missing({ sessionId: s.id, offset: 0, limit: 500 }),
      preview,
    };
  };
  return { s, opened, counted, a: await figures(a), b: await figures(b) };
}

const sessionOf = (v: ReturnType<TestCountEngine['service']['variance']>) => (v.blind ? null : v.session);
const totalOf = (m: ReturnType<TestCountEngine['service']['missing']>) => (m.blind ? null : m.total);

describe("a count's scope on two PCs", () => {
  it('areas only: both PCs read the scope; expected only from the items counted, nothing missing', async () => {
    const t = await teamCount('Two areas', { kind: 'areas' }, a.items[1]!.id);
    expect(t.opened).toMatchObject({ description: 'Two areas', scope: { kind: 'areas' } });
    expect((await a.api.getSession(t.s.id)).description).toBe('Two areas [scope: areas only]');
    const hand = handCount([], t.counted);
    expect(sessionOf(t.a.variance)).toEqual(hand.session);
    expect(t.b).toEqual(t.a);
    expect(totalOf(t.a.missing)).toBe(0);
    expect(t.a.preview).toEqual({
      scope: { kind: 'areas' },
      lines: 3,
      items: 3,
      missing: { items: 0, units: 0, value: 0 },
      variance: hand.session,
    });
  });

  it('categories: only that category is expected and missing; an item counted outside is in the figures', async () => {
    const cat = store.get(a.items[0]!.id)!.category;
    const other = [...store].find(([, v]) => v.category !== cat)![0];
    const scope: CountScope = { kind: 'categories', categories: [cat] };
    const t = await teamCount('One category', scope, other);
    expect(t.opened.scope).toEqual(scope);
    const inCat = [...store].filter(([, v]) => v.category === cat).map(([id]) => id);
    const hand = handCount(inCat, t.counted);
    expect(sessionOf(t.a.variance)).toEqual(hand.session);
    expect(totalOf(t.a.missing)).toBe(hand.missing);
    expect(t.a.preview.missing).toEqual(hand.missingFigures);
    // Also narrows the type for the checks below.
    if (t.a.missing.blind) throw new Error('a category count lists what is missing');
    expect(t.a.missing.items.length).toBeGreaterThan(0);
    expect(t.a.missing.items.every((i) => i.category === cat)).toBe(true);
    expect(t.b).toEqual(t.a);
    // The item counted outside the category is in the figures, never missing.
    expect(t.a.variance.blind || t.a.variance.categories.map((c) => c.category).sort()).toEqual(
      [cat, store.get(other)!.category].sort(),
    );
    // A rename keeps the tag at the service, so a third PC would still read the scope.
    await a.service.renameSession(t.s.id, 'One category, renamed');
    expect((await a.api.getSession(t.s.id)).description).toBe(`One category, renamed [categories: ${cat}]`);
    expect(a.service.session(t.s.id).description).toBe('One category, renamed');
  });

  it('whole store: no tag; every item of the store is expected', async () => {
    const t = await teamCount('Whole store', { kind: 'store' }, a.items[1]!.id);
    expect((await a.api.getSession(t.s.id)).description).toBe('Whole store');
    expect(t.opened.scope).toEqual({ kind: 'store' });
    const hand = handCount(store.keys(), t.counted);
    expect(sessionOf(t.a.variance)).toEqual(hand.session);
    expect(totalOf(t.a.missing)).toBe(hand.missing);
    expect(t.a.variance.blind ? null : t.a.variance.missing).toEqual(hand.missingFigures);
    expect(t.b).toEqual(t.a);
  });
});
