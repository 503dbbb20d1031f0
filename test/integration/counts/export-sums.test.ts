// Process: test (node). One variance per item in the exported CSV and the printed sheet, against the
// real local service: a team count (two data folders) with items counted in two and three areas, another PC's
// lines, missing items, an item counted outside a category scope, blind and not blind. The CSV is read back with a
// CSV parser and every figure column summed: each sum is the session's figure (the variance summary: the count's
// variance over its counted lines, the missing items' value apart) exactly, value to the cent; the reader rows sum
// to the count's reads and unique tags. The store's currency comes from the service's base currency, else the
// setting, else none.
import { describe, expect, it } from 'vitest';
import type { CountScope } from '../../../contract/counts';
import { readIndexRecords } from '../../../domain/catalog/index-feed';
import { createStoreCurrency } from '../../../domain/counts/currency';
import { catalogItemFacts } from '../../../domain/counts/item-facts';
import { columnSum, parseCsv } from '../../helpers/csv-sums';
import { epcEvents, startEngines, type TestCountEngine } from './harness';

let a: TestCountEngine;
let b: TestCountEngine;
startEngines({ second: true }, (e) => {
  ({ a, b } = e);
});

const USD = { code: 'USD', source: 'service' } as const;

/**
 * A counts item 0 in Front (2), Back (1) and Cellar (3), item 1 in Front (1) and Back (2), and `alsoItem` in Front;
 * Front read by the simulator (one tag read twice), Back by a second reader, Cellar by none (the "Other" row). B opens the session and counts item 0 (1) and item 3 (2) in its own area: A holds those as another PC's lines.
 */
async function teamCount(description: string, blind: boolean, scope: CountScope, alsoItem = 4) {
  const s = await a.service.createSession({
    storeId: a.storeId,
    description,
    areas: ['Front', 'Back', 'Cellar'],
    blind,
    scope,
  });
  a.service.ingest(
    s.id,
    epcEvents([a.epc(0, 1), a.epc(0, 2), a.epc(0, 1), a.epc(1, 1), a.epc(alsoItem, 1)], 'simulator'),
  );
  a.service.switchArea(s.id, 'Back');
  a.service.ingest(s.id, epcEvents([a.epc(0, 3), a.epc(1, 2), a.epc(1, 3)], 'sim-2'));
  a.service.switchArea(s.id, 'Cellar');
  a.service.ingest(s.id, epcEvents([a.epc(0, 4), a.epc(0, 5), a.epc(0, 6)]));
  expect(await a.service.flush()).toBe(true);
  await b.service.openSession(s.id);
  b.service.ingest(s.id, epcEvents([b.epc(0, 101), b.epc(3, 1), b.epc(3, 2)]));
  expect(await b.service.flush()).toBe(true);
  await a.service.refreshSession(s.id);
  return s;
}

/** The CSV's columns of a blind count; a count that is not blind adds its figures after them. */
const BLIND_HEADER = [
  'row',
  'item id',
  'sku',
  'upc',
  'description',
  'category',
  'in scope',
  'area',
  'counted here',
  'counted',
];
/** The reader rows' columns, last on every row. */
const READER_HEADER = ['reader', 'reads', 'unique tags'];

const itemRows = (rows: Record<string, string>[]) => rows.filter((r) => r.row === 'item');
const areaRows = (rows: Record<string, string>[]) => rows.filter((r) => r.row === 'area');

/** The reader rows, after every item row, sum to this PC's reads and unique tags: Sim 1 5 and 4, Sim 2 3 and 3, Cellar 3. */
function expectReaderRowsAddUp(rows: Record<string, string>[], sessionId: string) {
  const totals = a.service.session(sessionId).totals;
  const readers = rows.filter((r) => r.row === 'reader');
  expect(rows.slice(-readers.length)).toEqual(readers);
  expect(readers.map((r) => [r.reader, r.reads, r['unique tags']])).toEqual([
    ['Sim 2', '3', '3'],
    ['Sim 1', '5', '4'],
    ['Other', '3', '3'],
  ]);
  expect(columnSum(rows, 'reads')).toBe(totals.totalReads);
  expect(columnSum(rows, 'unique tags')).toBe(totals.uniqueTags);
  expect(totals).toMatchObject({ totalReads: 11, uniqueTags: 10 });
  // A reader row fills its own three columns only.
  for (const r of readers)
    expect([r['item id'], r.area, r['counted here'], r.counted, r.expected ?? '']).toEqual(['', '', '', '', '']);
}

describe('CSV: one variance per item, every column sums to the session', () => {
  it('whole store, not blind: items in two and three areas, another PC, missing items', async () => {
    const s = await teamCount('CSV whole store', false, { kind: 'store' });
    const v = a.service.variance(s.id);
    if (v.blind) throw new Error('not blind');
    const { header, rows } = parseCsv(a.service.export(s.id, USD).csv);
    expect(header).toEqual([
      ...BLIND_HEADER,
      'expected',
      'variance',
      'variance value (USD)',
      'missing value (USD)',
      ...READER_HEADER,
    ]);
    expect(columnSum(rows, 'counted here')).toBe(v.session.counted);
    expect(columnSum(rows, 'counted')).toBe(v.session.counted);
    expect(columnSum(rows, 'variance')).toBe(v.session.variance);
    expect(columnSum(rows, 'variance value (USD)')).toBe(v.session.varianceValue);
    expect(columnSum(rows, 'missing value (USD)')).toBe(v.missing.value);
    expect(v.missing.value).toBeGreaterThan(0);
    // Expected: the counted lines' rows sum to the variance's, the missing items' rows to the missing units.
    expect(
      columnSum(
        rows.filter((r) => r.variance !== ''),
        'expected',
      ),
    ).toBe(v.session.expected);
    const onNoLine = itemRows(rows).filter((r) => r.variance === '' && Number(r.expected) > 0);
    expect(columnSum(onNoLine, 'expected')).toBe(v.missing.units);
    expectReaderRowsAddUp(rows, s.id);
    // Each item once; the area rows are the lines (this PC's by area, the other PC's as "another PC").
    const items = itemRows(rows);
    expect(new Set(items.map((r) => r['item id'])).size).toBe(items.length);
    const lines = a.service.lines({ sessionId: s.id, offset: 0, limit: 1000, sort: 'description', dir: 'asc' });
    expect(areaRows(rows)).toHaveLength(lines.total);
    const of = (i: number) => rows.filter((r) => r['item id'] === a.items[i]!.id);
    expect(of(0).map((r) => [r.row, r.area, r['counted here'], r.counted])).toEqual([
      ['item', '', '', '7'],
      ['area', 'Back', '1', ''],
      ['area', 'Cellar', '3', ''],
      ['area', 'Front', '2', ''],
      ['area', 'another PC', '1', ''],
    ]);
    expect(
      of(1)
        .filter((r) => r.row === 'area')
        .map((r) => r.area),
    ).toEqual(['Back', 'Front']);
    // Missing items are there with counted 0 and their on-hand, with a missing value and no variance: finalizing
    // posts no line of them.
    const missing = a.service.missing({ sessionId: s.id, offset: 0, limit: 5 });
    expect(missing.blind ? 0 : missing.total).toBeGreaterThan(0);
    for (const m of missing.blind ? [] : missing.items) {
      const row = items.find((r) => r['item id'] === m.itemId);
      const value = m.retail === null ? '' : String(Math.round(m.expected * m.retail * 100) / 100);
      expect(row).toMatchObject({
        counted: '0',
        expected: String(m.expected),
        variance: '',
        'variance value (USD)': '',
        'missing value (USD)': value,
      });
    }
    // The printed sheet is the same rows, the items on no line summed into one: its totals are the session's.
    const sheet = a.service.sheet(s.id, USD);
    expect(sheet.totals).toEqual({
      counted: v.session.counted,
      areaRows: lines.total,
      expected: v.session.expected,
      variance: v.session.variance,
      varianceValue: v.session.varianceValue,
      missingValue: v.missing.value,
    });
    expect(sheet.items.map((i) => i.itemId).sort()).toEqual([0, 1, 3, 4].map((i) => a.items[i]!.id).sort());
    // On no line: the missing items and those in the snapshot at zero or below (expected ≤ 0, not missing).
    expect(sheet.notCounted?.items).toBe(items.length - sheet.items.length);
    expect(sheet.notCounted?.items).toBeGreaterThanOrEqual(missing.blind ? Infinity : missing.total);
    const rowsSum = (f: (i: (typeof sheet.items)[number]) => number) => sheet.items.reduce((n, i) => n + f(i), 0);
    expect(rowsSum((i) => i.variance!)).toBe(v.session.variance);
    expect(Math.round(rowsSum((i) => i.varianceValue ?? 0) * 100) / 100).toBe(v.session.varianceValue);
    expect(sheet.notCounted!.missing).toEqual(v.missing);
  });

  it('a category scope with an item counted outside it: in the figures, marked, the sums still agree', async () => {
    // The items with tags are all of one category: the scope is another one, so every counted item is outside it.
    const facts = catalogItemFacts(a.catalog.db)(
      readIndexRecords(a.catalog.db).map((r) => r.id),
      a.storeId,
    );
    const counted = facts.find((f) => f.itemId === a.items[0]!.id)!.category;
    const category = facts.find((f) => f.category !== counted)!.category;
    const s = await teamCount('CSV one category', false, { kind: 'categories', categories: [category] });
    const v = a.service.variance(s.id);
    if (v.blind) throw new Error('not blind');
    const { rows } = parseCsv(a.service.export(s.id).csv);
    expect(columnSum(rows, 'counted here')).toBe(v.session.counted);
    expect(columnSum(rows, 'counted')).toBe(v.session.counted);
    expect(
      columnSum(
        rows.filter((r) => r.variance !== ''),
        'expected',
      ),
    ).toBe(v.session.expected);
    expect(columnSum(rows, 'variance')).toBe(v.session.variance);
    // The lines counted outside the scope are in the count's variance value: finalizing posts them.
    expect(columnSum(rows, 'variance value')).toBe(v.session.varianceValue);
    expect(columnSum(rows, 'missing value')).toBe(v.missing.value);
    const items = itemRows(rows);
    const inScope = items.filter((r) => r['in scope'] === 'yes');
    const outside = items.filter((r) => r['in scope'] === 'no');
    // Both sets are checked for being there before each is checked row by row.
    expect(inScope.length).toBeGreaterThan(0);
    expect(inScope.every((r) => r.category === category)).toBe(true);
    expect(outside.map((r) => r['item id']).sort()).toEqual([0, 1, 3, 4].map((i) => a.items[i]!.id).sort());
    expect(outside.every((r) => r.category !== category && r.counted !== '0')).toBe(true);
  });

  it('blind: no expected, variance or value anywhere; only counted items; the counts still sum', async () => {
    const s = await teamCount('CSV blind', true, { kind: 'store' });
    const { header, rows } = parseCsv(a.service.export(s.id, USD).csv);
    expect(header).toEqual([...BLIND_HEADER, ...READER_HEADER]);
    expectReaderRowsAddUp(rows, s.id);
    // A: item 0 in three areas (6), item 1 in two (3), item 4 (1); B: item 0 (1), item 3 (2). 8 lines.
    const units = 2 + 1 + 3 + 1 + 2 + 1 + 1 + 2;
    expect(columnSum(rows, 'counted here')).toBe(units);
    expect(columnSum(rows, 'counted')).toBe(units);
    expect(
      itemRows(rows)
        .map((r) => r['item id'])
        .sort(),
    ).toEqual([0, 1, 3, 4].map((i) => a.items[i]!.id).sort());
    expect(itemRows(rows).every((r) => Number(r.counted) > 0)).toBe(true);
    const sheet = a.service.sheet(s.id, USD);
    expect(sheet.totals).toEqual({ counted: units, areaRows: 8 });
    expect(JSON.stringify(sheet)).not.toMatch(/expected|variance/);
  });
});

describe("the store's currency", () => {
  it('is the base currency of the service (rate 1), asked once; else the setting; else none', async () => {
    let requests = 0;
    const api = {
      listCurrencies: () => {
        requests++;
        return a.api.listCurrencies();
      },
    };
    const currency = createStoreCurrency({ api, setting: () => 'EUR' });
    expect(await currency()).toEqual({ code: 'USD', source: 'service' });
    expect(await currency()).toEqual({ code: 'USD', source: 'service' });
    expect(requests).toBe(1);
    // No currency at rate 1 (the base cannot be told): the setting, then none.
    const usd = (await a.api.listCurrencies()).find((c) => c.code === 'USD')!;
    await a.api.updateCurrency({ id: usd.id, exchangeRate: 1.05 });
    try {
      expect(await createStoreCurrency({ api: a.api, setting: () => 'EUR' })()).toEqual({
        code: 'EUR',
        source: 'setting',
      });
      expect(await createStoreCurrency({ api: a.api, setting: () => null })()).toEqual({ code: null, source: 'none' });
    } finally {
      await a.api.updateCurrency({ id: usd.id, exchangeRate: 1 });
    }
  });
});
