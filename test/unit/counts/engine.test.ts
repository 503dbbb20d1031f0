// Process: test (node). The counting rules on a real journal file: RFID dedupe across areas and restarts,
// barcodes and pack sizes, areas and recount, undo, unknowns, blind sessions and variance.
import { describe, expect, it } from 'vitest';
import { CASE_GTIN, type engine, enginesClosedAfterEach, epcEvents, epcOf, ITEMS, STORE } from './harness';

const start = enginesClosedAfterEach();
const newSession = (e: ReturnType<typeof engine>, blind = false, areas = ['Front', 'Back']) =>
  e.service.createSession({ storeId: STORE, description: 'Test count', areas, blind });

describe('counting engine', () => {
  it('counts an EPC once per session, across areas and a restart, and reports unique tags and reads', async () => {
    const e = start();
    const s = await newSession(e);
    const a = epcOf(1, 1);
    const b = epcOf(1, 2);
    const first = e.service.ingest(s.id, epcEvents([a, a, b, a]));
    expect(first.events.map((x) => x.outcome)).toEqual(['newItem', 'plusOne', 'repeatedTag']);
    e.service.switchArea(s.id, 'Back');
    e.service.ingest(s.id, epcEvents([a, b]));
    e.close();
    // A new engine on the same journal file: the tags are still known.
    const again = start(e.dir);
    const batch = again.service.ingest(s.id, epcEvents([a, b, epcOf(2, 1)]));
    expect(batch.totals).toEqual({
      units: 3,
      lines: 2,
      uniqueTags: 3,
      totalReads: 9,
      outsideScope: 0,
      readers: [{ reader: null, reads: 9, uniqueTags: 3 }],
    });
    const lines = again.service.lines({ sessionId: s.id, offset: 0, limit: 100, sort: 'description', dir: 'asc' });
    expect(lines.lines.map((l) => [l.sku, l.area, l.counted])).toEqual([
      ['SKU-1', 'Front', 2],
      ['SKU-2', 'Back', 1],
    ]);
  });

  it('counts barcodes one each and a case by its pack size, set once and remembered', async () => {
    const e = start();
    const s = await newSession(e);
    const upc = ITEMS[1]!.upc[0]!;
    e.service.scanTexts(s.id, [upc, upc]);
    const c = e.service.scanTexts(s.id, [CASE_GTIN, CASE_GTIN]);
    expect(c.events.map((x) => x.outcome)).toEqual(['needsPackSize', 'needsPackSize']);
    expect(e.service.unknowns(s.id)).toMatchObject([{ kind: 'case', code: CASE_GTIN, reads: 2, state: 'open' }]);
    expect(e.service.setPackSize(s.id, CASE_GTIN, 12)).toEqual({ counted: 24 });
    const later = e.service.scanTexts(s.id, [CASE_GTIN]);
    expect(later.events[0]).toMatchObject({ outcome: 'plusOne', added: 12 });
    expect(later.totals.units).toBe(2 + 36);
  });

  it('recounting an area replaces its counts and tags only; undo goes newest first with the tags', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(1, 2)]));
    e.service.switchArea(s.id, 'Back');
    e.service.ingest(s.id, epcEvents([epcOf(2, 1)]));
    e.service.recountArea(s.id, 'Front');
    let page = e.service.lines({ sessionId: s.id, offset: 0, limit: 10, sort: 'description', dir: 'asc' });
    expect(page.lines.map((l) => [l.area, l.counted])).toEqual([
      ['Front', 0],
      ['Back', 1],
    ]);
    // The Front tags are forgotten, so they count again, in the area now active.
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(2, 1)]));
    expect(e.service.undo(s.id, 1)).toEqual({ undone: 1 });
    page = e.service.lines({ sessionId: s.id, offset: 0, limit: 10, sort: 'description', dir: 'asc' });
    // The undone Back line was never sent: it goes; the recount's zero in Front is a count and stays.
    expect(page.lines.map((l) => `${l.sku} ${l.area} ${l.counted}`).sort()).toEqual(['SKU-1 Front 0', 'SKU-2 Back 1']);
    // The undone tag counts again when read again.
    const back = e.service.ingest(s.id, epcEvents([epcOf(1, 1)]));
    expect(back.events[0]!.outcome).toBe('newItem');
    const audit = e.journal.prepare('SELECT source, before, after, user FROM count_audit ORDER BY id').all();
    expect(audit).toContainEqual({ source: 'recount', before: 2, after: 0, user: 'tester' });
    expect(audit).toContainEqual({ source: 'undo', before: 1, after: 0, user: 'tester' });
  });

  it('lists unknown tags with the raw EPC; an assigned tag counts once, an ignored one stays listed', async () => {
    const e = start();
    const s = await newSession(e);
    const stranger = epcOf(1, 1).replace(/^30/, '31'); // another header: no trade item
    e.service.ingest(s.id, epcEvents([stranger, stranger]));
    expect(e.service.unknowns(s.id)).toMatchObject([{ raw: stranger, reads: 2, state: 'open' }]);
    const unknownTag = `${epcOf(1, 3).slice(0, 6)}FFFFFF${epcOf(1, 3).slice(12)}`;
    e.service.ingest(s.id, epcEvents([unknownTag, unknownTag]));
    const list = e.service.unknowns(s.id).filter((u) => u.kind === 'tag');
    expect(list.length).toBeGreaterThan(0);
    const code = list[0]!.code;
    e.service.assignUnknown(s.id, code, ITEMS[2]!.id);
    e.service.ingest(s.id, epcEvents([unknownTag]));
    const lines = e.service.lines({ sessionId: s.id, offset: 0, limit: 10, sort: 'description', dir: 'asc' });
    expect(lines.lines.find((l) => l.itemId === ITEMS[2]!.id)?.counted).toBe(1);
  });

  it('computes variance per item, category and session in units and value; a blind session returns none', async () => {
    const e = start();
    const s = await newSession(e);
    e.service.ingest(s.id, epcEvents([epcOf(1, 1), epcOf(1, 2), epcOf(1, 3)]));
    const v = e.service.variance(s.id);
    if (v.blind) throw new Error('not blind');
    // Expected 5, 2, 4; counted 3, none, none. Retail 10, 20, 30. The variance is the counted line's; the two
    // missing items are apart (their on-hand and its value).
    expect(v.session).toEqual({ expected: 5, counted: 3, variance: -2, varianceValue: -20 });
    expect(v.missing).toEqual({ items: 2, units: 6, value: 40 + 120 });
    expect(v.categories.map((c) => [c.category, c.varianceValue, c.missing])).toEqual([
      ['Shirts', -20, { items: 1, units: 2, value: 40 }],
      ['Shoes', 0, { items: 1, units: 4, value: 120 }],
    ]);
    const missing = e.service.missing({ sessionId: s.id, offset: 0, limit: 10 });
    expect(missing.blind ? [] : missing.items.map((m) => m.sku)).toEqual(['SKU-2', 'SKU-3']);
    expect(await e.service.confirmZero(s.id, 'allMissing')).toEqual({ confirmed: 2 });
    const after = e.service.missing({ sessionId: s.id, offset: 0, limit: 10 });
    expect(after.blind ? -1 : after.total).toBe(0);

    const b = await newSession(e, true);
    e.service.ingest(b.id, epcEvents([epcOf(1, 5)]));
    expect(e.service.variance(b.id)).toEqual({ blind: true });
    expect(e.service.missing({ sessionId: b.id, offset: 0, limit: 10 })).toEqual({ blind: true });
    const line = e.service.lines({ sessionId: b.id, offset: 0, limit: 10, sort: 'variance', dir: 'asc' }).lines[0]!;
    expect(Object.keys(line)).not.toContain('expected');
    expect(Object.keys(line)).not.toContain('variance');
    const csv = e.service.export(b.id).csv;
    expect(csv.split('\n')[0]).toBe(
      'row,item id,sku,upc,description,category,in scope,area,counted here,counted,reader,reads,unique tags',
    );
    expect(e.service.export(s.id).csv.split('\n')[0]).toContain('expected,variance,variance value,missing value');
  });

  it('refuses changes to a Finalized session', async () => {
    const e = start();
    const s = await newSession(e);
    e.journal.prepare('UPDATE count_sessions SET status = 2 WHERE id = ?').run(s.id);
    expect(() => e.service.ingest(s.id, epcEvents([epcOf(1, 1)]))).toThrow(/finalized/i);
    expect(() => e.service.addItem(s.id, ITEMS[0]!.id)).toThrow(/Finalized/);
  });
});
