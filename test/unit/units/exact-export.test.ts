// Process: test (node). Every figure of a fractional count is exact: a session of 10,000 lines of partial bottles and
// kilograms (2,000 items in 5 areas, written straight into a real journal) exported as CSV, whose columns sum to
// the hand count to the gram; the variance summary and the printed sheet agree. Bottle weights go out and back in
// as CSV, a bad line refused with its reason and the rest kept.
import { describe, expect, it } from 'vitest';
import { exportWeightsCsv, importWeightsCsv } from '../../../domain/units/weight-csv';
import { parseCsv } from '../../helpers/csv-sums';
import { prng } from '../../helpers/prng';
import { enginesClosedAfterEach, ITEMS, STORE } from '../counts/harness';

const start = enginesClosedAfterEach();

/** A column summed as a spreadsheet of decimals to three places would: in whole thousandths. */
const milliSum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((s, r) => s + Math.round(Number(r[column] || 0) * 1000), 0);

describe('a fractional count', () => {
  it('exports 10,000 lines whose CSV sums exactly to the hand count', async () => {
    const e = start();
    const s = await e.service.createSession({ storeId: STORE, description: 'Cellar', areas: ['A'], blind: false });
    const random = prng(3610);
    const insert = e.journal.prepare(
      'INSERT INTO count_lines (id, session_id, item_id, area, qty, version) VALUES (?, ?, ?, ?, ?, 1)',
    );
    let handMilli = 0;
    e.journal.transaction(() => {
      for (let i = 0; i < 10_000; i++) {
        // Even items in bottles to 0.05, odd ones in kilograms to the gram.
        const item = Math.floor(i / 5);
        const milli = item % 2 === 0 ? Math.floor(random() * 200) * 50 : Math.floor(random() * 20_000);
        handMilli += milli;
        insert.run(`line-${i}`, s.id, `item-${item}`, `Area ${i % 5}`, milli / 1000);
      }
    })();
    const csv = e.service.export(s.id).csv;
    const { rows } = parseCsv(csv);
    const items = rows.filter((r) => r.row === 'item');
    const areas = rows.filter((r) => r.row === 'area');
    // The 2,000 counted items and the harness's 3 items expected (on hand) and not counted.
    expect(items).toHaveLength(2003);
    expect(areas).toHaveLength(10_000);
    expect(milliSum(areas, 'counted here')).toBe(handMilli);
    expect(milliSum(items, 'counted')).toBe(handMilli);
    // Only counted items carry a variance; none of them was expected, so it is what they counted.
    expect(milliSum(items, 'variance')).toBe(handMilli);
    // No float noise in any cell: at most three decimals.
    const decimal = /^(\d+(\.\d{1,3})?)?$/;
    for (const r of [...items, ...areas])
      for (const c of ['counted', 'counted here', 'variance']) expect(r[c]).toMatch(decimal);
    const v = e.service.variance(s.id);
    if (v.blind) throw new Error('not blind');
    expect(v.session.counted).toBe(handMilli / 1000);
    expect(e.service.sheet(s.id).totals.counted).toBe(handMilli / 1000);
    expect(e.service.session(s.id).totals.units).toBe(handMilli / 1000);
  });

  it('shares bottle weights as CSV: out, and back into another journal, a bad line refused', async () => {
    const e = start();
    const [one, two] = ITEMS;
    e.service.weights.set(one!.id, 1200, 500.5);
    e.service.weights.learn(two!.id, 'full', 980);
    const out = exportWeightsCsv(e.service.weights, (id) =>
      id === one!.id ? { sku: one!.sku, description: 'Vodka' } : null,
    );
    expect(out.rows).toBe(2);
    expect(parseCsv(out.csv).rows[0]).toMatchObject({
      'item id': one!.id,
      sku: one!.sku,
      'full g': '1200',
      'empty g': '500.5',
    });
    const other = start();
    const bySku = new Map(ITEMS.map((i) => [i.sku, i.id]));
    const itemOf = (code: string) => (ITEMS.some((i) => i.id === code) ? code : (bySku.get(code) ?? null));
    const result = importWeightsCsv(other.service.weights, out.csv, itemOf);
    expect(result.imported).toBe(1);
    // Item two has only its full weight: the line is refused with the reason, item one is kept.
    expect(result.refused).toEqual([{ line: 3, reason: expect.stringContaining('bottle weight') }]);
    expect(other.service.weights.weights(one!.id)).toEqual({ fullMg: 1_200_000, tareMg: 500_500 });
    const bySkuOnly = importWeightsCsv(
      other.service.weights,
      `sku,full g,empty g\n${ITEMS[2]!.sku},700,300\nNOPE,1,0.5\n`,
      itemOf,
    );
    expect(bySkuOnly.imported).toBe(1);
    expect(bySkuOnly.refused).toEqual([{ line: 3, reason: expect.stringContaining('NOPE') }]);
    expect(other.service.weights.weights(ITEMS[2]!.id)).toEqual({ fullMg: 700_000, tareMg: 300_000 });
  });
});
