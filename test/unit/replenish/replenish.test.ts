// Process: test (node). Replenishment on a real journal and catalog file: a whole count of floor and stockroom, a
// floor scan after it, the list by hand count, picking (ticks, a repeated tag, an item not on the list), putting
// away (the tags' area moves, the list empties), floor availability kept before and after, picture ages and the
// stale flag, misses and shrink candidates, the minimums CSV out and back in, and the store's items read again once
// the catalog changed (they are kept between builds).
import { describe, expect, it } from 'vitest';
import { openCatalogDb } from '../../../domain/catalog/db';
import { setAreaRole } from '../../../domain/replenish/area-roles';
import { availabilityHistory, keepAvailability } from '../../../domain/replenish/availability';
import { setMinimum } from '../../../domain/replenish/minimums';
import { importMinimumsCsv, minimumsCsv } from '../../../domain/replenish/minimums-csv';
import { missStates, recordMiss, shrinkCandidates } from '../../../domain/replenish/misses';
import { createPicker, type PickContext } from '../../../domain/replenish/picking';
import { DAY_MS } from '../../../domain/replenish/pictures';
import { buildReplenishment, type ReplenishmentState } from '../../../domain/replenish/replenish';
import { fileOf } from '../../../domain/sqlite/open';
import { recordFinalizedTags } from '../../../domain/tags/history';
import { addCount, gtin, sgtin } from '../tags/journal-fixture';
import { replenishStore, STORE } from './fixture';

const G = gtin('0061414112345');
const E = (n: number) => sgtin(G, n);
const FLOOR = 'Sales floor';
const BACK = 'Stockroom';
const COUNTED_AT = 1_000_000;

function store() {
  const s = replenishStore();
  s.addItems([
    { id: 'tee-s', style: 'tee', onHand: 3 },
    { id: 'tee-m', style: 'tee', onHand: 1 },
    { id: 'jeans', category: 'Bottoms', onHand: 3 },
    { id: 'hat', onHand: 0 },
  ]);
  setMinimum(s.journal, STORE, 'category', 'cat-Bottoms', 2);
  addCount(s.journal, 'nov', {
    areas: [FLOOR, BACK],
    tags: [
      { epc: E(1), item: 'tee-s', area: FLOOR },
      { epc: E(2), item: 'tee-s', area: BACK },
      { epc: E(3), item: 'tee-s', area: BACK },
      { epc: E(4), item: 'tee-m', area: BACK },
      { epc: E(5), item: 'jeans', area: BACK },
      { epc: E(6), item: 'jeans', area: BACK },
      { epc: E(7), item: 'jeans', area: BACK },
    ],
  });
  recordFinalizedTags(s.journal, 'nov', { now: () => COUNTED_AT });
  return s;
}

const lineFigures = (r: ReplenishmentState) =>
  r.lines.map((l) => [l.sku, l.floor, l.minimum, l.back, l.bring, l.picked, l.backArea]);

describe('the replenishment list from a whole count and a floor scan', () => {
  it('lists what the floor lacks from the stockroom, by hand count, with picture ages and the stale flag', () => {
    const { journal, catalog } = store();
    const r = buildReplenishment(journal, catalog, STORE, { now: COUNTED_AT + 8 * DAY_MS });
    // tee-s 1 on the floor (min 1); tee-m 0 of 1, 1 back → 1; jeans 0 of 2 (Bottoms), 3 back → 2; hat holds nothing.
    expect(lineFigures(r)).toEqual([
      ['JEANS', 0, 2, 3, 2, 0, BACK],
      ['TEE-M', 0, 1, 1, 1, 0, BACK],
    ]);
    expect(r.totals).toEqual({ lines: 2, units: 3 });
    expect(r.lines[0]!.tags.map((t) => t.epc)).toEqual([E(5), E(6), E(7)].sort());
    expect(r.reorder).toEqual([]);
    expect(r.estimated).toBe(false);
    expect(r.pictures.map((p) => [p.area, p.role, p.sessionId, p.ageDays, p.stale])).toEqual([
      [BACK, 'back', 'nov', 8, true],
      [FLOOR, 'floor', 'nov', 8, false],
    ]);
    expect(r.availability).toEqual([
      { category: 'Bottoms', held: 1, atMinimum: 0 },
      { category: 'Tops', held: 2, atMinimum: 1 },
    ]);
  });

  it('a count recorded again is read again: what a build keeps of a recorded history follows its recording', () => {
    const { journal, catalog } = store();
    // A newer whole count whose count_tags rows stay (locked here: nothing prunes them), so recording again copies.
    addCount(journal, 'dec', { areas: [FLOOR, BACK], tags: [{ epc: E(4), item: 'tee-m', area: BACK }] });
    journal.prepare("UPDATE count_sessions SET locked_reason = 'held' WHERE id = 'dec'").run();
    recordFinalizedTags(journal, 'dec', { now: () => COUNTED_AT + 10 });
    const teeM = () =>
      buildReplenishment(journal, catalog, STORE, { now: COUNTED_AT + DAY_MS }).lines.find((l) => l.sku === 'TEE-M')!;
    expect([teeM().back, teeM().tags.map((t) => t.epc)]).toEqual([1, [E(4)]]);
    journal
      .prepare("INSERT INTO count_tags (session_id, epc, item_id, area, reads) VALUES ('dec', ?, 'tee-m', ?, 1)")
      .run(E(8), BACK);
    recordFinalizedTags(journal, 'dec', { now: () => COUNTED_AT + 20 });
    expect([teeM().back, teeM().tags.map((t) => t.epc)]).toEqual([2, [E(4), E(8)].sort()]);
  });

  it('takes a newer floor scan for the floor, a tag it saw leaving the stockroom', () => {
    const { journal, catalog } = store();
    addCount(journal, 'scan', {
      areas: [FLOOR],
      scope: { kind: 'areas' },
      status: 1,
      tags: [
        { epc: E(1), item: 'tee-s', area: FLOOR, at: 2_000_000 },
        { epc: E(5), item: 'jeans', area: FLOOR, at: 2_000_001 },
      ],
    });
    const r = buildReplenishment(journal, catalog, STORE, { floorSessionId: 'scan', now: 2_000_002 });
    // jeans: 1 on the floor now, 2 left back → bring 1.
    expect(lineFigures(r)).toEqual([
      ['JEANS', 1, 2, 2, 1, 0, BACK],
      ['TEE-M', 0, 1, 1, 1, 0, BACK],
    ]);
    expect(r.pictures.find((p) => p.area === FLOOR)).toMatchObject({ sessionId: 'scan', takenAt: 2_000_001 });
  });

  it('estimates the back room from on-hand when no count pictured it, and marks it', () => {
    const { journal, catalog } = store();
    setAreaRole(journal, STORE, BACK, 'other');
    const r = buildReplenishment(journal, catalog, STORE);
    // tee-m on hand 1 − floor 0 = 1 → bring 1; jeans 3 − 0 = 3 → bring 2.
    expect(r.estimated).toBe(true);
    expect(r.lines.map((l) => [l.sku, l.back, l.bring, l.backEstimated])).toEqual([
      ['JEANS', 3, 2, true],
      ['TEE-M', 1, 1, true],
    ]);
  });

  it('reads the store items again once the catalog changed, by a sync on its own connection or by this one', () => {
    const { journal, catalog } = store();
    setAreaRole(journal, STORE, BACK, 'other');
    const figures = () => buildReplenishment(journal, catalog, STORE).lines.map((l) => [l.sku, l.back, l.bring]);
    expect(figures()).toEqual([
      ['JEANS', 3, 2],
      ['TEE-M', 1, 1],
    ]);
    expect(figures()).toEqual([
      ['JEANS', 3, 2],
      ['TEE-M', 1, 1],
    ]);
    // The sync worker writes on a connection of its own: jeans' on-hand 3 → 1, so 1 to bring of the 2 short.
    const sync = openCatalogDb(fileOf(catalog));
    sync.prepare('UPDATE on_hand SET qty = 1 WHERE item_id = ? AND store_id = ?').run('jeans', STORE);
    sync.close();
    expect(figures()).toEqual([
      ['JEANS', 1, 1],
      ['TEE-M', 1, 1],
    ]);
    catalog.prepare('UPDATE items SET sku = ? WHERE id = ?').run('TEE-MEDIUM', 'tee-m');
    expect(figures()).toEqual([
      ['JEANS', 1, 1],
      ['TEE-MEDIUM', 1, 1],
    ]);
  });
});

describe('picking', () => {
  const context = (r: ReplenishmentState, area: string | null): PickContext => ({
    storeId: STORE,
    round: r.round,
    area: area === null ? null : { name: area, role: r.roles.get(area)! },
    onList: (itemId) => r.lines.some((l) => l.itemId === itemId),
    placeOf: (epc) => r.placed.placeOf(epc),
    now: () => 3_000_000,
  });

  it('ticks lines from the stockroom, moves the tags to the floor when scanned there, and the list empties', () => {
    const { journal, catalog } = store();
    const pick = createPicker(journal);
    const before = buildReplenishment(journal, catalog, STORE);
    keepAvailability(journal, STORE, before.availability, 3_000_000);
    const back = context(before, BACK);
    expect(pick(back, { itemId: 'jeans', epc: E(6) }).kind).toBe('picked');
    expect(pick(back, { itemId: 'jeans', epc: E(6) }).kind, 'a tag read again').toBe('already');
    expect(pick(back, { itemId: 'jeans', epc: E(7) }).kind).toBe('picked');
    expect(pick(back, { itemId: 'tee-s', epc: E(2) }).kind).toBe('notOnList');
    expect(pick(back, { itemId: 'tee-m', epc: E(4) }).kind).toBe('picked');
    const ticked = buildReplenishment(journal, catalog, STORE);
    expect(lineFigures(ticked)).toEqual([
      ['JEANS', 0, 2, 3, 2, 2, BACK],
      ['TEE-M', 0, 1, 1, 1, 1, BACK],
    ]);

    const floor = context(ticked, FLOOR);
    expect(pick(floor, { itemId: 'jeans', epc: E(6) })).toEqual({
      kind: 'placed',
      itemId: 'jeans',
      epc: E(6),
      fromArea: BACK,
    });
    const half = buildReplenishment(journal, catalog, STORE);
    expect(lineFigures(half)).toEqual([
      ['JEANS', 1, 2, 2, 1, 1, BACK],
      ['TEE-M', 0, 1, 1, 1, 1, BACK],
    ]);
    expect(pick(context(half, FLOOR), { itemId: 'jeans', epc: E(6) }).kind, 'already on that floor').toBe('already');
    pick(context(half, FLOOR), { itemId: 'jeans', epc: E(7) });
    pick(context(half, FLOOR), { itemId: 'tee-m', epc: E(4) });
    const after = buildReplenishment(journal, catalog, STORE);
    expect(after.lines).toEqual([]);
    expect(after.placed.placeOf(E(4))).toMatchObject({ area: FLOOR, role: 'floor', at: 3_000_000 });
    expect(after.placed.placeOf(E(5))).toMatchObject({ area: BACK, role: 'back' });
    expect(journal.prepare('SELECT COUNT(*) AS n FROM replen_picks WHERE placed_at IS NULL').get()).toMatchObject({
      n: 0,
    });

    keepAvailability(journal, STORE, after.availability, 3_000_000 + 60_000);
    expect(availabilityHistory(journal, STORE)).toEqual([
      { day: '1970-01-01', category: 'Bottoms', before: { held: 1, atMinimum: 0 }, after: { held: 1, atMinimum: 1 } },
      { day: '1970-01-01', category: 'Tops', before: { held: 2, atMinimum: 1 }, after: { held: 2, atMinimum: 2 } },
    ]);
  });

  it('keeps one miss per round; not found in two rounds in a row makes a shrink candidate until it is picked', () => {
    const { journal, catalog } = store();
    const miss = (round: number, reason: 'not_found' | 'damaged' = 'not_found') =>
      recordMiss(journal, { storeId: STORE, itemId: 'tee-m', reason, round }, round + 1);
    miss(10, 'damaged');
    miss(10);
    expect(missStates(journal, STORE, 10).get('tee-m')).toEqual({ reason: 'not_found', shrinkCandidate: false });
    miss(20);
    expect(shrinkCandidates(journal, STORE)).toEqual(['tee-m']);
    const r = buildReplenishment(journal, catalog, STORE);
    expect(r.lines.find((l) => l.itemId === 'tee-m')).toMatchObject({ missed: null, shrinkCandidate: true });
    createPicker(journal)({ ...context(r, BACK), now: () => 30 }, { itemId: 'tee-m', epc: E(4) });
    expect(shrinkCandidates(journal, STORE)).toEqual([]);
  });
});

describe('the minimums CSV', () => {
  it('exports the rules by category code and SKU and imports them back whole; a wrong file changes nothing', () => {
    const { journal, catalog } = store();
    setMinimum(journal, STORE, 'item', 'tee-m', 3);
    const csv = minimumsCsv(journal, catalog, STORE);
    expect(csv).toBe('kind,code,description,minimum\ncategory,BOTTOMS,Bottoms,2\nitem,TEE-M,Item tee-m,3\n');
    expect(() =>
      importMinimumsCsv(journal, catalog, STORE, 'kind,code,minimum\nitem,NOPE,1\ncategory,TOPS,x\n'),
    ).toThrow(/row 2: no SKU NOPE; row 3: minimum is a whole number/);
    expect(minimumsCsv(journal, catalog, STORE)).toBe(csv);
    expect(importMinimumsCsv(journal, catalog, STORE, 'kind,code,minimum\ncategory,Tops,2\n')).toEqual({
      categories: 1,
      items: 0,
    });
    expect(minimumsCsv(journal, catalog, STORE)).toBe('kind,code,description,minimum\ncategory,TOPS,Tops,2\n');
  });
});
